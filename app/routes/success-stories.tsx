import type { Route } from './+types/success-stories';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { SiteSearch } from '#app/components/sections/site-search.tsx';
import { StoryListTabs } from '#app/components/sections/stories/story-list-tabs.tsx';
import { content } from '#app/.server/content.ts';
import { toStoryCard } from '#app/.server/story-views.ts';
import { seo } from '#app/lib/seo.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

/** Spec §2: a load or reload starts at the top (app/root.tsx). */
export const handle: RouteHandle = { startsAtTop: true, islands: true, search: true };

// Read at build time: the cards are in the HTML, not in the JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  return {
    locale: c.locale,
    page: c.pages.successStories,
    copy: c.storyListPage,
    lists: {
      implementation: c.listStories('implementation').map(toStoryCard),
      academy: c.listStories('academy').map(toStoryCard),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: { page, locale } }) => seo({ ...page, locale });

export default function SuccessStoriesPage({ loaderData: { locale, page, copy, lists } }: Route.ComponentProps) {
  const storyListPage = copy;
  return (
    <>
      <PageHero {...page}>
        <SiteSearch locale={locale} />
      </PageHero>
      {/* No bottom padding: the closing banner brings its own space. */}
      <section aria-label={page.heading} className="px-5 pt-16 sm:px-8 md:pt-24">
        <div className="mx-auto max-w-7xl">
          <StoryListTabs lists={lists} copy={storyListPage} />
        </div>
      </section>
      <CtaBanner {...storyListPage.banner} />
    </>
  );
}
