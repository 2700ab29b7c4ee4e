import { Briefcase, Building2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ContactFormType } from '#contracts/contact-fields.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import type { ContactPageCopy } from '#app/content/contact.ts';
import { useMounted } from '#app/lib/use-mounted.ts';
import { CompanyForm } from './company-form.tsx';
import { JobForm } from './job-form.tsx';

const panelClass =
  'mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-soft data-[state=inactive]:hidden sm:p-10';

/**
 * The two forms as tabs (spec §2): 'For Companies' first; ?tab=job opens the job form and
 * ?position= preselects its position. Both panels are always rendered, so form state
 * survives a tab switch, and without JavaScript /no-js.css shows them one after the other.
 */
export function ContactForms({ copy }: { copy: ContactPageCopy }) {
  const [searchParams] = useSearchParams();
  const mounted = useMounted();
  // A visitor's click wins until the query string changes (say, another Apply Now link).
  const [choice, setChoice] = useState<{ search: string; tab: ContactFormType } | null>(null);
  const search = searchParams.toString();
  // The prerendered HTML is the same for every query string, so the query counts after hydration.
  const fromQuery: ContactFormType = mounted && searchParams.get('tab') === 'job' ? 'job' : 'company';
  const tab = choice?.search === search ? choice.tab : fromQuery;
  const position = mounted ? searchParams.get('position') : null;

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setChoice({ search, tab: value as ContactFormType })}
      data-contact-tabs=""
    >
      {/* A stylesheet only browsers without JavaScript load: the tabs cannot switch there. */}
      <noscript dangerouslySetInnerHTML={{ __html: '<link rel="stylesheet" href="/no-js.css">' }} />
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
      <TabsContent value="company" forceMount className={panelClass} data-contact-panel="">
        <CompanyForm copy={copy.company} />
      </TabsContent>
      <TabsContent value="job" forceMount className={panelClass} data-contact-panel="">
        <JobForm copy={copy.job} position={position} />
      </TabsContent>
    </Tabs>
  );
}
