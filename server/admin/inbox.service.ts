import { type InboxQuery, type InboxResponse, inboxPageSize, type Submission } from '#contracts/admin.ts';
import { interestLabel } from '#contracts/contact-fields.ts';
import type { Retention } from '#contracts/retention.ts';
import {
  allMatches,
  clearNotificationError,
  countMatches,
  deleteExpiredSubmissions,
  deleteSubmission,
  findCv,
  findSubmission,
  inboxCounts,
  listInboxPage,
  rescueSpam,
  type StoredSubmission,
} from '../contact/index.ts';
import type { Db } from '../db/connect.ts';
import { csvCell } from '../http/csv.ts';
import { HttpError } from '../http/http-error.ts';
import { requeueMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox.worker.ts';

const day = 24 * 60 * 60 * 1000;

/** The stored row as the admin contract has it (the spam status as its reason, no file hash). */
const toSubmission = ({ status: _status, cv, ...row }: StoredSubmission): Submission => ({
  ...row,
  cv: cv && { filename: cv.filename, type: cv.type, size: cv.size },
});

const csvColumns: [string, (row: Submission) => string | number | null][] = [
  ['Date', (row) => row.submittedAt],
  ['Type', (row) => (row.formType === 'job' ? 'Job application' : 'Company inquiry')],
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Company', (row) => row.company],
  ['Phone', (row) => row.phone],
  ['Interest', (row) => interestLabel(row.interest)],
  ['Position', (row) => row.position],
  ['LinkedIn', (row) => row.linkedin],
  ['Message', (row) => row.message],
  ['Email Status', (row) => (row.emailSent ? 'Sent' : row.emailError ? 'Failed' : 'Pending')],
  ['Email Error', (row) => row.emailError],
  ['CV', (row) => row.cv?.filename ?? null],
  ['Privacy Accepted At', (row) => row.privacyAcceptedAt],
  ['Language', (row) => row.locale],
  ['Spam Reason', (row) => row.spamReason],
];

export type InboxService = ReturnType<typeof createInboxService>;

export function createInboxService({
  db,
  outbox,
  retention,
  notifyTo,
  now = () => new Date(),
}: {
  db: Db;
  outbox: OutboxWorker;
  retention: Retention;
  /** Where a rescued submission's notification goes (CONTACT_NOTIFY_TO). */
  notifyTo: string;
  now?: () => Date;
}) {
  /** A submission in the inbox or the Spam tab. */
  async function existing(id: number) {
    const row = await findSubmission(db, id);
    if (!row) throw new HttpError(404, 'Submission not found');
    return row;
  }

  return {
    async list(query: InboxQuery): Promise<InboxResponse> {
      const [rows, counts] = await Promise.all([listInboxPage(db, query, inboxPageSize), inboxCounts(db)]);
      // Without a search the counters already hold the tab's size.
      const total =
        query.q !== '' ? await countMatches(db, query) : query.type === 'all' ? counts.total : counts[query.type];
      return {
        success: true,
        submissions: rows.map(toSubmission),
        total,
        page: query.page,
        pageSize: inboxPageSize,
        counts,
      };
    },

    async get(id: number) {
      return toSubmission(await existing(id));
    },

    async cv(id: number) {
      await existing(id);
      const cv = await findCv(db, id);
      if (!cv) throw new HttpError(404, 'This submission has no CV');
      return cv;
    },

    /** Queues the notification of a submission whose e-mail failed once more. */
    async resend(id: number) {
      const row = await existing(id);
      if (row.status === 'spam') throw new HttpError(409, 'Spam is not e-mailed: mark it as not spam first');
      if (row.emailSent) throw new HttpError(409, 'The e-mail was already sent');
      const queued = await requeueMail(db, id, 'notification', now());
      if (queued === 0) throw new HttpError(409, 'There is no e-mail to resend for this submission');
      await clearNotificationError(db, id);
      outbox.nudge();
      return toSubmission(await existing(id));
    },

    /** Erases a submission for good (with its CV); says whether it was spam, for the audit trail. */
    async remove(id: number) {
      const erased = await deleteSubmission(db, id);
      if (!erased) throw new HttpError(404, 'Submission not found');
      return { spam: erased.status === 'spam' };
    },

    /** 'Not spam': to the inbox, its e-mails queued once (see rescueSpam); answers the row and why it was spam. */
    async rescue(id: number) {
      const result = await rescueSpam(db, id, { notifyTo, now: now() });
      if (result.outcome === 'missing') throw new HttpError(404, 'Submission not found');
      if (result.outcome === 'not-spam') throw new HttpError(409, 'This submission is already in the inbox');
      outbox.nudge();
      return { submission: toSubmission(await existing(id)), reason: result.reason };
    },

    async csv(query: Pick<InboxQuery, 'q' | 'type'>) {
      const lines = [csvColumns.map(([title]) => csvCell(title)).join(',')];
      for await (const row of allMatches(db, query)) {
        const submission = toSubmission(row);
        lines.push(csvColumns.map(([, value]) => csvCell(value(submission))).join(','));
      }
      // A byte-order mark, so spreadsheets read the file as UTF-8.
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },

    /** Deletes what is past its retention period (job applications after `jobDays`). */
    purgeExpired() {
      const at = now().getTime();
      return deleteExpiredSubmissions(db, {
        company: new Date(at - retention.days * day),
        job: new Date(at - retention.jobDays * day),
      });
    },
  };
}
