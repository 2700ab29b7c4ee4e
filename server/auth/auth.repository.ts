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

export async function throttleStates(db: DbOrTrx, keys: string[]) {
  const rows = await db
    .selectFrom('login_throttle')
    .select(['key', 'blocked_until'])
    .where('key', 'in', keys)
    .execute();
  return rows.map((row) => ({ key: row.key, blockedUntil: row.blocked_until ? toDate(row.blocked_until) : null }));
}

/**
 * Counts one failure for `key` in one atomic upsert (parallel failures all count); the
 * count starts again after `resetBefore`. Returns the count including this failure.
 */
export async function countFailure(db: Db, key: string, now: Date, resetBefore: Date) {
  const row = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, last_failure_at: iso(now), blocked_until: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_throttle.last_failure_at', '<', iso(resetBefore))
          .then(1)
          .else(eb('login_throttle.failures', '+', 1))
          .end(),
        last_failure_at: iso(now),
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function blockUntil(db: DbOrTrx, key: string, until: Date) {
  await db
    .updateTable('login_throttle')
    .set({ blocked_until: iso(until) })
    .where('key', '=', key)
    .execute();
}

export async function clearThrottle(db: DbOrTrx, keys: string[]) {
  await db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
}
