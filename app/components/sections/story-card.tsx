import { ArrowRight } from 'lucide-react';
import { m } from '#contracts/i18n/messages.js';
import type { Story } from '#contracts/content/story.ts';
import { cn } from '#app/lib/cn.ts';
import { useLocale, useLocalePath } from '#app/lib/use-locale.ts';
import { Badge } from '../ui/badge.tsx';
import { ContentImage } from '../ui/content-image.tsx';
import { CARD_SIZES } from '../ui/media-image.tsx';

type StoryCardProps = {
  story: Pick<Story, 'id' | 'title' | 'summary' | 'industry' | 'logo' | 'image' | 'photo' | 'color'>;
  headingLevel?: 'h2' | 'h3';
  linkLabel?: string;
  /** Title and link only: for 'Explore More', where three cards sit under a story already read. */
  compact?: boolean;
  className?: string;
};

/** A success story as a card: illustration, industry badge, title, summary and a link to the story. */
export function StoryCard({
  story,
  headingLevel: Heading = 'h3',
  linkLabel,
  compact = false,
  className,
}: StoryCardProps) {
  const locale = useLocale();
  return (
    <article
      data-testid="story-card"
      data-story={story.id}
      className={cn(
        'group flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-soft transition-shadow duration-200 hover:shadow-raised',
        className,
      )}
    >
      <div className="relative">
        <ContentImage
          photo={story.photo}
          motif={story.image}
          tone={story.color}
          sizes={CARD_SIZES}
          className="motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-[1.03]"
        />
        <Badge tone={story.color} className="absolute top-4 left-4 shadow-soft">
          {story.industry}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        {!compact && <p className="text-sm font-semibold text-gray-600">{story.logo}</p>}
        <Heading className={cn('text-lg leading-snug font-bold text-ink-900', compact ? 'flex-1' : 'mt-1')}>
          {story.title}
        </Heading>
        {!compact && <p className="mt-3 flex-1 leading-relaxed text-gray-600">{story.summary}</p>}
        <StoryLink
          story={story}
          label={linkLabel ?? m.learn_more({}, { locale })}
          className="mt-6 text-brand-700 hover:text-brand-900"
        />
      </div>
    </article>
  );
}

/**
 * The link of a story card: its label, the client's name for screen readers (several cards share
 * the label) and an arrow that moves when the card is hovered.
 */
export function StoryLink({
  story,
  label,
  className,
}: {
  story: Pick<Story, 'id' | 'logo'>;
  label: string;
  className?: string;
}) {
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <a
      href={localePath(`/success-stories/${story.id}`)}
      className={cn('inline-flex min-h-11 items-center gap-2 self-start rounded-sm font-semibold', className)}
    >
      {label}
      <span className="sr-only">{m.about_company({ company: story.logo }, { locale })}</span>
      <ArrowRight
        aria-hidden="true"
        className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
      />
    </a>
  );
}
