import type { Route } from './+types/contact';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo(pages.contact);

export default function ContactPage() {
  return <PageHero {...pages.contact} />;
}
