import { Check } from 'lucide-react';
import type { HomeContent } from '#contracts/content/home.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { Illustration } from '../../ui/illustration.tsx';
import { Section } from '../section.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

export function ServicesOverview({ content }: { content: HomeContent['services'] }) {
  const locale = useLocale();
  return (
    <Section id="services" title={content.title} subtitle={content.subtitle} tone="muted">
      <div className="grid gap-8 lg:grid-cols-2">
        {content.cards.map((card) => (
          <article
            key={card.to}
            className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-soft"
          >
            <Illustration motif={card.image} tone={card.tone} />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <h3 className="text-2xl font-bold text-ink-900">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-gray-600">{card.description}</p>
              <ul className="mt-6 grid gap-4">
                {card.bullets.map((bullet) => (
                  <li key={bullet.name} className="flex gap-3 leading-relaxed text-gray-700">
                    <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                    <span>
                      <strong className="font-semibold text-ink-900">{bullet.name}:</strong> {bullet.explanation}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-8">
                <LinkButton to={card.to}>
                  {m.start_your_journey({}, { locale })}
                  <span className="sr-only">{m.with_title({ title: card.title }, { locale })}</span>
                </LinkButton>
              </div>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
