import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Story } from '#app/content/schema.ts';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '#app/lib/art.ts';
import { cn } from '#app/lib/cn.ts';
import { Badge } from '../ui/badge.tsx';
import { LazyImage } from '../ui/lazy-image.tsx';

type StoryCardProps = {
  story: Story;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A success story as a card: illustration, industry badge, title, summary and a link to the story. */
export function StoryCard({ story, headingLevel: Heading = 'h3', className }: StoryCardProps) {
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
        <LazyImage
          src={artUrl(story.image, story.color)}
          alt=""
          width={ART_WIDTH}
          height={ART_HEIGHT}
          className="motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-[1.03]"
        />
        <Badge tone={story.color} className="absolute top-4 left-4 shadow-soft">
          {story.industry}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-gray-600">{story.logo}</p>
        <Heading className="mt-1 text-lg leading-snug font-bold text-ink-900">{story.title}</Heading>
        <p className="mt-3 flex-1 leading-relaxed text-gray-600">{story.summary}</p>
        <Link
          to={`/success-stories/${story.id}`}
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          Learn More<span className="sr-only"> about {story.logo}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
