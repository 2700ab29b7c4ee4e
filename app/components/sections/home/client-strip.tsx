import type { ClientLogo } from '#contracts/content/client-logo.ts';
import { cn } from '#app/lib/cn.ts';
import { useEffect, useRef } from 'react';
import { Island } from '#app/islands/island.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

const wordmarkStyle: Record<ClientLogo['img'], string> = {
  serif: 'font-serif text-xl font-semibold italic',
  sans: 'text-lg font-extrabold tracking-tight uppercase',
  mono: 'font-mono text-lg font-bold tracking-widest uppercase',
  rounded: 'text-xl font-bold tracking-tight lowercase',
};

/**
 * The client strip: the 16 wordmarks twice in one track that slides by half its
 * width, so the loop is seamless. It fades in once its island runs, pauses on hover and focus,
 * and stands still under reduced motion.
 */
export function ClientStrip({ title, logos }: { title: string; logos: ClientLogo[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="clients-title" className="border-y border-gray-200 bg-white py-12">
      <h2 id="clients-title" className="px-5 text-center text-sm font-semibold tracking-widest text-gray-600 uppercase">
        {title}
      </h2>
      {/* Focusable so keyboard users can pause the motion too (WCAG 2.2.2). */}
      <div
        data-mounted="false"
        role="region"
        aria-label={m.client_logos({}, { locale })}
        tabIndex={0}
        className="client-strip group relative mt-8 overflow-hidden"
      >
        <ul
          data-testid="client-track"
          className="flex w-max gap-14 px-7 group-hover:[animation-play-state:paused] group-focus:[animation-play-state:paused] motion-safe:animate-[client-marquee_60s_linear_infinite]"
        >
          {logos.map((logo, index) => (
            <li
              key={`${logo.name}-${index}`}
              aria-hidden={index >= logos.length / 2 ? true : undefined}
              className={cn('shrink-0 whitespace-nowrap text-gray-600', wordmarkStyle[logo.img])}
            >
              {logo.name}
            </li>
          ))}
        </ul>
        <Island name="client-strip" component={StripMounted} props={{}} />
      </div>
    </section>
  );
}

/** The strip's island (decision 0070): marks it mounted, which lifts its veil (app/app.css). */
export function StripMounted() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const strip = marker.current?.closest<HTMLElement>('.client-strip');
    if (strip) strip.dataset.mounted = 'true';
  }, []);
  return <span ref={marker} hidden />;
}
