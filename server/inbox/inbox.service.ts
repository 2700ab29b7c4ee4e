import {
  type InboxQuery,
  type InboxResponse,
  inboxPageSize,
  replyTexts,
  type Submission,
  type SubmissionReplyInput,
  type SubmissionUpdate,
  submissionStateLabels,
  type WeeklyResponse,
  weeklyWeeks,
} from '#contracts/admin.ts';
import { interestLabel } from '#contracts/contact-fields.ts';
import type { Retention } from '#contracts/retention.ts';
import {
  erasePersonalData,
  findCv,
  findPersonalData,
  findSubmission,
  replyMail,
  removeOrphanMailFiles,
  rescueSpam,
  type StoredSubmission,
} from '../contact/index.ts';
import { adminEmail, findAdminByUsername, type SignedInAdmin } from '../auth/index.ts';
import type { Db } from '../db/connect.ts';
import { csvCell } from '../http/csv.ts';
import { HttpError } from '../http/http-error.ts';
import { requeueMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox.worker.ts';
import {
  allMatches,
  clearNotificationError,
  countMatches,
  expiredSubmissionIds,
  inboxCounts,
  listInboxPage,
  stateCounts,
  weeklyCounts,
} from './inbox.repository.ts';
import { insertNote, insertReply, listNotes, listReplies, updateWorkflow } from './workflow.repository.ts';

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
  ['State', (row) => submissionStateLabels[row.state]],
  ['Assignee', (row) => row.assignee],
];

export type InboxService = ReturnType<typeof createInboxService>;

export function createInboxService({
  db,
  outbox,
  retention,
  notifyTo,
  mailDir,
  now = () => new Date(),
}: {
  db: Db;
  /** Where the file transport keeps sent e-mails: a deletion removes their copies there too. */
  mailDir: string;
  outbox: OutboxWorker;
  retention: Retention;
  /** Where a rescued submission's notification goes (CONTACT_NOTIFY_TO). */
  notifyTo: string;
  now?: () => Date;
}) {
  async function existing(id: number) {
    const row = await findSubmission(db, id);
    if (!row) throw new HttpError(404, 'Submission not found');
    return row;
  }

  async function detail(id: number) {
    const [submission, notes, replies] = await Promise.all([existing(id), listNotes(db, id), listReplies(db, id)]);
    return { submission: toSubmission(submission), notes, replies };
  }

  return {
    async list(query: InboxQuery): Promise<InboxResponse> {
      const [rows, counts, byState] = await Promise.all([
        listInboxPage(db, query, inboxPageSize),
        inboxCounts(db),
        stateCounts(db),
      ]);
      // Without a search the trigger-kept counters hold the view's size (decision 0062).
      const inView = (state: string) =>
        query.state === 'any' ||
        state === query.state ||
        (query.state === 'open' && ['new', 'in_progress'].includes(state));
      const total =
        query.q !== ''
          ? await countMatches(db, query)
          : query.type === 'spam'
            ? counts.spam
            : byState
                .filter((row) => (query.type === 'all' || row.formType === query.type) && inView(row.state))
                .reduce((sum, row) => sum + row.n, 0);
      return {
        success: true,
        submissions: rows.map(toSubmission),
        total,
        page: query.page,
        pageSize: inboxPageSize,
        counts,
      };
    },

    get: detail,

    async weekly(): Promise<WeeklyResponse> {
      return { success: true, weeks: await weeklyCounts(db, now(), weeklyWeeks) };
    },

    /** Changes state and/or assignee, answering what changed for the audit trail (decision 0062). */
    async update(id: number, change: SubmissionUpdate) {
      const before = await existing(id);
      if (before.status === 'spam') throw new HttpError(409, 'Mark it as not spam first');
      let assigneeId: number | null | undefined;
      let assignee: string | null | undefined;
      if (change.assignee !== undefined && change.assignee !== null) {
        const admin = await findAdminByUsername(db, change.assignee);
        if (!admin) throw new HttpError(400, 'There is no such admin', { assignee: ['There is no such admin'] });
        assigneeId = admin.id;
        assignee = admin.username;
      } else if (change.assignee === null) {
        assigneeId = null;
        assignee = null;
      }
      if (!(await updateWorkflow(db, id, { state: change.state, assigneeId }))) {
        throw new HttpError(404, 'Submission not found');
      }
      const changes: { action: string; detail: string }[] = [];
      if (change.state !== undefined && change.state !== before.state) {
        changes.push({ action: 'submission.state', detail: `${before.state} → ${change.state}` });
      }
      if (assignee !== undefined && assignee !== before.assignee) {
        changes.push({
          action: 'submission.assigned',
          detail: `${before.assignee ?? 'nobody'} → ${assignee ?? 'nobody'}`,
        });
      }
      return { ...(await detail(id)), changes };
    },

    async addNote(id: number, author: string, body: string) {
      const row = await existing(id);
      if (row.status === 'spam') throw new HttpError(409, 'Mark it as not spam first');
      await insertNote(db, { submissionId: id, author, at: now(), body });
      return detail(id);
    },

    /** Replies through the outbox and marks the row Answered; without an address, refused before any write. */
    async reply(id: number, admin: SignedInAdmin, input: SubmissionReplyInput) {
      const row = await existing(id);
      if (row.status === 'spam') throw new HttpError(409, replyTexts.spam);
      const replyTo = await adminEmail(db, admin.userId);
      if (!replyTo) throw new HttpError(409, replyTexts.noAddress);
      const at = now();
      const mail = replyMail(row, {
        submissionId: id,
        submittedAt: new Date(row.submittedAt),
        replyTo,
        subject: input.subject,
        message: input.message,
      });
      const stored = await db
        .transaction()
        .execute((trx) => insertReply(trx, { mail, author: admin.username, at, body: input.message }));
      if (!stored) throw new HttpError(404, 'Submission not found');
      outbox.nudge();
      return { ...(await detail(id)), previousState: row.state };
    },

    async cv(id: number) {
      await existing(id);
      const cv = await findCv(db, id);
      if (!cv) throw new HttpError(404, 'This submission has no CV');
      return cv;
    },

    async resend(id: number) {
      const row = await existing(id);
      if (row.status === 'spam') throw new HttpError(409, 'Spam is not e-mailed: mark it as not spam first');
      if (row.emailSent) throw new HttpError(409, 'The e-mail was already sent');
      const queued = await requeueMail(db, id, 'notification', now());
      if (queued === 0) throw new HttpError(409, 'There is no e-mail to resend for this submission');
      await clearNotificationError(db, id);
      outbox.nudge();
      return detail(id);
    },

    /** Erases a submission for good, with everything held with it (decision 0042); says whether it was spam. */
    async remove(id: number) {
      const data = await findPersonalData(db, mailDir, { submissionIds: [id] });
      const [submission] = data.submissions;
      if (!submission) throw new HttpError(404, 'Submission not found');
      await erasePersonalData(db, mailDir, data);
      return { spam: submission.status === 'spam' };
    },

    /** 'Not spam': to the inbox, its e-mails queued once (decision 0060). */
    async rescue(id: number) {
      const result = await rescueSpam(db, id, { notifyTo, now: now() });
      if (result.outcome === 'missing') throw new HttpError(404, 'Submission not found');
      if (result.outcome === 'not-spam') throw new HttpError(409, 'This submission is already in the inbox');
      outbox.nudge();
      return { ...(await detail(id)), reason: result.reason };
    },

    async csv(query: Pick<InboxQuery, 'q' | 'type' | 'state'>) {
      const lines = [csvColumns.map(([title]) => csvCell(title)).join(',')];
      for await (const row of allMatches(db, query)) {
        const submission = toSubmission(row);
        lines.push(csvColumns.map(([, value]) => csvCell(value(submission))).join(','));
      }
      // A byte-order mark, so spreadsheets read the file as UTF-8.
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },

    /** Erases what is past its retention period as a privacy erasure does, and orphaned .eml files (decision 0042). */
    async purgeExpired() {
      const at = now().getTime();
      const cutoffs = { company: new Date(at - retention.days * day), job: new Date(at - retention.jobDays * day) };
      let erased = 0;
      for (;;) {
        const ids = await expiredSubmissionIds(db, cutoffs, 500);
        if (ids.length === 0) break;
        erased += (await erasePersonalData(db, mailDir, await findPersonalData(db, mailDir, { submissionIds: ids })))
          .submissions;
      }
      await removeOrphanMailFiles(db, mailDir);
      return erased;
    },
  };
}
