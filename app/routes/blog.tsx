import type { Route } from './+types/blog';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo(pages.blog);

export default function BlogPage() {
  return <PageHero {...pages.blog} />;
}
