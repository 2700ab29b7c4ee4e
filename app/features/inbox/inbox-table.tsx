// The inbox's table: one row per submission, its e-mail status or, on the Spam tab, why it is there.
import { spamReasonLabels, type Submission, submissionStateLabels } from '#contracts/admin.ts';
import { interestLabel } from '#contracts/contact-fields.ts';
import { cn } from '#app/lib/cn.ts';
import { CardTable, cardCell as cell } from '#app/components/admin/card-table.tsx';
import { EmailStatus } from './email-status.tsx';
import { formatDate } from '#app/lib/admin/format.ts';

const columns = ['Date', 'Name', 'Email', 'Type', 'Details', 'Message', 'Email Status'] as const;
/** The Spam tab says why each row is there instead of how its e-mail went (it sent none). */
const spamColumns = ['Date', 'Name', 'Email', 'Type', 'Details', 'Message', 'Spam Reason'] as const;

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

export function InboxTable({
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
    <CardTable label="Submissions" columns={shown} empty={rows.length === 0 ? 'No submissions found' : null}>
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
    </CardTable>
  );
}
