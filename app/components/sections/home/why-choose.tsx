import type { HomeContent } from '#contracts/content/home.ts';
import { Island } from '#app/islands/island.tsx';
import { Counters } from './counters.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { ParticleBackground } from '../../ui/particle-background.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale, useLocalePath } from '#app/lib/use-locale.ts';

export function WhyChoose({ content }: { content: HomeContent['whyChoose'] }) {
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <section
      aria-labelledby="why-choose-title"
      className="relative isolate overflow-hidden bg-ink-900 px-5 py-16 text-white sm:px-8 md:py-24"
    >
      <ParticleBackground variant="nodes" className="opacity-60" />
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="why-choose-title" className="text-3xl leading-tight font-extrabold sm:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-gray-200">{content.subtitle}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.values.map((value, index) => (
            <li key={value.title} className="rounded-lg border border-white/10 bg-white/5 p-6 backdrop-blur-sm">
              <span className="text-sm font-bold text-brand-300">0{index + 1}</span>
              <h3 className="mt-3 text-lg leading-snug font-bold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-gray-300">{value.text}</p>
            </li>
          ))}
        </ul>
        <Island name="counters" component={Counters} props={{ counters: content.counters }} />
        <div className="mt-14 text-center">
          <LinkButton to={localePath('/contact')} variant="secondary" size="lg">
            {m.start_your_journey({}, { locale })}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
