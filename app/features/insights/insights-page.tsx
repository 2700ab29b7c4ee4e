import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { adminPages } from '#app/content/pages/admin.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { CsvLink } from '#app/components/admin/csv-link.tsx';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { ApiError } from '#app/lib/api.ts';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { insightsCsvUrl, insightsQuery, insightsSearch } from '#app/features/insights/api/insights.ts';
import { DailyChart } from './daily-chart.tsx';
import { today } from './figures.ts';
import { type Period, PeriodForm } from './period-form.tsx';
import { Speed } from './speed.tsx';
import { TopLists } from './top-lists.tsx';
import { Totals } from './totals.tsx';

const card = 'rounded-xl bg-white p-6 text-center shadow-soft ring-1 ring-gray-200 sm:p-8';

/** The period the address asks for: what it names, an empty field as none. */
const periodOf = (params: URLSearchParams): Period => {
  const from = params.get('from') || undefined;
  const to = params.get('to') || undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
};

/** /admin/insights (issue 37): which pages bring leads, where visits come from, and how fast the site is for them. */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const asked = periodOf(params);
  const me = useSignedIn();
  const user = me.data;
  const queryClient = useQueryClient();
  const insights = useQuery({ ...insightsQuery(asked), enabled: Boolean(user), placeholderData: keepPreviousData });
  const error = insights.error;
  const unauthorised = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (unauthorised) queryClient.setQueryData(adminKeys.me, null);
  }, [unauthorised, queryClient]);
  const refused = error instanceof ApiError && error.status === 400 ? error.envelope : null;
  const fieldErrors = {
    from: refused?.fieldErrors?.from?.[0],
    to: refused?.fieldErrors?.to?.[0],
  };
  // A new period is a new entry in the browser's history: back and forward move between periods.
  const choose = (period: Period) =>
    setParams(new URLSearchParams(insightsSearch(period)), { preventScrollReset: true });
  const report = insights.data?.report;
  // Nothing up to today, nor in the period before: the site has not been visited since counting began.
  const nothingYet =
    report && report.to >= today() && report.totals.views + report.previous.views + report.totals.leads === 0;

  return (
    <AdminShell
      heading={adminPages.adminInsights.heading}
      intro={adminPages.adminInsights.intro}
      width="wide"
      signedInAs={user}
    >
      <div className="grid gap-8">
        <PeriodForm
          asked={asked}
          shown={report && !insights.isError ? report : undefined}
          fieldErrors={fieldErrors}
          ready={Boolean(user)}
          onPeriod={choose}
        />

        {!report && !insights.isError && (
          <p role="status" className="py-12 text-center text-gray-600">
            Loading the figures...
          </p>
        )}
        {refused && !fieldErrors.from && !fieldErrors.to && <FormAlert>{refused.error}</FormAlert>}
        {refused && (fieldErrors.from || fieldErrors.to) && (
          <p className={`${card} text-gray-700`}>Choose another period to see its figures.</p>
        )}
        {insights.isError && !refused && !unauthorised && (
          <div role="alert" className={`${card} grid justify-items-center gap-4`}>
            <p className="font-medium text-danger-600">
              The figures could not be loaded. Check your connection and try again.
            </p>
            <Button variant="outline" size="sm" onClick={() => void insights.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        )}

        {report && !insights.isError && (
          <div className="grid gap-10" aria-busy={insights.isPlaceholderData}>
            <Totals report={report}>
              {insights.isPlaceholderData && (
                <p role="status" className="text-sm text-gray-600">
                  Loading the new period...
                </p>
              )}
              <CsvLink href={insightsCsvUrl({ from: report.from, to: report.to })} label="Download CSV" />
            </Totals>
            {nothingYet || report.totals.views + report.totals.leads === 0 ? (
              <p className={`${card} text-gray-700`}>
                {nothingYet
                  ? 'No visits counted yet. Figures appear once visitors open the site.'
                  : 'No visits counted in this period.'}
              </p>
            ) : (
              <DailyChart days={report.days} />
            )}
            <TopLists report={report} />
            <Speed vitals={report.vitals} />
          </div>
        )}
      </div>
    </AdminShell>
  );
}
