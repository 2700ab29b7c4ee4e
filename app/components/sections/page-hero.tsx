import { cn } from '#app/lib/cn.ts';
import { MeshBackdrop } from '../ui/mesh-backdrop.tsx';

type PageHeroProps = {
  /** A badge above the heading (e.g. a story's industry). */
  badge?: React.ReactNode;
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
export function PageHero({ badge, eyebrow, heading, intro, children, visual, className }: PageHeroProps) {
  return (
    <section className={cn('relative isolate overflow-hidden bg-ink-900 text-white', className)}>
      <HeroMesh />
      <div
        className={cn(
          'mx-auto max-w-7xl px-5 pt-36 pb-20 sm:px-8 md:pt-44 md:pb-28',
          visual && 'grid items-center gap-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] xl:gap-20',
        )}
      >
        <div className="on-hero-art">
          {badge}
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
  return (
    <MeshBackdrop
      width={1440}
      height={640}
      grid={{ size: 48, opacity: 0.05 }}
      glows={[
        { cx: '80%', cy: '10%', r: '60%', opacity: 0.55 },
        { cx: '5%', cy: '100%', r: '55%', opacity: 0.35 },
      ]}
    />
  );
}
