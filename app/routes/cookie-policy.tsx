import type { Route } from './+types/cookie-policy';
import { LegalDocument } from '#app/components/sections/legal-document.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { cookiePolicy } from '#app/content/legal/index.ts';
import { seo } from '#app/lib/seo.ts';

export function loader() {
  return { doc: cookiePolicy };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: loaderData.doc.title, description: loaderData.doc.intro.slice(0, 155), path: '/cookie-policy' });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Legal" heading={loaderData.doc.title} />
      <LegalDocument doc={loaderData.doc} />
    </>
  );
}
