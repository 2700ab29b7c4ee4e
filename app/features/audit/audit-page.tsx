import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditQuery, AuditQuerySchema, auditActionLabels, auditOutcomes } from '#contracts/audit.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormField, Select, TextInput } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api.ts';
import { CardTable, cardCell as cell } from '#app/components/admin/card-table.tsx';
import { Pager } from '#app/components/admin/pager.tsx';
import { cn } from '#app/lib/cn.ts';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { auditCsvUrl, auditQuery, auditSearch } from '#app/features/audit/api/audit.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { CsvLink } from '#app/components/admin/csv-link.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';

// Solid pills: the text keeps its contrast in every table row, striped or hovered.
const outcomeTone = {
  success: 'bg-success-600 text-white',
  failure: 'bg-danger-600 text-white',
  refused: 'bg-tone-amber text-white',
} as const;

const columns = ['Time', 'Actor', 'Address', 'Action', 'Target', 'Outcome', 'Detail'] as const;

/** /admin/audit: the trail, newest first, filtered and paged on the server; the filters live in the URL. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = AuditQuerySchema.parse(Object.fromEntries(params));
  const me = useSignedIn();
  const queryClient = useQueryClient();
  const audit = useQuery({
    ...auditQuery(query),
    enabled: Boolean(me.data),
    placeholderData: keepPreviousData,
  });
  const unauthorised = audit.error instanceof ApiError && audit.error.status === 401;
  useEffect(() => {
    if (unauthorised) queryClient.setQueryData(adminKeys.me, null);
  }, [unauthorised, queryClient]);
  // The page's address asks what the API is asked.
  const update = (next: Partial<AuditQuery>) =>
    setParams(new URLSearchParams(auditSearch({ ...query, ...next })), { replace: true, preventScrollReset: true });
  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const user = me.data;

  return (
    <AdminShell
      heading="Audit Trail"
      intro="Every sign-in and every action on personal data."
      width="wide"
      signedInAs={user}
    >
      <div className="grid gap-8">
        {/* Filters may name a person's address: never in a URL, so method=post (its button waits for the session). */}
        <form
          method="post"
          role="search"
          aria-label="Filter the audit trail"
          className="grid gap-4 rounded-xl bg-white p-5 shadow-soft ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            update({
              ...AuditQuerySchema.parse(
                Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])),
              ),
              page: 1,
            });
          }}
          key={params.toString()}
        >
          <FormField label="Action">
            <Select name="action" defaultValue={query.action}>
              <option value="">All actions</option>
              {Object.entries(auditActionLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Actor">
            <TextInput name="actor" defaultValue={query.actor} placeholder="Username" autoComplete="off" />
          </FormField>
          <FormField label="Outcome">
            <Select name="outcome" defaultValue={query.outcome}>
              <option value="all">All outcomes</option>
              {auditOutcomes.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {outcome[0]!.toUpperCase() + outcome.slice(1)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="From">
            <TextInput type="date" name="from" defaultValue={query.from} />
          </FormField>
          <FormField label="To">
            <TextInput type="date" name="to" defaultValue={query.to} />
          </FormField>
          <Button type="submit" size="lg" disabled={!user}>
            Filter
          </Button>
        </form>

        {!data && !audit.isError && (
          <p role="status" className="py-12 text-center text-gray-600">
            Loading the audit trail...
          </p>
        )}
        {audit.isError && !unauthorised && (
          <p role="alert" className="rounded-md bg-danger-600/5 p-4 text-center font-medium text-danger-600">
            Failed to load the audit trail
          </p>
        )}
        {data && (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 className="text-xl font-bold text-ink-900" aria-live="polite">
                {data.total} {data.total === 1 ? 'Entry' : 'Entries'}
              </h2>
              <CsvLink href={auditCsvUrl(query)} />
            </div>
            <CardTable columns={columns} empty={data.entries.length === 0 ? 'No entries found' : null}>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="max-md:block max-md:py-3">
                  <td data-label="Time" className={cn(cell, 'whitespace-nowrap')}>
                    {formatDate(entry.at)}
                  </td>
                  <td data-label="Actor" className={cn(cell, 'font-medium break-all text-ink-900')}>
                    {entry.actor ?? 'server'}
                  </td>
                  <td data-label="Address" className={cn(cell, 'break-all')}>
                    {entry.ip ?? '—'}
                  </td>
                  <td data-label="Action" className={cell}>
                    {auditActionLabels[entry.action] ?? entry.action}
                  </td>
                  <td data-label="Target" className={cn(cell, 'break-all')}>
                    {entry.target ?? '—'}
                  </td>
                  <td data-label="Outcome" className={cell}>
                    <span
                      className={cn(
                        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        outcomeTone[entry.outcome],
                      )}
                    >
                      {entry.outcome}
                    </span>
                  </td>
                  <td data-label="Detail" className={cn(cell, 'break-words md:max-w-72')}>
                    {entry.detail ?? ''}
                  </td>
                </tr>
              ))}
            </CardTable>
            <Pager page={query.page} pages={pages} onPage={(page) => update({ page })} />
          </div>
        )}
      </div>
    </AdminShell>
  );
}
