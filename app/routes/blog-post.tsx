import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/blog-post';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { LazyImage } from '#app/components/ui/lazy-image.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PostMeta } from '#app/components/sections/post-card.tsx';
import { getPost } from '#app/content/posts.ts';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '#app/lib/art.ts';
import { NOT_FOUND_PARAM } from '#app/lib/not-found-param.ts';
import { seo } from '#app/lib/seo.ts';

const notFound = { title: 'Blog Post Not Found', description: "The blog post you're looking for doesn't exist." };

export function loader({ params }: Route.LoaderArgs) {
  if (params.slug === NOT_FOUND_PARAM) return { post: null };
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.post;
  if (!post) return [{ title: notFound.title }, { name: 'robots', content: 'noindex' }];
  return seo({
    title: post.title,
    description: post.excerpt.slice(0, 155),
    path: `/blog/${post.slug}`,
    type: 'article',
  });
};

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  if (!post) return <PostNotFound />;
  return (
    <>
      <PageHero eyebrow={post.category || undefined} heading={post.title}>
        <Link to="/" className={buttonVariants({ variant: 'outline-light' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <PostMeta post={post} className="items-center gap-x-3 self-center text-gray-200" />
      </PageHero>
      <div className="mx-auto -mt-10 max-w-4xl px-5 sm:px-8">
        <LazyImage
          src={artUrl(post.heroImage)}
          alt=""
          width={ART_WIDTH}
          height={ART_HEIGHT}
          wrapperClassName="rounded-lg shadow-raised"
        />
      </div>
      <article
        className="prose-article mx-auto max-w-3xl px-5 py-16 sm:px-8"
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
    </>
  );
}

function PostNotFound() {
  return (
    <PageHero heading={notFound.title} intro={notFound.description} className="min-h-[70vh]">
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
    </PageHero>
  );
}

/** A client-side link to an unknown slug: its data file answers 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status !== 404) throw error;
  return <PostNotFound />;
}
