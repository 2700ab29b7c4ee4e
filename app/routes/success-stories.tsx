import type { Route } from './+types/success-stories';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo(pages.successStories);

export default function SuccessStoriesPage() {
  return <PageHero {...pages.successStories} />;
}
