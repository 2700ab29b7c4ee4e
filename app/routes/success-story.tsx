import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/success-story';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { LazyImage } from '#app/components/ui/lazy-image.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { getStory } from '#app/content/stories.ts';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '#app/lib/art.ts';
import { NOT_FOUND_PARAM } from '#app/lib/not-found-param.ts';
import { seo } from '#app/lib/seo.ts';

const notFound = {
  title: 'Success Story Not Found',
  description: "The success story you're looking for doesn't exist or has been moved.",
};

export function loader({ params }: Route.LoaderArgs) {
  if (params.id === NOT_FOUND_PARAM) return { story: null };
  const story = getStory(params.id);
  if (!story) throw data(null, { status: 404 });
  const { id, title, summary, useCase, industry, image, color, companyDescription } = story;
  return { story: { id, title, summary, useCase, industry, image, color, companyDescription } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const story = loaderData?.story;
  if (!story) return [{ title: notFound.title }, { name: 'robots', content: 'noindex' }];
  return seo({
    title: story.title,
    description: story.summary.slice(0, 155),
    path: `/success-stories/${story.id}`,
    type: 'article',
  });
};

export default function SuccessStoryPage({ loaderData: { story } }: Route.ComponentProps) {
  if (!story) return <StoryNotFound />;
  return (
    <>
      <PageHero eyebrow={story.industry} heading={story.title} intro={`Use Case: ${story.useCase ?? story.summary}`}>
        <Link to="/success-stories" className={buttonVariants({ variant: 'outline-light' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All Success Stories
        </Link>
      </PageHero>
      <section className="mx-auto grid max-w-7xl gap-10 px-5 py-16 sm:px-8 md:grid-cols-2 md:items-center">
        <LazyImage
          src={artUrl(story.image, story.color)}
          alt=""
          width={ART_WIDTH}
          height={ART_HEIGHT}
          wrapperClassName="rounded-lg shadow-raised"
        />
        <div>
          <h2 className="text-2xl font-bold text-ink-900">About</h2>
          <p className="mt-4 text-lg leading-relaxed text-gray-700">{story.companyDescription}</p>
        </div>
      </section>
    </>
  );
}

function StoryNotFound() {
  return (
    <PageHero heading={notFound.title} intro={notFound.description} className="min-h-[70vh]">
      <Link to="/success-stories" className={buttonVariants({ size: 'lg' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Success Stories
      </Link>
    </PageHero>
  );
}

/** A client-side link to an unknown id: its data file answers 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status !== 404) throw error;
  return <StoryNotFound />;
}
