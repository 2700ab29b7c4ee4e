import type { Route } from './+types/blog';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PlaceholderPostCard, PostCard } from '#app/components/sections/post-card.tsx';
import { blogPlaceholders } from '#app/content/blog.ts';
import { pages } from '#app/content/pages.ts';
import { blogTeasers } from '#app/content/posts.ts';
import { seo } from '#app/lib/seo.ts';
import { breadcrumbListLd } from '#app/lib/structured-data.ts';

// Read at build time: the teasers go into the HTML, the posts' files and parser stay behind.
export function loader() {
  return { posts: blogTeasers };
}

export const meta: Route.MetaFunction = () =>
  seo({
    ...pages.blog,
    jsonLd: [breadcrumbListLd([{ label: pages.blog.title, to: pages.blog.path }])],
  });

export default function BlogPage({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...pages.blog} />
      <section aria-labelledby="blog-posts" className="bg-gray-50 px-5 py-16 sm:px-8 md:py-24">
        <h2 id="blog-posts" className="sr-only">
          Articles
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id} className="flex">
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
          {blogPlaceholders.map((placeholder) => (
            <li key={placeholder.title} className="flex">
              <PlaceholderPostCard {...placeholder} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
