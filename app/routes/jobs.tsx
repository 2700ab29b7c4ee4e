import { ArrowDown } from 'lucide-react';
import type { Route } from './+types/jobs';
import { JobsHeader } from '#app/components/layout/jobs-header.tsx';
import { PageSweep } from '#app/components/layout/page-sweep.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { DayInALife } from '#app/components/sections/jobs/day-in-a-life.tsx';
import { PositionTabs } from '#app/components/sections/jobs/position-tabs.tsx';
import { WorkingHere } from '#app/components/sections/jobs/working-here.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { SectionLink } from '#app/components/ui/section-link.tsx';
import { jobApplyLink } from '#contracts/contact-fields.ts';
import { content } from '#app/.server/content.ts';
import { markdownToHtml } from '#app/.server/markdown.ts';
import { localePath } from '#contracts/locale.ts';
import { seo } from '#app/lib/seo.ts';
import { jobPostingLd } from '#app/lib/structured-data.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

/** Spec §2: a load or reload starts at the top (app/root.tsx). */
export const handle: RouteHandle = { startsAtTop: true, islands: true };

// One JobPosting per position, from the same records the tabs show.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    ...loaderData.page,
    locale: loaderData.locale,
    jsonLd: loaderData.positions.map((position) => jobPostingLd(position, loaderData.contact)),
  });

// Read at build time: the copy and the positions go into the HTML, not the JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  return {
    locale: c.locale,
    page: c.pages.jobs,
    copy: c.jobsPage,
    contact: c.settings.contact,
    positions: c.jobs.map((job) => ({
      ...job,
      aboutHtml: markdownToHtml(job.about),
      applyLink: localePath(jobApplyLink(job), c.locale),
    })),
  };
}

/** /jobs stands outside the shared layout (spec §2), with a small header of its own. */
export default function JobsPage({ loaderData: { page, copy, positions } }: Route.ComponentProps) {
  return (
    <>
      <JobsHeader />
      <PageSweep />
      <main id="main" tabIndex={-1} className="page-content outline-none">
        <PageHero {...page} visual={<WorkingHere label={copy.hero.factsLabel} facts={copy.hero.facts} />}>
          <SectionLink target={copy.positions.id} size="lg">
            {copy.hero.explore}
            <ArrowDown aria-hidden="true" className="size-4" />
          </SectionLink>
        </PageHero>

        <Section
          id={copy.positions.id}
          eyebrow={copy.positions.eyebrow}
          title={copy.positions.title}
          subtitle={copy.positions.subtitle}
          tone="muted"
        >
          <PositionTabs positions={positions} copy={copy.positions} />
        </Section>

        <DayInALife copy={copy.dayInLife} />

        <CtaBanner {...copy.closing} />
      </main>
      <SiteFooter />
    </>
  );
}
