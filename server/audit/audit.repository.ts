import type { AuditEntry, AuditQuery } from '#contracts/audit.ts';
import type { DbOrTrx } from '../db/connect.ts';
import type { AuditLogTable } from '../db/schema.ts';

const toIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export type NewAuditEntry = {
  at: Date;
  actor: string | null;
  ip: string | null;
  action: string;
  target?: string | null;
  outcome: AuditLogTable['outcome'];
  detail?: string | null;
};

export async function insertAuditEntry(db: DbOrTrx, entry: NewAuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at.toISOString(),
      actor: entry.actor,
      ip: entry.ip,
      action: entry.action,
      target: entry.target ?? null,
      outcome: entry.outcome,
      detail: entry.detail ?? null,
    })
    .execute();
}

function filtered(db: DbOrTrx, query: Omit<AuditQuery, 'page'>) {
  return db
    .selectFrom('audit_log')
    .$if(query.action !== '', (q) => q.where('action', '=', query.action))
    .$if(query.actor !== '', (q) => q.where('actor', '=', query.actor))
    .$if(query.outcome !== 'all', (q) => q.where('outcome', '=', query.outcome as AuditLogTable['outcome']))
    .$if(query.from !== '', (q) => q.where('at', '>=', `${query.from}T00:00:00.000Z`))
    .$if(query.to !== '', (q) => q.where('at', '<', nextDay(query.to)));
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

const toEntry = (row: {
  id: number | string;
  at: string | Date;
  actor: string | null;
  ip: string | null;
  action: string;
  target: string | null;
  outcome: AuditLogTable['outcome'];
  detail: string | null;
}): AuditEntry => ({
  id: Number(row.id),
  at: toIso(row.at),
  actor: row.actor,
  ip: row.ip,
  action: row.action,
  target: row.target,
  outcome: row.outcome,
  detail: row.detail,
});

/** One page, newest first, through the (at, id) index. */
export async function listAuditPage(db: DbOrTrx, query: AuditQuery, pageSize: number) {
  const rows = await filtered(db, query)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return rows.map(toEntry);
}

export async function countAudit(db: DbOrTrx, query: AuditQuery) {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function* allAuditMatches(db: DbOrTrx, query: Omit<AuditQuery, 'page'>, batch = 1000) {
  for (let page = 1; ; page++) {
    const rows = await listAuditPage(db, { ...query, page }, batch);
    yield* rows;
    if (rows.length < batch) return;
  }
}

export async function auditActions(db: DbOrTrx) {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((row) => row.action);
}

/** The triggers refuse every other delete, so the cutoff written first is what lets these rows go (decision 0041). */
export async function purgeAuditBefore(db: DbOrTrx, cutoff: Date) {
  await db
    .insertInto('audit_purge')
    .values({ id: 1, cutoff: cutoff.toISOString() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ cutoff: cutoff.toISOString() }))
    .execute();
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
