import type { Route } from './+types/blog';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { SiteSearch } from '#app/components/sections/site-search.tsx';
import { PlaceholderPostCard, PostCard } from '#app/components/sections/post-card.tsx';
import { content } from '#app/.server/content.ts';
import { localePath } from '#contracts/locale.ts';
import { m } from '#contracts/i18n/messages.js';
import { seo } from '#app/lib/seo.ts';
import { breadcrumbListLd } from '#app/lib/structured-data.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true, search: true };

// Read at build time: the teasers go into the HTML, the posts' files and parser stay behind.
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  return { locale: c.locale, page: c.pages.blog, posts: c.blogTeasers, placeholders: c.blog.placeholders };
}

export const meta: Route.MetaFunction = ({ loaderData: { page, locale } }) =>
  seo({
    ...page,
    locale,
    jsonLd: [breadcrumbListLd([{ label: page.title, to: localePath(page.path, locale) }], locale)],
  });

export default function BlogPage({ loaderData: { locale, page, posts, placeholders } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page}>
        <SiteSearch locale={locale} />
      </PageHero>
      <section aria-labelledby="blog-posts" className="bg-gray-50 px-5 py-16 sm:px-8 md:py-24">
        <h2 id="blog-posts" className="sr-only">
          {m.blog_articles({}, { locale })}
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id} className="flex">
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
          {placeholders.map((placeholder) => (
            <li key={placeholder.title} className="flex">
              <PlaceholderPostCard {...placeholder} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
