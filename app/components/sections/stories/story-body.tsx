import { toneMarker } from '#app/components/ui/tone.ts';
import type { StoryPage } from '#contracts/content/success-stories.ts';
import { cn } from '#app/lib/cn.ts';
import type { StoryPageData } from '#app/.server/story-views.ts';

type StoryBodyProps = {
  story: Pick<
    StoryPageData,
    'variant' | 'color' | 'logo' | 'companyDescription' | 'challengeHtml' | 'solutionHtml' | 'technologies'
  >;
  copy: Pick<StoryPage, 'about' | 'challenge' | 'solution' | 'technologiesUsed'>;
};

/**
 * The story's opening text: 'About' and 'The Challenge' side by side (featured and academy
 * stories), or three columns with the technologies and the solution text (the others).
 */
export function StoryBody({ story, copy }: StoryBodyProps) {
  const threeColumns = story.variant === 'three-column';
  return (
    <section
      data-testid="story-body"
      data-variant={story.variant}
      className="mx-auto max-w-7xl px-5 py-16 sm:px-8 md:py-24"
    >
      <div className={cn('grid gap-12', threeColumns ? 'lg:grid-cols-3 lg:gap-10' : 'md:grid-cols-2 lg:gap-16')}>
        <div>
          <h2 className="text-2xl font-bold text-ink-900">{copy.about}</h2>
          <p className={cn('mt-4', !threeColumns && 'text-lg', 'leading-relaxed text-gray-700')}>
            {story.companyDescription}
          </p>
        </div>
        {threeColumns && (
          <div>
            <h2 className="text-2xl font-bold text-ink-900">{copy.technologiesUsed}</h2>
            <ul aria-label={copy.technologiesUsed} className="mt-5 flex flex-wrap gap-2">
              {story.technologies.map((technology) => (
                <li
                  key={technology}
                  className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                >
                  {technology}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h2 className="text-2xl font-bold text-ink-900">{copy.challenge}</h2>
          <div
            className={cn('prose-story mt-4', !threeColumns && 'text-lg', toneMarker[story.color])}
            dangerouslySetInnerHTML={{ __html: story.challengeHtml }}
          />
          {threeColumns && story.solutionHtml && (
            <>
              <h2 className="mt-10 text-2xl font-bold text-ink-900">{copy.solution}</h2>
              <div
                className={cn('prose-story mt-4', toneMarker[story.color])}
                dangerouslySetInnerHTML={{ __html: story.solutionHtml }}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
