import type { Route } from './+types/admin.submissions';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminSubmissions, noindex: true });

export default function AdminSubmissionsPage() {
  return <PageHero {...pages.adminSubmissions} />;
}
