import type { Route } from './+types/academy-test';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo(pages.academyTest);

export default function AcademyTestPage() {
  return <PageHero {...pages.academyTest} />;
}
