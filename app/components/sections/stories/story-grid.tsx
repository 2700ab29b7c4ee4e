import { Sparkles } from 'lucide-react';
import type { StoryCardData } from '#app/.server/story-views.ts';
import { StoryListCard } from './story-list-card.tsx';

type StoryGridProps = {
  stories: StoryCardData[];
  readMore: string;
  empty: { title: string; text: string };
  /** The grid shown at load: its first card's art is fetched at once (the likely largest paint). */
  priority?: boolean;
};

/** One tab's stories on a 12-column grid (stacked on phones), or 'Stories Coming Soon' when empty. */
export function StoryGrid({ stories, readMore, empty, priority = false }: StoryGridProps) {
  if (stories.length === 0) {
    return (
      <div
        data-testid="stories-empty"
        className="mx-auto flex max-w-xl flex-col items-center rounded-lg border border-dashed border-gray-300 bg-gray-50 px-6 py-16 text-center"
      >
        <span className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-700">
          <Sparkles aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-5 text-xl font-bold text-ink-900">{empty.title}</h2>
        <p className="mt-3 leading-relaxed text-gray-600">{empty.text}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-12">
      {stories.map((story, index) => (
        <StoryListCard key={story.id} story={story} linkLabel={readMore} priority={priority && index === 0} />
      ))}
    </div>
  );
}
