import { PostgresAdapter, type Selectable } from 'kysely';
import type { Db, DbOrTrx } from '../db/connect.ts';
import type { MailOutboxTable } from '../db/schema.ts';

export type OutboxKind = MailOutboxTable['kind'];

export type NewOutboxMail = {
  submissionId: number;
  kind: OutboxKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  endpointId?: number | null;
};

export type OutboxMail = NewOutboxMail & { id: number; attempts: number };

const iso = (date: Date) => date.toISOString();

const toOutboxMail = (row: Selectable<MailOutboxTable>): OutboxMail => ({
  id: Number(row.id),
  submissionId: Number(row.submission_id),
  kind: row.kind,
  to: row.to_address,
  replyTo: row.reply_to,
  subject: row.subject,
  text: row.text,
  endpointId: row.endpoint_id === null ? null : Number(row.endpoint_id),
  attempts: row.attempts,
});

export function outboxInsert(db: DbOrTrx, mails: NewOutboxMail[], now: Date) {
  return db.insertInto('mail_outbox').values(
    mails.map((mail) => ({
      submission_id: mail.submissionId,
      kind: mail.kind,
      to_address: mail.to,
      reply_to: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      endpoint_id: mail.endpointId ?? null,
      next_attempt_at: iso(now),
      created_at: iso(now),
    })),
  );
}

export async function enqueueMail(db: DbOrTrx, mails: NewOutboxMail[], now: Date) {
  if (mails.length === 0) return;
  await outboxInsert(db, mails, now).execute();
}

/** Claims up to `limit` due e-mails until `leaseUntil`, counting the attempt, in one statement (decision 0006). */
export async function claimDueMail(
  db: Db,
  { workerId, now, leaseUntil, limit }: { workerId: string; now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxMail[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      locked_by: workerId,
      locked_until: iso(leaseUntil),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('next_attempt_at', '<=', iso(now))
        .where((where) => where.or([where('locked_until', 'is', null), where('locked_until', '<=', iso(now))]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(postgres, (query) => query.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
  return rows.map(toOutboxMail).sort((a, b) => a.id - b.id);
}

/** When the next pending e-mail falls due: its retry time, or the lease end of a (perhaps dead) worker holding it. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) =>
      eb.fn
        .min(
          eb
            .case()
            .when('locked_until', '>', eb.ref('next_attempt_at'))
            .then(eb.ref('locked_until'))
            .else(eb.ref('next_attempt_at'))
            .end(),
        )
        .as('due'),
    )
    .where('next_attempt_at', 'is not', null)
    .executeTakeFirst();
  return row?.due ? new Date(row.due) : null;
}

/** Marks an e-mail sent; false when its row is gone (its submission was erased while it was being sent). */
export async function markMailSent(db: DbOrTrx, id: number, now: Date) {
  const result = await db
    .updateTable('mail_outbox')
    .set({ sent_at: iso(now), next_attempt_at: null, locked_until: null, locked_by: null, last_error: null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** `nextAttemptAt` null means the outbox gives up on this e-mail. */
export async function markMailFailed(db: DbOrTrx, id: number, error: string, nextAttemptAt: Date | null) {
  await db
    .updateTable('mail_outbox')
    .set({
      last_error: error,
      next_attempt_at: nextAttemptAt ? iso(nextAttemptAt) : null,
      locked_until: null,
      locked_by: null,
    })
    .where('id', '=', id)
    .execute();
}

/** An admin's "Resend": fresh attempts; answers how many were re-queued (none when sent or never there). */
export async function requeueMail(db: DbOrTrx, submissionId: number, kind: OutboxKind, now: Date) {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: iso(now), attempts: 0, last_error: null, locked_until: null, locked_by: null })
    .where('submission_id', '=', submissionId)
    .where('kind', '=', kind)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Everything the outbox holds about these submissions, queued or sent, with the texts. */
export async function outboxOfSubmissions(db: DbOrTrx, submissionIds: number[]) {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('submission_id', 'in', submissionIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...toOutboxMail(row),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function existingOutboxIds(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.selectFrom('mail_outbox').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => Number(row.id)));
}
