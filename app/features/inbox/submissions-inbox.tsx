import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Keyboard, RefreshCw, Search } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type InboxCounts,
  type InboxQuery,
  InboxQuerySchema,
  inboxTabs,
  spamReasonLabels,
  type StateFilter,
  stateFilters,
  type Submission,
  submissionStateLabels,
} from '#contracts/admin.ts';
import { interestLabel } from '#contracts/contact-fields.ts';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { ApiError } from '#app/lib/api.ts';
import { Pager } from '#app/components/admin/pager.tsx';
import { cn } from '#app/lib/cn.ts';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { csvUrl, fetchInbox } from '#app/features/inbox/api/inbox.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { updateSubmission } from '#app/features/inbox/api/update-submission.ts';
import { toast } from '#app/lib/toast-store.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { EmailStatus } from './email-status.tsx';
import { WeeklyPicture } from './weekly-picture.tsx';
import { formatDate, submissionCount } from '#app/lib/admin/format.ts';
import { SignedInBar, useSignedIn } from '#app/components/admin/signed-in.tsx';
import { SubmissionDetail } from './submission-detail.tsx';

const counters: { key: Exclude<keyof InboxCounts, 'spam' | 'states'>; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'company', label: 'Company' },
  { key: 'job', label: 'Job Apps' },
  { key: 'emailSent', label: 'Email Sent' },
  { key: 'emailFailed', label: 'Email Failed' },
];

const columns = ['Date', 'Name', 'Email', 'Type', 'Details', 'Message', 'Email Status'] as const;
/** The Spam tab says why each row is there instead of how its e-mail went (it sent none). */
const spamColumns = ['Date', 'Name', 'Email', 'Type', 'Details', 'Message', 'Spam Reason'] as const;

/** Search, tab and page live in the URL, so a reload or a shared link shows the same view. */
function useInboxUrl() {
  const [params, setParams] = useSearchParams();
  const query = InboxQuerySchema.parse(Object.fromEntries(params));
  const open = Number(params.get('id')) || null;
  const update = (next: Partial<InboxQuery> & { id?: number | null }) => {
    const merged = { ...query, id: open, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.type !== 'all') search.set('type', merged.type);
    if (merged.state !== 'open') search.set('state', merged.state);
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.id) search.set('id', String(merged.id));
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return { query, open, update };
}

function Details({ row }: { row: Submission }) {
  if (row.formType === 'job') {
    return (
      <>
        <span className="block font-medium text-ink-900">{row.position ?? '—'}</span>
        {row.phone && <span className="block">{row.phone}</span>}
        {row.cv && <span className="block">CV: {row.cv.type.toUpperCase()}</span>}
      </>
    );
  }
  return (
    <>
      <span className="block font-medium text-ink-900">{row.company ?? '—'}</span>
      <span className="block">{interestLabel(row.interest)}</span>
      {row.phone && <span className="block">{row.phone}</span>}
    </>
  );
}

// On phones each row is a card: the cells stack, each led by its column's name (the header row
// stays for screen readers). From md up it is the table with its header row.
const cell =
  'px-4 py-3 max-md:flex max-md:gap-3 max-md:py-1 max-md:before:w-20 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-gray-600 max-md:before:uppercase max-md:before:content-[attr(data-label)]';

function InboxTable({
  rows,
  spam,
  selected,
  onOpen,
}: {
  rows: Submission[];
  spam: boolean;
  selected: number | null;
  onOpen: (id: number) => void;
}) {
  const shown = spam ? spamColumns : columns;
  const [date, name, email, type, details, message, status] = shown;
  return (
    <div className="rounded-xl bg-white shadow-soft ring-1 ring-gray-200 md:overflow-x-auto">
      <table aria-label="Submissions" className="w-full text-left text-sm max-md:block md:min-w-[60rem]">
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase max-md:sr-only">
          <tr>
            {shown.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 align-top text-gray-700 max-md:block">
          {rows.length === 0 && (
            <tr className="max-md:block">
              <td colSpan={shown.length} className="px-4 py-12 text-center text-base text-gray-600 max-md:block">
                No submissions found
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr
              key={row.id}
              aria-current={selected === row.id || undefined}
              className="hover:bg-brand-50/40 aria-[current]:bg-brand-50 max-md:block max-md:py-3"
            >
              <td data-label={date} className={cn(cell, 'whitespace-nowrap')}>
                {formatDate(row.submittedAt)}
              </td>
              <td data-label={name} className={cell}>
                <div className="min-w-0">
                  <button
                    type="button"
                    data-submission={row.id}
                    className="text-left font-semibold text-brand-700 underline-offset-2 hover:underline"
                    onClick={() => onOpen(row.id)}
                  >
                    {row.name}
                  </button>
                  {!spam && (
                    <span className="block text-xs text-gray-600">
                      {submissionStateLabels[row.state]}
                      {row.assignee && ` · ${row.assignee}`}
                    </span>
                  )}
                </div>
              </td>
              <td data-label={email} className={cn(cell, 'min-w-0 [overflow-wrap:anywhere] md:min-w-52')}>
                <a className="min-w-0 hover:underline" href={`mailto:${row.email}`}>
                  {row.email}
                </a>
              </td>
              <td data-label={type} className={cn(cell, 'whitespace-nowrap')}>
                {row.formType === 'job' ? 'Job' : 'Company'}
              </td>
              <td data-label={details} className={cell}>
                <div className="min-w-0">
                  <Details row={row} />
                </div>
              </td>
              <td data-label={message} className={cn(cell, 'md:max-w-72')}>
                <p className="line-clamp-3 min-w-0">{row.message}</p>
              </td>
              <td data-label={status} className={cn(cell, spam && 'md:max-w-56')}>
                {row.spamReason ? (
                  <span className="min-w-0">{spamReasonLabels[row.spamReason]}</span>
                ) : (
                  <EmailStatus id={row.id} sent={row.emailSent} error={row.emailError} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The URL changed by itself (back, a link): show its search.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  // Searches a moment after typing stops, and at once on Enter.
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="relative w-full sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="inbox-search" className="sr-only">
        Search submissions
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-gray-500"
      />
      <input
        id="inbox-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Name, email, company or message"
        className="min-h-11 w-full rounded-md border border-gray-300 bg-white pr-3 pl-10 text-base text-ink-900 shadow-xs placeholder:text-gray-500 focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
      />
    </form>
  );
}

const shortcuts: [string, string][] = [
  ['j', 'Next submission'],
  ['k', 'Previous submission'],
  ['Enter', 'Open the selected submission'],
  ['e', 'Archive the selected (or open) submission'],
  ['?', 'Show these shortcuts'],
  ['Esc', 'Close a dialog'],
];

/** The keyboard shortcuts, on '?' and from the Shortcuts button. */
function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcuts-title"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-raised backdrop:bg-ink-950/60"
    >
      <h2 id="shortcuts-title" className="text-lg font-bold text-ink-900">
        Keyboard shortcuts
      </h2>
      <dl className="mt-4 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {shortcuts.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-ink-900">
                {key}
              </kbd>
            </dt>
            <dd className="text-ink-900">{what}</dd>
          </div>
        ))}
      </dl>
      <Button className="mt-6" size="sm" variant="outline" onClick={() => dialog.current?.close()}>
        Close
      </Button>
    </dialog>
  );
}

/** A key typed into a field, or with a modifier, is not a shortcut. */
const typing = (event: KeyboardEvent) =>
  event.ctrlKey ||
  event.metaKey ||
  event.altKey ||
  (event.target instanceof HTMLElement &&
    (event.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.target.tagName)));

/** /admin/submissions (spec §2, §4, §8, §9): signed-out visitors go to the sign-in page. */
export function SubmissionsInbox() {
  const queryClient = useQueryClient();
  const { query, open, update } = useInboxUrl();
  const me = useSignedIn();
  const user = me.data;
  const inbox = useQuery({
    queryKey: adminKeys.inbox(query),
    queryFn: ({ signal }) => fetchInbox(query, signal),
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
    if (typing(event) || !data || sheet) return;
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
    <AdminShell heading="Contact Submissions" width="wide" actions={user && <SignedInBar username={user.username} />}>
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
              <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={csvUrl(query)} download>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </a>
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
