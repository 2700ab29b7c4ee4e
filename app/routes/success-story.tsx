import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/success-story';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { ExploreMore } from '#app/components/sections/stories/explore-more.tsx';
import { StoryBody } from '#app/components/sections/stories/story-body.tsx';
import { StoryJourney } from '#app/components/sections/stories/story-journey.tsx';
import { StoryTestimonial } from '#app/components/sections/stories/story-testimonial.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { storyPage as copy } from '#app/content/story-pages.ts';
import { getStory } from '#app/content/stories.ts';
import { NOT_FOUND_PARAM } from '#app/lib/not-found-param.ts';
import { seo, storySeo } from '#app/lib/seo.ts';
import { toStoryPage } from '#app/lib/story-page.ts';
import { useScrollTopOnLoad } from '#app/lib/use-scroll-top-on-load.ts';

const notFound = copy.notFound;

export function loader({ params }: Route.LoaderArgs) {
  if (params.id === NOT_FOUND_PARAM) return { story: null };
  const story = getStory(params.id);
  if (!story) throw data(null, { status: 404 });
  // Shaped at build time (Markdown becomes HTML here), so the page's text is in the HTML.
  return { story: toStoryPage(story) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const story = loaderData?.story;
  if (!story) return [{ title: notFound.title }, { name: 'robots', content: 'noindex' }];
  return seo({
    title: story.title,
    description: story.summary.slice(0, 155),
    path: `/success-stories/${story.id}`,
    type: 'article',
    ...storySeo(story),
  });
};

export default function SuccessStoryPage({ loaderData: { story } }: Route.ComponentProps) {
  useScrollTopOnLoad();
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
        <Link to="/success-stories" className={buttonVariants({ variant: 'outline-light' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
      </PageHero>
      <StoryBody story={story} copy={copy} />
      <StoryJourney story={story} copy={copy} />
      <StoryTestimonial testimonial={story.testimonial} logo={story.logo} subline={copy.testimonialSubline} />
      <ExploreMore title={copy.exploreMore} linkLabel={copy.readCaseStudy} stories={story.more} />
      <CtaBanner {...copy.banner} />
    </>
  );
}

function StoryNotFound() {
  return (
    <PageHero heading={notFound.title} intro={notFound.description} className="min-h-[70vh]">
      <Link to="/success-stories" className={buttonVariants({ size: 'lg' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {notFound.back}
      </Link>
    </PageHero>
  );
}

/** A client-side link to an unknown id: its data file answers 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status !== 404) throw error;
  return <StoryNotFound />;
}
