import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '#app/components/sections/section.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { LazyImage } from '#app/components/ui/lazy-image.tsx';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '#app/lib/art.ts';
import type { StoryCardData } from '#app/lib/story-page.ts';

type ExploreMoreProps = {
  title: string;
  linkLabel: string;
  stories: StoryCardData[];
};

/** 'Explore More Success Stories': up to three other featured stories. */
export function ExploreMore({ title, linkLabel, stories }: ExploreMoreProps) {
  if (stories.length === 0) return null;
  return (
    <Section title={title} tone="muted" data-testid="explore-more">
      <ul className="grid gap-6 md:grid-cols-3">
        {stories.map((story) => (
          <li
            key={story.id}
            className="group flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-soft transition-shadow hover:shadow-raised"
          >
            <div className="relative">
              <LazyImage src={artUrl(story.image, story.color)} alt="" width={ART_WIDTH} height={ART_HEIGHT} />
              <Badge tone={story.color} className="absolute top-4 left-4 shadow-soft">
                {story.industry}
              </Badge>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h3 className="flex-1 text-lg leading-snug font-bold text-ink-900">{story.title}</h3>
              <Link
                to={`/success-stories/${story.id}`}
                className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-sm font-semibold text-brand-700 hover:text-brand-900"
              >
                {linkLabel}
                <span className="sr-only">: {story.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
