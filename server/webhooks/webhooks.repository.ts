import { PostgresAdapter, sql } from 'kysely';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '#contracts/webhooks.ts';
import { webhookEvent } from '#contracts/webhooks.ts';
import { registerSubmissionFanOut } from '../contact/index.ts';
import type { Db, DbOrTrx } from '../db/connect.ts';
import { serverKey } from '../db/server-keys.ts';
import type { NewOutboxMail } from '../mail/outbox.repository.ts';
import type { AttemptOutcome } from './delivery.ts';
import { newMessageId } from './delivery.ts';

const isoOf = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function insertEndpoint(
  db: DbOrTrx,
  endpoint: { url: string; description: string; secret: string; createdBy: string; at: Date },
) {
  const row = await db
    .insertInto('webhook_endpoints')
    .values({
      url: endpoint.url,
      description: endpoint.description,
      secret: endpoint.secret,
      created_by: endpoint.createdBy,
      created_at: endpoint.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function listEndpoints(db: DbOrTrx, id?: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints as endpoint')
    .leftJoin('mail_outbox as delivery', 'delivery.endpoint_id', 'endpoint.id')
    .select([
      'endpoint.id',
      'endpoint.url',
      'endpoint.description',
      'endpoint.created_by',
      'endpoint.created_at',
      sql<number>`count(delivery.sent_at)`.as('sent'),
      sql<number>`count(case when delivery.sent_at is null and delivery.next_attempt_at is not null then 1 end)`.as(
        'pending',
      ),
      sql<number>`count(case when delivery.id is not null and delivery.sent_at is null and delivery.next_attempt_at is null then 1 end)`.as(
        'failed',
      ),
    ])
    .$if(id !== undefined, (query) => query.where('endpoint.id', '=', id!))
    .groupBy(['endpoint.id', 'endpoint.url', 'endpoint.description', 'endpoint.created_by', 'endpoint.created_at'])
    .orderBy('endpoint.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    url: row.url,
    description: row.description,
    createdBy: row.created_by,
    createdAt: isoOf(row.created_at),
    deliveries: { sent: Number(row.sent), pending: Number(row.pending), failed: Number(row.failed) },
  }));
}

export async function deleteEndpoint(db: DbOrTrx, id: number) {
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every endpoint, read in the save's transaction; FOR KEY SHARE, so a removal cannot fail the save (decision 0066). */
export function webhookTargetsQuery(db: DbOrTrx) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url'])
    .orderBy('id')
    .$if(postgres, (query) => query.forKeyShare());
}

/** One outbox row per endpoint: `to` the URL, `subject` the event, `text` the message id; the body is built at send. */
export const webhookMails = (targets: { id: number | string; url: string }[], submissionId: number): NewOutboxMail[] =>
  targets.map((target) => ({
    submissionId,
    kind: 'webhook',
    to: target.url,
    replyTo: null,
    subject: webhookEvent,
    text: newMessageId(),
    endpointId: Number(target.id),
  }));

registerSubmissionFanOut('webhooks', { read: webhookTargetsQuery, mails: webhookMails });

/** The endpoint a delivery goes to, with its secret; undefined once the endpoint is removed. */
export function deliveryTarget(db: DbOrTrx, outboxId: number) {
  return db
    .selectFrom('mail_outbox as delivery')
    .innerJoin('webhook_endpoints as endpoint', 'endpoint.id', 'delivery.endpoint_id')
    .select(['endpoint.url', 'endpoint.secret'])
    .where('delivery.id', '=', outboxId)
    .executeTakeFirst();
}

/** Logs an attempt; nothing when the delivery went meanwhile (its endpoint or submission removed). */
export async function recordAttempt(db: DbOrTrx, outboxId: number, at: Date, outcome: AttemptOutcome) {
  await db
    .insertInto('webhook_attempts')
    .columns(['outbox_id', 'attempted_at', 'status_code', 'latency_ms', 'error'])
    .expression((eb) =>
      eb
        .selectFrom('mail_outbox')
        .select([
          'id',
          eb.val(at.toISOString()).as('attempted_at'),
          eb.val(outcome.status).as('status_code'),
          eb.val(outcome.latencyMs).as('latency_ms'),
          eb.val(outcome.error).as('error'),
        ])
        .where('id', '=', outboxId),
    )
    .execute();
}

export async function listDeliveries(db: DbOrTrx, endpointId: number, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'submission_id', 'text', 'created_at', 'sent_at', 'next_attempt_at'])
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where(
      'outbox_id',
      'in',
      rows.map((row) => Number(row.id)),
    )
    .orderBy('id')
    .execute();
  const byDelivery = new Map<number, WebhookAttempt[]>();
  for (const attempt of attempts) {
    const list = byDelivery.get(Number(attempt.outbox_id)) ?? [];
    list.push({
      at: isoOf(attempt.attempted_at),
      status: attempt.status_code === null ? null : Number(attempt.status_code),
      latencyMs: Number(attempt.latency_ms),
      error: attempt.error,
    });
    byDelivery.set(Number(attempt.outbox_id), list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    submissionId: Number(row.submission_id),
    messageId: row.text,
    createdAt: isoOf(row.created_at),
    state: row.sent_at ? 'sent' : row.next_attempt_at ? 'pending' : 'failed',
    attempts: byDelivery.get(Number(row.id)) ?? [],
    nextAttemptAt: row.sent_at || !row.next_attempt_at ? null : isoOf(row.next_attempt_at),
  }));
}

/** 'Send again': due now with fresh attempts, whatever its state; the same message id lets a receiver tell a repeat. */
export async function requeueDelivery(db: DbOrTrx, endpointId: number, outboxId: number, now: Date) {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      next_attempt_at: now.toISOString(),
      sent_at: null,
      attempts: 0,
      last_error: null,
      locked_until: null,
      locked_by: null,
    })
    .where('id', '=', outboxId)
    .where('endpoint_id', '=', endpointId)
    .where('kind', '=', 'webhook')
    // Not one a worker holds right now: its attempt is on its way.
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deliveryExists(db: DbOrTrx, endpointId: number, outboxId: number) {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('id', '=', outboxId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The key CV links are signed with; deleting its row and restarting rotates it (decision 0066). */
export const cvLinkKey = (db: Db) => serverKey(db, 'cv-links');
