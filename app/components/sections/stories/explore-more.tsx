import { Section } from '#app/components/sections/section.tsx';
import { StoryCard } from '#app/components/sections/story-card.tsx';
import type { StoryCardData } from '#app/.server/story-views.ts';

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
          <li key={story.id} className="flex">
            <StoryCard story={story} linkLabel={linkLabel} compact className="w-full" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
