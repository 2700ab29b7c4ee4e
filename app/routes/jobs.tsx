import type { Route } from './+types/jobs';
import { JobsHeader } from '#app/components/layout/jobs-header.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo(pages.jobs);

/** /jobs stands outside the shared layout (spec §2), with a small header of its own. */
export default function JobsPage() {
  return (
    <>
      <JobsHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <PageHero {...pages.jobs} />
      </main>
      <SiteFooter />
    </>
  );
}
