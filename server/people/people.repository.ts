import { PostgresAdapter } from 'kysely';
import type { Person, Role } from '#contracts/people.ts';
import type { DbOrTrx } from '../db/connect.ts';

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Every account, oldest first, with its factors and open sessions counted (a few rows: one query). */
export async function listPeople(db: DbOrTrx, viewerId: number): Promise<Person[]> {
  const rows = await db
    .selectFrom('admin_users as user')
    .select((eb) => [
      'user.id',
      'user.username',
      'user.role',
      'user.created_at',
      'user.last_sign_in_at',
      'user.disabled_at',
      eb
        .selectFrom('admin_passkeys')
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .whereRef('admin_passkeys.user_id', '=', 'user.id')
        .as('passkeys'),
      eb
        .selectFrom('admin_totp')
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .whereRef('admin_totp.user_id', '=', 'user.id')
        .where('admin_totp.confirmed_at', 'is not', null)
        .as('totp'),
      eb
        .selectFrom('admin_recovery_codes')
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .whereRef('admin_recovery_codes.user_id', '=', 'user.id')
        .as('recovery_codes'),
      eb
        .selectFrom('admin_sessions')
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .whereRef('admin_sessions.user_id', '=', 'user.id')
        .where('admin_sessions.mfa_at', 'is not', null)
        .as('sessions'),
    ])
    .orderBy('user.id')
    .execute();
  return rows.map((row) => ({
    username: row.username,
    role: row.role as Role,
    createdAt: iso(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : iso(row.last_sign_in_at),
    disabled: row.disabled_at !== null,
    factors: {
      passkeys: Number(row.passkeys ?? 0),
      totp: Number(row.totp ?? 0) > 0,
      recoveryCodes: Number(row.recovery_codes ?? 0),
    },
    sessions: Number(row.sessions ?? 0),
    you: Number(row.id) === viewerId,
  }));
}

/** Locks the other enabled admins on PostgreSQL, so two admins disabling each other cannot both pass. */
export async function anotherEnabledAdmin(trx: DbOrTrx, userId: number) {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const rows = await trx
    .selectFrom('admin_users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .$if(postgres, (query) => query.forUpdate())
    .execute();
  return rows.some((row) => Number(row.id) !== userId);
}

export async function setDisabled(db: DbOrTrx, userId: number, at: Date | null) {
  await db
    .updateTable('admin_users')
    .set({ disabled_at: at && at.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Removes an account; its sessions and factors go with it, and submissions assigned to it lose their assignee. */
export async function deleteAdmin(db: DbOrTrx, userId: number) {
  await db.deleteFrom('admin_users').where('id', '=', userId).execute();
}
