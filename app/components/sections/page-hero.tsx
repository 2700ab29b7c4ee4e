import { useId } from 'react';
import { cn } from '#app/lib/cn.ts';

type PageHeroProps = {
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Buttons under the intro. */
  children?: React.ReactNode;
  /** An illustration beside the text on large screens, below it on small ones. */
  visual?: React.ReactNode;
  className?: string;
};

/** The dark opening band every page starts with; the transparent nav sits on it. */
export function PageHero({ eyebrow, heading, intro, children, visual, className }: PageHeroProps) {
  return (
    <section className={cn('relative isolate overflow-hidden bg-ink-900 text-white', className)}>
      <HeroMesh />
      <div
        className={cn(
          'mx-auto max-w-7xl px-5 pt-36 pb-20 sm:px-8 md:pt-44 md:pb-28',
          visual && 'grid items-center gap-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] xl:gap-20',
        )}
      >
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 max-w-4xl text-3xl leading-[1.05] font-extrabold min-[25rem]:text-4xl sm:text-5xl">
            {heading}
          </h1>
          {intro && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-gray-200">{intro}</p>}
          {children && <div className="mt-10 flex flex-wrap gap-4">{children}</div>}
        </div>
        {visual && <div data-testid="hero-visual">{visual}</div>}
      </div>
    </section>
  );
}

function HeroMesh() {
  const id = useId();
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-10 size-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1440 640"
    >
      <defs>
        <radialGradient id={`${id}-a`} cx="80%" cy="10%" r="60%">
          <stop offset="0" stopColor="#7c3aed" stopOpacity="0.55" />
          <stop offset="1" stopColor="#7c3aed" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-b`} cx="5%" cy="100%" r="55%">
          <stop offset="0" stopColor="#4f46e5" stopOpacity="0.35" />
          <stop offset="1" stopColor="#4f46e5" stopOpacity="0" />
        </radialGradient>
        <pattern id={`${id}-grid`} width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0v48" fill="none" stroke="#ffffff" strokeOpacity="0.05" />
        </pattern>
      </defs>
      <rect width="1440" height="640" fill={`url(#${id}-grid)`} />
      <rect width="1440" height="640" fill={`url(#${id}-a)`} />
      <rect width="1440" height="640" fill={`url(#${id}-b)`} />
    </svg>
  );
}
