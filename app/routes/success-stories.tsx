import type { Route } from './+types/success-stories';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { StoryListTabs } from '#app/components/sections/stories/story-list-tabs.tsx';
import { pages } from '#app/content/pages.ts';
import { storyListPage } from '#app/content/story-pages.ts';
import { listStories } from '#app/content/stories.ts';
import { seo } from '#app/lib/seo.ts';
import { toStoryCard } from '#app/lib/story-page.ts';
import { useScrollTopOnLoad } from '#app/lib/use-scroll-top-on-load.ts';

// Read at build time: the cards are in the HTML, not in the JavaScript.
export function loader() {
  return {
    lists: {
      implementation: listStories('implementation').map(toStoryCard),
      academy: listStories('academy').map(toStoryCard),
    },
  };
}

export const meta: Route.MetaFunction = () => seo(pages.successStories);

export default function SuccessStoriesPage({ loaderData: { lists } }: Route.ComponentProps) {
  useScrollTopOnLoad();
  return (
    <>
      <PageHero {...pages.successStories} />
      {/* No bottom padding: the closing banner brings its own space. */}
      <section aria-label={pages.successStories.heading} className="px-5 pt-16 sm:px-8 md:pt-24">
        <div className="mx-auto max-w-7xl">
          <StoryListTabs lists={lists} copy={storyListPage} />
        </div>
      </section>
      <CtaBanner {...storyListPage.banner} />
    </>
  );
}
