import type { Route } from './+types/privacy-statement-jobs';
import { LegalDocument } from '#app/components/sections/legal-document.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { privacyStatementJobs } from '#app/content/legal/index.ts';
import { seo } from '#app/lib/seo.ts';

export function loader() {
  return { doc: privacyStatementJobs };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData.doc.title,
    description: loaderData.doc.intro.slice(0, 155),
    path: '/privacy-statement-jobs',
  });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Legal" heading={loaderData.doc.title} />
      <LegalDocument doc={loaderData.doc} />
    </>
  );
}
