import type { NavLink } from '#contracts/content/settings.ts';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationUrl } from '#app/lib/illustration-url.ts';
import { cn } from '#app/lib/cn.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { ParticleBackground } from '../../ui/particle-background.tsx';

const tiles = [
  { motif: 'people', tone: 'violet', className: 'row-span-2' },
  { motif: 'network', tone: 'indigo', className: '' },
  { motif: 'brain', tone: 'sky', className: '' },
] as const;

export function HomeHero({ heading, intro, services }: { heading: string; intro: string; services: NavLink[] }) {
  const [academy, implementation] = services;
  return (
    <section className="relative isolate overflow-hidden bg-ink-900 text-white">
      <ParticleBackground variant="connections" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(60%_60%_at_85%_10%,rgb(124_58_237/0.5),transparent),radial-gradient(50%_50%_at_0%_100%,rgb(79_70_229/0.35),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 pt-36 pb-20 sm:px-8 md:grid-cols-[1.15fr_1fr] md:pt-44 md:pb-28">
        <div className="on-hero-art">
          <h1 className="text-4xl leading-[1.05] font-extrabold sm:text-5xl lg:text-[4.25rem]">{heading}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-gray-200 sm:text-xl">{intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            {academy && (
              <LinkButton to={academy.to} size="lg" arrow="forward">
                {academy.label}
              </LinkButton>
            )}
            {implementation && (
              <LinkButton to={implementation.to} size="lg" variant="outline-light">
                {implementation.label}
              </LinkButton>
            )}
          </div>
        </div>
        <div aria-hidden="true" className="hidden h-[26rem] grid-cols-2 grid-rows-2 gap-4 md:grid">
          {tiles.map((tile) => (
            <div
              key={tile.motif}
              className={cn('overflow-hidden rounded-lg shadow-floating ring-1 ring-white/10', tile.className)}
            >
              <img
                src={illustrationUrl(tile.motif, tile.tone)}
                alt=""
                width={ILLUSTRATION_WIDTH}
                height={ILLUSTRATION_HEIGHT}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
