import type { Route } from './+types/admin.login';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminLogin, noindex: true });

export default function AdminLoginPage() {
  return <PageHero {...pages.adminLogin} />;
}
