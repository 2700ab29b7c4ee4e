// The admin_users table (and the setup marker) that every part of auth/ reads.
import type { DbOrTrx } from '../db/connect.ts';

const iso = (date: Date) => date.toISOString();
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** NFKC and lower case: the key that makes usernames unique regardless of case. */
export const usernameKey = (username: string) => username.trim().normalize('NFKC').toLowerCase();

export type AdminAccount = { id: number; username: string; passwordHash: string; role: string; disabled: boolean };

export async function findAdminByUsername(db: DbOrTrx, username: string): Promise<AdminAccount | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'username', 'password_hash', 'role', 'disabled_at'])
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      username: row.username,
      passwordHash: row.password_hash,
      role: row.role,
      disabled: row.disabled_at !== null,
    }
  );
}

/** The address an admin's replies ask to be answered at (null until set). */
export async function adminEmail(db: DbOrTrx, userId: number) {
  const row = await db.selectFrom('admin_users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

export async function setAdminEmail(db: DbOrTrx, userId: number, email: string | null) {
  await db.updateTable('admin_users').set({ email }).where('id', '=', userId).execute();
}

export async function countAdmins(db: DbOrTrx) {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listAdmins(db: DbOrTrx) {
  const rows = await db
    .selectFrom('admin_users')
    .select(['username', 'created_at', 'role', 'disabled_at'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    username: row.username,
    createdAt: toDate(row.created_at).toISOString(),
    role: row.role,
    disabled: row.disabled_at !== null,
  }));
}

export async function insertAdmin(
  db: DbOrTrx,
  input: { username: string; passwordHash: string; now: Date; mustChangePassword?: boolean; role?: string },
) {
  const row = await db
    .insertInto('admin_users')
    .values({
      username: input.username.trim(),
      username_key: usernameKey(input.username),
      password_hash: input.passwordHash,
      created_at: iso(input.now),
      password_changed_at: iso(input.now),
      must_change_password: input.mustChangePassword ? 1 : 0,
      role: input.role ?? 'admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updatePassword(db: DbOrTrx, userId: number, passwordHash: string, now: Date) {
  await db
    .updateTable('admin_users')
    .set({ password_hash: passwordHash, password_changed_at: iso(now), must_change_password: 0 })
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

/** A sign-in of this admin passed its every step. */
export async function recordSignIn(db: DbOrTrx, userId: number, now: Date) {
  await db
    .updateTable('admin_users')
    .set({ last_sign_in_at: iso(now) })
    .where('id', '=', userId)
    .execute();
}

export async function findAdminById(db: DbOrTrx, id: number) {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'username', 'password_hash', 'webauthn_user_id', 'disabled_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      username: row.username,
      passwordHash: row.password_hash,
      webauthnUserId: row.webauthn_user_id,
      disabled: row.disabled_at !== null,
    }
  );
}

export async function setWebauthnUserId(db: DbOrTrx, userId: number, handle: string) {
  await db
    .updateTable('admin_users')
    .set({ webauthn_user_id: handle })
    .where('id', '=', userId)
    .where('webauthn_user_id', 'is', null)
    .execute();
}

/** A unique key refused the write: two creations of one name, or one thing added twice. */
export const isUniqueViolation = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint/.test(message ?? '')
  );
};
