import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db/connect.ts';

const iso = (date: Date) => date.toISOString();
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** NFKC and lower case: the key that makes usernames unique regardless of case. */
export const usernameKey = (username: string) => username.trim().normalize('NFKC').toLowerCase();

export type AdminAccount = { id: number; username: string; passwordHash: string };

export async function findAdminByUsername(db: DbOrTrx, username: string): Promise<AdminAccount | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'username', 'password_hash'])
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  return row && { id: Number(row.id), username: row.username, passwordHash: row.password_hash };
}

export async function countAdmins(db: DbOrTrx) {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listAdmins(db: DbOrTrx) {
  const rows = await db.selectFrom('admin_users').select(['username', 'created_at']).orderBy('id').execute();
  return rows.map((row) => ({ username: row.username, createdAt: toDate(row.created_at).toISOString() }));
}

export async function insertAdmin(db: DbOrTrx, input: { username: string; passwordHash: string; now: Date }) {
  const row = await db
    .insertInto('admin_users')
    .values({
      username: input.username.trim(),
      username_key: usernameKey(input.username),
      password_hash: input.passwordHash,
      created_at: iso(input.now),
      password_changed_at: iso(input.now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updatePassword(db: DbOrTrx, userId: number, passwordHash: string, now: Date) {
  await db
    .updateTable('admin_users')
    .set({ password_hash: passwordHash, password_changed_at: iso(now) })
    .where('id', '=', userId)
    .execute();
}

export async function setupDone(db: DbOrTrx) {
  return (await db.selectFrom('admin_setup').select('id').executeTakeFirst()) !== undefined;
}

/** Fails with a unique violation when the setup ran before (or runs at the same time). */
export async function markSetupDone(db: DbOrTrx, now: Date) {
  await db
    .insertInto('admin_setup')
    .values({ id: 1, done_at: iso(now) })
    .execute();
}

export async function insertSession(db: DbOrTrx, tokenHash: string, userId: number, now: Date) {
  await db
    .insertInto('admin_sessions')
    .values({ token_hash: tokenHash, user_id: userId, created_at: iso(now), last_seen_at: iso(now) })
    .execute();
}

export async function findSession(db: DbOrTrx, tokenHash: string) {
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .select([
      'admin_sessions.user_id',
      'admin_sessions.created_at',
      'admin_sessions.last_seen_at',
      'admin_users.username',
    ])
    .where('admin_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      userId: Number(row.user_id),
      username: row.username,
      createdAt: toDate(row.created_at),
      lastSeenAt: toDate(row.last_seen_at),
    }
  );
}

export async function touchSession(db: DbOrTrx, tokenHash: string, now: Date) {
  await db
    .updateTable('admin_sessions')
    .set({ last_seen_at: iso(now) })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSession(db: DbOrTrx, tokenHash: string) {
  await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: DbOrTrx, userId: number) {
  await db.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
}

/** Sessions past their idle or absolute expiry; run now and then so the table stays small. */
export async function deleteExpiredSessions(db: DbOrTrx, idleBefore: Date, createdBefore: Date) {
  await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', iso(idleBefore)), eb('created_at', '<', iso(createdBefore))]))
    .execute();
}

export type ThrottleRule = { free: number; capMs: number };

/**
 * Admits one sign-in attempt under `key`, or refuses it, in one atomic statement, before any
 * password work: parallel attempts meet on the row and are counted one by one, in flight
 * or not. `free` attempts per window pass at once; each later one is admitted only once the
 * block set by the one before has run out, and blocks for 1 s, 2 s, 4 s … up to `capMs`.
 * Returns null when admitted, else the epoch ms from which the key admits again.
 */
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

/** Keys whose window has passed: they count nothing any more. */
export async function deleteStaleAttempts(db: DbOrTrx, before: number) {
  await db.deleteFrom('login_attempts').where('last_attempt_ms', '<', before).execute();
}
