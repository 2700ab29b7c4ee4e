import type { Route } from './+types/admin.setup';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminSetup, noindex: true });

export default function AdminSetupPage() {
  return <PageHero {...pages.adminSetup} />;
}
