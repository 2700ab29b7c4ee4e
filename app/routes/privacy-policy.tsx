import type { Route } from './+types/privacy-policy';
import { LegalDocument } from '#app/components/sections/legal-document.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { privacyPolicy } from '#app/content/legal/index.ts';
import { seo } from '#app/lib/seo.ts';

export function loader() {
  return { doc: privacyPolicy };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: loaderData.doc.title, description: loaderData.doc.intro.slice(0, 155), path: '/privacy-policy' });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Legal" heading={loaderData.doc.title} />
      <LegalDocument doc={loaderData.doc} />
    </>
  );
}
