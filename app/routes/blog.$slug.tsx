import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/blog.$slug';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PostCard, PostMeta } from '#app/components/sections/post-card.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { ContentImage } from '#app/components/ui/content-image.tsx';
import { localePath, localize } from '#contracts/locale.ts';
import { notFoundViews } from '#app/content/pages/index.ts';
import { content } from '#app/.server/content.ts';
import { NOT_FOUND_PARAM } from '#app/lib/not-found-param.ts';
import { clipDescription, ogImagePath, seo } from '#app/lib/seo.ts';
import { blogPostingLd, breadcrumbListLd } from '#app/lib/structured-data.ts';
import { useLocale, localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

// Runs at build time only: the Markdown was turned into HTML when the post was read, and the
// page receives the finished HTML, so no Markdown parser reaches the browser.
export function loader({ params, request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  const base = { locale: c.locale, copy: c.blog.postPage, blog: c.pages.blog };
  if (params.slug === NOT_FOUND_PARAM) return { ...base, post: null, related: [] };
  const post = c.getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { ...base, post, related: c.relatedPosts(post.slug).map(c.toBlogTeaser) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.post;
  if (!loaderData || !post) {
    return [
      { title: localize(notFoundViews.post, loaderData?.locale ?? 'en').heading },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { locale, blog } = loaderData;
  const path = `/blog/${post.slug}`;
  const image = ogImagePath('blog', post.slug, locale, Boolean(post.seo.image));
  return seo({
    title: post.seo.title ?? post.title,
    description: post.seo.description ?? clipDescription(post.excerpt),
    path,
    locale,
    type: 'article',
    image,
    ...(post.seo.image ? { imageAlt: post.seo.image.alt } : {}),
    publishedTime: post.datePublished,
    jsonLd: [
      blogPostingLd({ ...post, image, locale }),
      breadcrumbListLd(
        [
          { label: blog.title, to: localePath(blog.path, locale) },
          { label: post.title, to: localePath(path, locale) },
        ],
        locale,
      ),
    ],
  });
};

export default function BlogPostPage({ loaderData: { post, related, copy } }: Route.ComponentProps) {
  const locale = useLocale();
  if (!post) return <PostNotFound />;
  const postPage = copy;
  return (
    <>
      <PageHero eyebrow={post.category || undefined} heading={post.title}>
        <LinkButton to={localePath('/', locale)} variant="outline-light" arrow="back">
          {postPage.back}
        </LinkButton>
        <PostMeta post={post} className="items-center gap-x-3 self-center text-gray-200" />
      </PageHero>
      <div className="mx-auto -mt-10 max-w-4xl px-5 sm:px-8">
        <ContentImage
          photo={post.photo}
          motif={post.heroImage}
          sizes="(min-width: 56rem) 832px, calc(100vw - 2.5rem)"
          wrapperClassName="rounded-lg shadow-raised"
          priority
        />
      </div>
      <article
        aria-label={post.title}
        className="prose-article mx-auto px-5 py-16 sm:px-8 md:py-20"
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      {related.length > 0 && (
        <Section title={postPage.related} tone="muted">
          <ul className="grid gap-8 md:grid-cols-2">
            {related.map((teaser) => (
              <li key={teaser.id} className="flex">
                <PostCard post={teaser} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <CtaBanner {...postPage.closing} />
    </>
  );
}

/** The view of an unknown slug: its copy is in the browser's bundle, for the error boundary below to show it too. */
function PostNotFound() {
  const locale = useLocale();
  const copy = localize(notFoundViews.post, locale);
  return (
    <PageHero heading={copy.heading} intro={copy.intro} className="min-h-[70vh]">
      <LinkButton to={localePath('/', locale)} size="lg" arrow="back">
        {copy.back}
      </LinkButton>
    </PageHero>
  );
}

/** A client-side link (from an admin page) to an unknown slug: its data file answers 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status !== 404) throw error;
  return <PostNotFound />;
}
