// Scheduled publishes (issue 35, decision 0075). One pending schedule per item: a new one replaces it. An instance
// claims a due schedule for a lease with a conditional update, so one instance at a time holds it; the publish's own
// transaction marks it done only while the claim is still that instance's, so it is published exactly once, even when
// a claim lapses under an instance that was only slow.
import type { ContentType } from '#contracts/content/index.ts';
import type { PackItem } from '#contracts/content/pack.ts';
import type { DbOrTrx } from '../db/connect.ts';

const toIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export type StoredSchedule = PackItem & {
  id: number;
  revision: number;
  publishAt: string;
  createdAt: string;
  createdBy: string;
  state: 'pending' | 'done' | 'failed' | 'cancelled';
  finishedAt: string | null;
  outcome: string | null;
};

const columns = [
  'id',
  'type',
  'item_key',
  'data',
  'revision',
  'publish_at',
  'created_at',
  'created_by',
  'state',
  'finished_at',
  'outcome',
] as const;

function storedSchedule(row: {
  id: number;
  type: string;
  item_key: string;
  data: string;
  revision: number;
  publish_at: string | Date;
  created_at: string | Date;
  created_by: string;
  state: StoredSchedule['state'];
  finished_at: string | Date | null;
  outcome: string | null;
}): StoredSchedule {
  return {
    id: Number(row.id),
    type: row.type as ContentType,
    key: row.item_key,
    data: JSON.parse(row.data) as unknown,
    revision: row.revision,
    publishAt: toIso(row.publish_at),
    createdAt: toIso(row.created_at),
    createdBy: row.created_by,
    state: row.state,
    finishedAt: row.finished_at === null ? null : toIso(row.finished_at),
    outcome: row.outcome,
  };
}

/** Schedules the item's publish, replacing a pending schedule of it. Call it in a transaction. */
export async function replaceSchedule(
  db: DbOrTrx,
  item: PackItem,
  schedule: { revision: number; publishAt: string; actor: string; now: string },
) {
  await cancelPending(db, item.type, item.key, schedule.now, `replaced by ${schedule.actor}`);
  const row = await db
    .insertInto('content_schedules')
    .values({
      type: item.type,
      item_key: item.key,
      data: JSON.stringify(item.data),
      revision: schedule.revision,
      publish_at: schedule.publishAt,
      created_at: schedule.now,
      created_by: schedule.actor,
      state: 'pending',
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return storedSchedule(row);
}

/** Cancels the item's pending schedule (not one an instance holds a live claim on); true when there was one. */
export async function cancelPending(db: DbOrTrx, type: ContentType, key: string, now: string, outcome: string) {
  const result = await db
    .updateTable('content_schedules')
    .set({ state: 'cancelled', finished_at: now, outcome })
    .where('type', '=', type)
    .where('item_key', '=', key)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The item's latest schedule that is pending or failed: what the studio shows beside the form. */
export async function currentSchedule(db: DbOrTrx, type: ContentType, key: string) {
  const row = await db
    .selectFrom('content_schedules')
    .select(columns)
    .where('type', '=', type)
    .where('item_key', '=', key)
    .where('state', 'in', ['pending', 'failed'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? storedSchedule(row) : null;
}

/** Every pending schedule, for the studio's list. */
export async function pendingSchedules(db: DbOrTrx) {
  const rows = await db.selectFrom('content_schedules').select(columns).where('state', '=', 'pending').execute();
  return rows.map(storedSchedule);
}

/**
 * Claims the earliest due schedules no live claim holds, one conditional update each: of two instances that try at
 * once, one gets each row. Returns the schedules this claim holds until `until`.
 */
export async function claimDue(db: DbOrTrx, claim: { token: string; now: string; until: string; limit: number }) {
  const due = await db
    .selectFrom('content_schedules')
    .select('id')
    .where('state', '=', 'pending')
    .where('publish_at', '<=', claim.now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', claim.now)]))
    .orderBy('publish_at')
    .limit(claim.limit)
    .execute();
  const claimed: StoredSchedule[] = [];
  for (const { id } of due) {
    const row = await db
      .updateTable('content_schedules')
      .set({ claim: claim.token, claimed_until: claim.until })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', claim.now)]))
      .returning(columns)
      .executeTakeFirst();
    if (row) claimed.push(storedSchedule(row));
  }
  return claimed;
}

/**
 * Ends a claimed schedule as done or failed, only while `token` still holds it: false when the claim lapsed and
 * another instance took it over (then the caller's transaction must roll back).
 */
export async function finishClaimed(
  db: DbOrTrx,
  id: number,
  token: string,
  end: { state: 'done' | 'failed'; now: string; outcome: string },
) {
  const result = await db
    .updateTable('content_schedules')
    .set({ state: end.state, finished_at: end.now, outcome: end.outcome, claimed_until: null })
    .where('id', '=', id)
    .where('claim', '=', token)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
