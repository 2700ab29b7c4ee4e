import { Briefcase, Building2 } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { useSelectedTab } from '#app/components/ui/tabs-behaviour.tsx';
import { contactTabs, jobFormFragment } from '#contracts/contact-fields.ts';
import type { ContactPageCopy } from '#contracts/content/contact-page.ts';
import { CompanyForm } from './company-form.tsx';
import { JobForm } from './job-form.tsx';

const noChange = () => () => {};

/** The page's query: '' in the prerender and while hydrating, so hydration matches; the URL's once hydrated. */
const useSearchParams = () =>
  new URLSearchParams(
    useSyncExternalStore(
      noChange,
      () => window.location.search,
      () => '',
    ),
  );

const panelClass = 'mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-soft sm:p-10';

/**
 * The two forms as tabs (spec §2): 'For Companies' first; `#contact-job` (the jobs page's
 * Apply Now links carry it) opens the job form at once, ?tab=job once hydrated, and
 * ?position= preselects its position. Both panels are always rendered, so what is typed
 * survives a tab switch, and the tabs switch without JavaScript too.
 */
export function ContactForms({ copy, vacancies }: { copy: ContactPageCopy; vacancies: readonly string[] }) {
  const searchParams = useSearchParams();
  const fromUrl = useSelectedTab(contactTabs.name, contactTabs.values, '');
  const wantsJob = searchParams.get('tab') === 'job';

  // ?tab=job without a choice in the fragment: choose the job form the way a tab does.
  useEffect(() => {
    if (wantsJob && fromUrl === '') window.location.replace(`#${jobFormFragment}`);
  }, [wantsJob, fromUrl]);

  // null in the prerender and while hydrating (the query is '' then), the URL's once hydrated.
  const position = searchParams.get('position');
  return (
    <Tabs name={contactTabs.name} values={contactTabs.values}>
      <TabsList aria-label={copy.tabs.label} className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
        <TabsTrigger value="company" className="gap-2 sm:px-6">
          <Building2 aria-hidden="true" className="size-4" />
          {copy.tabs.company}
        </TabsTrigger>
        <TabsTrigger value="job" className="gap-2 sm:px-6">
          <Briefcase aria-hidden="true" className="size-4" />
          {copy.tabs.job}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="company" className={panelClass}>
        <CompanyForm copy={copy.company} />
      </TabsContent>
      <TabsContent value="job" className={panelClass}>
        <JobForm copy={copy.job} position={position} vacancies={vacancies} />
      </TabsContent>
    </Tabs>
  );
}
