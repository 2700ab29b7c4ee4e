import { StoryLink } from '#app/components/sections/story-card.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { GridPosition } from '#contracts/content/story.ts';
import { cn } from '#app/lib/cn.ts';
import type { StoryCardData } from '#app/.server/story-views.ts';

// Column spans of the desktop grid, as literal class names so Tailwind sees them.
const columnSpan: Record<GridPosition, string> = {
  12: 'lg:col-span-12',
  8: 'lg:col-span-8',
  6: 'lg:col-span-6',
  4: 'lg:col-span-4',
};

// How wide a card is shown: its share of the 1,216 px content column on a desktop, the screen below.
const columnSizes: Record<GridPosition, string> = {
  12: '(min-width: 1024px) 1216px, 100vw',
  8: '(min-width: 1024px) 808px, 100vw',
  6: '(min-width: 1024px) 600px, 100vw',
  4: '(min-width: 1024px) 400px, 100vw',
};

type StoryListCardProps = {
  story: StoryCardData;
  linkLabel: string;
  className?: string;
  priority?: boolean;
};

/** A 350 px card of the /success-stories grid: art, industry badge, title, summary and a link. */
export function StoryListCard({ story, linkLabel, className, priority }: StoryListCardProps) {
  return (
    <article
      data-testid="story-list-card"
      data-story={story.id}
      className={cn(
        'group relative isolate flex h-[350px] flex-col justify-end overflow-hidden rounded-lg bg-ink-900 p-6 text-white shadow-soft transition-shadow duration-200 hover:shadow-raised sm:p-8',
        columnSpan[story.gridPosition],
        className,
      )}
    >
      <div className="absolute inset-0 -z-20 bg-ink-800">
        <ContentImage
          photo={story.photo}
          motif={story.image}
          tone={story.color}
          sizes={columnSizes[story.gridPosition]}
          wrapperClassName="size-full"
          priority={priority}
          className="motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-[1.03]"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950 via-ink-950/85 to-ink-950/25"
      />
      <Badge tone={story.color} className="absolute top-5 left-5 shadow-soft sm:top-6 sm:left-8">
        {story.industry}
      </Badge>
      <h2 className={cn('text-xl leading-snug font-bold', story.gridPosition >= 8 && 'sm:text-2xl')}>{story.title}</h2>
      <p className={cn('mt-2 line-clamp-3 leading-relaxed text-gray-200', story.gridPosition >= 8 && 'max-w-2xl')}>
        {story.summary}
      </p>
      <StoryLink
        story={story}
        label={linkLabel}
        className="mt-4 text-white after:absolute after:inset-0 after:content-[''] hover:text-brand-200"
      />
    </article>
  );
}
