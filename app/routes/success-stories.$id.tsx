import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/success-stories.$id';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { ExploreMore } from '#app/components/sections/stories/explore-more.tsx';
import { StoryBody } from '#app/components/sections/stories/story-body.tsx';
import { StoryJourney } from '#app/components/sections/stories/story-journey.tsx';
import { StoryTestimonial } from '#app/components/sections/stories/story-testimonial.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { notFoundViews } from '#app/content/pages/index.ts';
import { content } from '#app/.server/content.ts';
import { toStoryPage } from '#app/.server/story-views.ts';
import { localePath, localize } from '#contracts/locale.ts';
import { NOT_FOUND_PARAM } from '#app/lib/not-found-param.ts';
import { clipDescription, seo, storySeo } from '#app/lib/seo.ts';
import { localeOf, useLocale } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

/** Spec §2: a load or reload starts at the top (app/root.tsx). */
export const handle: RouteHandle = { startsAtTop: true, islands: true };

export function loader({ params, request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  const base = { locale: c.locale, copy: c.storyPage, list: c.pages.successStories };
  if (params.id === NOT_FOUND_PARAM) return { ...base, story: null };
  const story = c.getStory(params.id);
  if (!story) throw data(null, { status: 404 });
  // Shaped at build time (Markdown becomes HTML here), so the page's text is in the HTML.
  return { ...base, story: toStoryPage(story, c) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const story = loaderData?.story;
  if (!loaderData || !story) {
    return [
      { title: localize(notFoundViews.story, loaderData?.locale ?? 'en').title },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { locale, list } = loaderData;
  return seo({
    title: story.seo.title ?? story.title,
    description: story.seo.description ?? clipDescription(story.summary),
    path: `/success-stories/${story.id}`,
    locale,
    type: 'article',
    ...storySeo(story, list, locale),
  });
};

export default function SuccessStoryPage({ loaderData: { story, copy } }: Route.ComponentProps) {
  const locale = useLocale();
  if (!story) return <StoryNotFound />;
  return (
    <>
      <PageHero
        badge={
          <Badge tone={story.color} className="mb-2">
            {story.industry}
          </Badge>
        }
        heading={story.title}
        intro={`${copy.useCasePrefix}${story.useCase}`}
      >
        <LinkButton to={localePath('/success-stories', locale)} variant="outline-light" arrow="back">
          {copy.back}
        </LinkButton>
      </PageHero>
      <StoryBody story={story} copy={copy} />
      <StoryJourney story={story} copy={copy} />
      <StoryTestimonial testimonial={story.testimonial} logo={story.logo} subline={copy.testimonialSubline} />
      <ExploreMore title={copy.exploreMore} linkLabel={copy.readCaseStudy} stories={story.more} />
      <CtaBanner {...copy.banner} />
    </>
  );
}

/** The view of an unknown id: its copy is in the browser's bundle, for the error boundary below to show it too. */
function StoryNotFound() {
  const locale = useLocale();
  const notFound = localize(notFoundViews.story, locale);
  return (
    <PageHero heading={notFound.title} intro={notFound.description} className="min-h-[70vh]">
      <LinkButton to={localePath('/success-stories', locale)} size="lg" arrow="back">
        {notFound.back}
      </LinkButton>
    </PageHero>
  );
}

/** A client-side link (from an admin page) to an unknown id: its data file answers 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status !== 404) throw error;
  return <StoryNotFound />;
}
