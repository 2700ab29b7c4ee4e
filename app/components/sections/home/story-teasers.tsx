import { ArrowRight, Quote } from 'lucide-react';
import type { HomeStoryTeaser } from '#contracts/content/story.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { ContentImage } from '../../ui/content-image.tsx';
import { CARD_SIZES } from '../../ui/media-image.tsx';
import { PersonPicture } from '../../ui/person-picture.tsx';
import { Section } from '../section.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale, useLocalePath } from '#app/lib/use-locale.ts';

export function StoryTeasers({
  title,
  subtitle,
  teasers,
}: {
  title: string;
  subtitle: string;
  teasers: HomeStoryTeaser[];
}) {
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <Section title={title} subtitle={subtitle}>
      <ul className="grid gap-8 lg:grid-cols-3">
        {teasers.map((teaser) => (
          <li
            key={teaser.link}
            className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-soft"
          >
            <div className="relative">
              <ContentImage photo={teaser.bgPhoto} motif={teaser.bgImage} tone={teaser.bgTone} sizes={CARD_SIZES} />
              <p className="absolute bottom-4 left-4 rounded-md bg-white/95 px-3 py-1.5 text-lg font-extrabold text-ink-900 shadow-soft">
                {teaser.company}
              </p>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg leading-snug font-bold text-ink-900">{teaser.useCase}</h3>
              <figure className="mt-5 flex flex-1 flex-col">
                <Quote aria-hidden="true" className="size-6 text-brand-300" />
                <blockquote className="mt-2 line-clamp-5 leading-relaxed text-gray-700">
                  {teaser.testimonial}
                </blockquote>
                {teaser.personName && (
                  <figcaption className="mt-5 flex items-center gap-3">
                    <PersonPicture
                      photo={teaser.personMedia}
                      seed={teaser.personPhoto}
                      name={teaser.personName}
                      sizes="44px"
                      className="size-11 shrink-0 overflow-hidden rounded-full"
                    />
                    <span className="text-sm">
                      <span className="block font-semibold text-ink-900">{teaser.personName}</span>
                      <span className="block text-gray-600">{teaser.personTitle}</span>
                    </span>
                  </figcaption>
                )}
              </figure>
              <a
                href={teaser.link}
                className="mt-6 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 hover:gap-2"
              >
                {teaser.buttonText}
                <span className="sr-only">: {teaser.company}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <LinkButton to={localePath('/success-stories')} variant="outline" size="lg">
          {m.view_all_stories({}, { locale })}
        </LinkButton>
      </div>
    </Section>
  );
}
