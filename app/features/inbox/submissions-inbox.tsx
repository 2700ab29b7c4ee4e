import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Keyboard, RefreshCw } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type InboxCounts,
  type InboxQuery,
  InboxQuerySchema,
  inboxTabs,
  type StateFilter,
  stateFilters,
} from '#contracts/admin.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { ApiError } from '#app/lib/api.ts';
import { Pager } from '#app/components/admin/pager.tsx';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { csvUrl, inboxQuery, inboxSearch } from '#app/features/inbox/api/inbox.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { updateSubmission } from '#app/features/inbox/api/update-submission.ts';
import { toast } from '#app/lib/toast-store.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { CsvLink } from '#app/components/admin/csv-link.tsx';
import { WeeklyPicture } from './weekly-picture.tsx';
import { submissionCount } from '#app/lib/admin/format.ts';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';
import { SubmissionDetail } from './submission-detail.tsx';
import { InboxTable } from './inbox-table.tsx';
import { SearchBox, ShortcutSheet, shortcutSheetOpen, typing } from './inbox-controls.tsx';

const counters: { key: Exclude<keyof InboxCounts, 'spam' | 'states'>; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'company', label: 'Company' },
  { key: 'job', label: 'Job Apps' },
  { key: 'emailSent', label: 'Email Sent' },
  { key: 'emailFailed', label: 'Email Failed' },
];

/** Search, tab and page live in the URL, so a reload or a shared link shows the same view. */
function useInboxUrl() {
  const [params, setParams] = useSearchParams();
  const query = InboxQuerySchema.parse(Object.fromEntries(params));
  const open = Number(params.get('id')) || null;
  const update = (next: Partial<InboxQuery> & { id?: number | null }) => {
    const merged = { ...query, id: open, ...next };
    // The page's address asks what the API is asked, and names the open submission.
    const search = new URLSearchParams(inboxSearch(merged));
    if (merged.id) search.set('id', String(merged.id));
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return { query, open, update };
}

/** /admin/submissions (spec §2, §4, §8, §9): signed-out visitors go to the sign-in page. */
export function SubmissionsInbox() {
  const queryClient = useQueryClient();
  const { query, open, update } = useInboxUrl();
  const me = useSignedIn();
  const user = me.data;
  const inbox = useQuery({
    ...inboxQuery(query),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
  const signedOut = me.data === null || (inbox.error instanceof ApiError && inbox.error.status === 401);
  // A session that ended meanwhile: the inbox answered 401, so nobody is signed in (useSignedIn moves on).
  useEffect(() => {
    if (signedOut && me.data) queryClient.setQueryData(adminKeys.me, null);
  }, [signedOut, me.data, queryClient]);

  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const [selected, setSelected] = useState<number | null>(null);
  const [sheet, setSheet] = useState(false);

  const archive = async (id: number) => {
    try {
      await updateSubmission(id, { state: 'archived' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.submission(id) });
      toast({ title: 'Archived', description: 'The submission is in the Archived filter.' });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Failed to archive'), variant: 'destructive' });
    }
  };

  // j/k move through the rows (focus follows, so Enter opens), e archives, ? shows the sheet.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    // The sheet as the page shows it: a native dialog closes on Escape at once, and tells React a task later.
    if (typing(event) || !data || shortcutSheetOpen()) return;
    const rows = data.submissions;
    if (event.key === '?') {
      event.preventDefault();
      setSheet(true);
      return;
    }
    if (event.key === 'e') {
      const target = open ?? selected;
      if (target && query.type !== 'spam') {
        event.preventDefault();
        void archive(target);
      }
      return;
    }
    if (open || (event.key !== 'j' && event.key !== 'k') || rows.length === 0) return;
    event.preventDefault();
    const at = rows.findIndex((row) => row.id === selected);
    const next = at === -1 ? 0 : event.key === 'j' ? Math.min(rows.length - 1, at + 1) : Math.max(0, at - 1);
    const id = rows[next]!.id;
    setSelected(id);
    document.querySelector<HTMLButtonElement>(`button[data-submission="${id}"]`)?.focus();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <AdminShell heading="Contact Submissions" width="wide" signedInAs={user}>
      {(!user || inbox.isPending) && !inbox.isError && !me.isError && (
        <p role="status" className="py-12 text-center text-gray-600">
          Loading submissions...
        </p>
      )}
      {(me.isError || (inbox.isError && !signedOut)) && (
        <p role="alert" className="rounded-md bg-danger-600/5 p-4 text-center font-medium text-danger-600">
          Failed to load submissions
        </p>
      )}
      {data && (
        <div className="grid gap-8">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {counters.map(({ key, label }) => (
              <div
                key={key}
                className="rounded-xl bg-white p-4 shadow-soft ring-1 ring-gray-200 first:col-span-2 sm:first:col-span-1"
              >
                <dt className="text-sm font-semibold text-gray-600">{label}</dt>
                <dd className="mt-1 text-3xl font-extrabold text-ink-900 tabular-nums">{data.counts[key]}</dd>
              </div>
            ))}
          </dl>
          <WeeklyPicture />

          <div className="flex flex-wrap items-center justify-between gap-4">
            <SearchBox value={query.q} onSearch={(q) => update({ q, page: 1 })} />
            <div className="flex flex-wrap gap-3">
              <Button variant="ghost" size="sm" aria-keyshortcuts="?" onClick={() => setSheet(true)}>
                <Keyboard aria-hidden="true" className="size-4" />
                Shortcuts
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll })}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                Refresh
              </Button>
              <CsvLink href={csvUrl(query)} />
            </div>
          </div>

          <Tabs
            name="type"
            values={inboxTabs.map((tab) => tab.value)}
            controlled={{
              value: query.type,
              hrefFor: (type) => (type === 'all' ? '?' : `?type=${type}`),
              onValueChange: (type) => update({ type: type as InboxQuery['type'], page: 1 }),
            }}
          >
            <TabsList aria-label="Submission type" className="grid w-full grid-cols-2 sm:flex sm:w-fit">
              {inboxTabs.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value} className="px-2 text-center leading-tight sm:px-4">
                  {tab.value === 'spam' ? `${tab.label} (${data.counts.spam})` : tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* One panel, the selected tab's: the list comes from the server per tab. */}
            <TabsContent value={query.type} className="mt-6">
              <div className="grid gap-4">
                {query.type !== 'spam' && (
                  <div role="group" aria-label="State" className="flex flex-wrap gap-2">
                    {stateFilters.map((filter) => {
                      const count =
                        filter.value === 'open'
                          ? data.counts.states.new + data.counts.states.in_progress
                          : filter.value === 'any'
                            ? null
                            : data.counts.states[filter.value];
                      return (
                        <Button
                          key={filter.value}
                          size="sm"
                          variant={query.state === filter.value ? 'primary' : 'outline'}
                          aria-pressed={query.state === filter.value}
                          onClick={() => update({ state: filter.value as StateFilter, page: 1 })}
                        >
                          {count === null ? filter.label : `${filter.label} (${count})`}
                        </Button>
                      );
                    })}
                  </div>
                )}
                <h2 className="text-xl font-bold text-ink-900" aria-live="polite">
                  {submissionCount(data.total)}
                </h2>
                {query.type === 'spam' && (
                  <p className="max-w-3xl text-sm text-gray-700">
                    Submissions the spam rules caught. They were answered like any other but not e-mailed. Open one to
                    mark it as not spam (it moves to the inbox and its e-mails are sent) or to delete it for good.
                  </p>
                )}
                <InboxTable
                  rows={data.submissions}
                  spam={query.type === 'spam'}
                  selected={selected}
                  onOpen={(id) => {
                    setSelected(id);
                    update({ id });
                  }}
                />
                <Pager page={query.page} pages={pages} onPage={(page) => update({ page })} />
              </div>
            </TabsContent>
          </Tabs>
        </div>
      )}
      {open && user && <SubmissionDetail key={open} id={open} onClose={() => update({ id: null })} />}
      {sheet && <ShortcutSheet onClose={() => setSheet(false)} />}
    </AdminShell>
  );
}
