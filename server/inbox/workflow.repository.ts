import type { SubmissionNote, SubmissionReply, SubmissionState } from '#contracts/admin.ts';
import type { DbOrTrx } from '../db/connect.ts';
import { outboxInsert, type NewOutboxMail } from '../mail/outbox.repository.ts';

const isoOf = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

// The inbox's workflow (decision 0062); spam has none until it is rescued, so every write names a received row.

export async function updateWorkflow(
  db: DbOrTrx,
  id: number,
  change: { state?: SubmissionState; assigneeId?: number | null },
) {
  const result = await db
    .updateTable('contact_submissions')
    .set({
      ...(change.state === undefined ? {} : { state: change.state }),
      ...(change.assigneeId === undefined ? {} : { assignee_id: change.assigneeId }),
    })
    .where('id', '=', id)
    .where('status', '=', 'received')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertNote(db: DbOrTrx, note: { submissionId: number; author: string; at: Date; body: string }) {
  await db
    .insertInto('submission_notes')
    .values({
      submission_id: note.submissionId,
      author: note.author,
      created_at: note.at.toISOString(),
      body: note.body,
    })
    .execute();
}

/** Oldest first, as a conversation reads. */
export async function listNotes(db: DbOrTrx, submissionId: number): Promise<SubmissionNote[]> {
  const rows = await db
    .selectFrom('submission_notes')
    .select(['id', 'author', 'created_at', 'body'])
    .where('submission_id', '=', submissionId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    author: row.author,
    at: isoOf(row.created_at),
    body: row.body,
  }));
}

/** Queues the e-mail, keeps the reply, marks it answered: all or none; false when not in the inbox. */
export async function insertReply(
  db: DbOrTrx,
  reply: { mail: NewOutboxMail; author: string; at: Date; body: string },
): Promise<boolean> {
  const answered = await updateWorkflow(db, reply.mail.submissionId, { state: 'answered' });
  if (!answered) return false;
  const outbox = await outboxInsert(db, [reply.mail], reply.at).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('submission_replies')
    .values({
      submission_id: reply.mail.submissionId,
      outbox_id: Number(outbox.id),
      author: reply.author,
      created_at: reply.at.toISOString(),
      subject: reply.mail.subject,
      body: reply.body,
    })
    .execute();
  return true;
}

/** Oldest first, each with where its e-mail is (queued, sent, or given up on). */
export async function listReplies(db: DbOrTrx, submissionId: number): Promise<SubmissionReply[]> {
  const rows = await db
    .selectFrom('submission_replies as reply')
    .leftJoin('mail_outbox as mail', 'mail.id', 'reply.outbox_id')
    .select([
      'reply.id',
      'reply.author',
      'reply.created_at',
      'reply.subject',
      'reply.body',
      'mail.to_address',
      'mail.reply_to',
      'mail.sent_at',
      'mail.next_attempt_at',
      'mail.last_error',
    ])
    .where('reply.submission_id', '=', submissionId)
    .orderBy('reply.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    author: row.author,
    at: isoOf(row.created_at),
    subject: row.subject,
    body: row.body,
    to: row.to_address ?? '',
    replyTo: row.reply_to,
    delivery: row.sent_at ? 'sent' : row.next_attempt_at ? 'queued' : 'failed',
    error: row.sent_at ? null : row.last_error,
  }));
}
