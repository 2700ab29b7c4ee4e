import type { Route } from './+types/admin.create';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminCreate, noindex: true });

export default function AdminCreatePage() {
  return <PageHero {...pages.adminCreate} />;
}
