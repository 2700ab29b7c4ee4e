// The sign-in throttle's counts (decision 0031), kept in the database so every instance sees them.
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/connect.ts';

export type ThrottleRule = { free: number; capMs: number };

/** One atomic statement, so parallel attempts count one by one; null when admitted, else when it admits again. */
export async function admitAttempt(db: Db, key: string, rule: ThrottleRule, nowMs: number, windowMs: number) {
  const now = sql.lit(nowMs);
  const stale = sql`login_attempts.last_attempt_ms < ${sql.lit(nowMs - windowMs)}`;
  const block = sql`case
    when ${stale} then 0
    when login_attempts.attempts < ${sql.lit(rule.free)} then 0
    when login_attempts.block_ms = 0 then 1000
    when login_attempts.block_ms * 2 >= ${sql.lit(rule.capMs)} then ${sql.lit(rule.capMs)}
    else login_attempts.block_ms * 2 end`;
  const firstBlock = rule.free >= 1 ? 0 : 1000;
  const admitted = await sql<{ attempts: number }>`
    insert into login_attempts (key, attempts, last_attempt_ms, block_ms, next_allowed_ms)
    values (${key}, 1, ${now}, ${sql.lit(firstBlock)}, ${sql.lit(firstBlock === 0 ? 0 : nowMs + firstBlock)})
    on conflict (key) do update set
      attempts = case when ${stale} then 1 else login_attempts.attempts + 1 end,
      block_ms = ${block},
      -- An attempt within the free allowance blocks nothing: under load the attempts of a burst
      -- reach the database out of the order of their clocks, and a free one must not hold back others.
      next_allowed_ms = case when ${block} = 0 then 0 else ${now} + ${block} end,
      last_attempt_ms = ${now}
    where login_attempts.next_allowed_ms <= ${now} or ${stale}
    returning attempts`.execute(db);
  if (admitted.rows.length > 0) return null;
  const row = await db.selectFrom('login_attempts').select('next_allowed_ms').where('key', '=', key).executeTakeFirst();
  return row ? Number(row.next_allowed_ms) : nowMs + 1000;
}

/** Takes back one admitted attempt (it succeeded, or another key refused it): only what fails counts. */
export async function giveBackAttempts(db: DbOrTrx, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('key', 'in', keys)
    .where('attempts', '>', 0)
    .execute();
}

export async function clearAttempts(db: DbOrTrx, keys: string[]) {
  await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
}

export async function deleteStaleAttempts(db: DbOrTrx, before: number) {
  await db.deleteFrom('login_attempts').where('last_attempt_ms', '<', before).execute();
}
