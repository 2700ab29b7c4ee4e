import { Quote } from 'lucide-react';
import { Badge } from '#app/components/ui/badge.tsx';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { ContentImage } from '#app/components/ui/content-image.tsx';
import { PersonPicture } from '#app/components/ui/person-picture.tsx';
import type { Story } from '#contracts/content/story.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale, useLocalePath } from '#app/lib/use-locale.ts';

/** One highlighted success story: use case, the client's quote with the person, and a link. */
export function StoryHighlight({ story, eyebrow }: { story: Story; eyebrow: string }) {
  const locale = useLocale();
  const localePath = useLocalePath();
  const quote = story.testimonial;
  return (
    <article
      data-testid="story-highlight"
      className="grid overflow-hidden rounded-lg bg-ink-900 text-white shadow-raised lg:grid-cols-5"
    >
      <div className="relative lg:order-2 lg:col-span-2">
        <ContentImage
          photo={story.photo}
          motif={story.image}
          tone={story.color}
          sizes="(min-width: 1024px) 490px, 100vw"
          wrapperClassName="lg:absolute lg:inset-0 lg:h-full"
        />
        <Badge tone={story.color} className="absolute top-5 left-5 shadow-soft">
          {story.industry}
        </Badge>
      </div>
      <div className="p-7 sm:p-12 lg:col-span-3">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{eyebrow}</p>
        <h3 className="mt-3 text-2xl leading-tight font-extrabold sm:text-3xl">{story.useCase ?? story.title}</h3>
        {quote ? (
          <figure className="mt-8">
            <blockquote className="relative text-lg leading-relaxed text-gray-100">
              <Quote aria-hidden="true" className="mb-3 size-8 text-brand-400" />
              <p>{quote.quote}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <PersonPicture
                photo={quote.photo}
                seed={quote.portrait ?? story.id}
                name={quote.person}
                sizes="56px"
                className="size-14 shrink-0 overflow-hidden rounded-full ring-2 ring-white/20"
              />
              <span>
                <span className="block font-semibold">{quote.person}</span>
                <span className="block text-sm text-gray-300">
                  {quote.title}, {story.logo}
                </span>
              </span>
            </figcaption>
          </figure>
        ) : (
          <p className="mt-6 text-lg leading-relaxed text-gray-200">{story.summary}</p>
        )}
        <LinkButton
          to={localePath(`/success-stories/${story.id}`)}
          variant="secondary"
          className="mt-10"
          arrow="forward"
        >
          {m.read_story({ company: story.logo }, { locale })}
        </LinkButton>
      </div>
    </article>
  );
}
