import type { DbOrTrx } from '../../db/connect.ts';

const iso = (date: Date) => date.toISOString();
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export type NewSession = {
  tokenHash: string;
  publicId: string;
  userId: number;
  now: Date;
  ip: string;
  userAgent: string;
  /** Set when the sign-in already passed a second factor (a passkey). */
  mfaAt: Date | null;
};

/** A new token for a session (a step of its sign-in passed, or its admin re-authenticated): the old one is void. */
export async function rotateSessionToken(db: DbOrTrx, tokenHash: string, newTokenHash: string) {
  const result = await db
    .updateTable('admin_sessions')
    .set({ token_hash: newTokenHash })
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markSessionProof(db: DbOrTrx, tokenHash: string, now: Date) {
  await db
    .updateTable('admin_sessions')
    .set({ proof_at: iso(now), last_seen_at: iso(now) })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function insertSession(db: DbOrTrx, session: NewSession) {
  await db
    .insertInto('admin_sessions')
    .values({
      token_hash: session.tokenHash,
      public_id: session.publicId,
      user_id: session.userId,
      created_at: iso(session.now),
      last_seen_at: iso(session.now),
      ip: session.ip,
      user_agent: session.userAgent,
      mfa_at: session.mfaAt && iso(session.mfaAt),
      proof_at: iso(session.now),
    })
    .execute();
}

export type StoredSession = {
  userId: number;
  username: string;
  publicId: string;
  createdAt: Date;
  lastSeenAt: Date;
  mfaAt: Date | null;
  /** When a credential was last shown in this session; null for sessions from before this was kept. */
  proofAt: Date | null;
  mustChangePassword: boolean;
  role: string;
  disabled: boolean;
  hasSecondFactor: boolean;
};

export async function findSession(db: DbOrTrx, tokenHash: string): Promise<StoredSession | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .select((eb) => [
      'admin_sessions.user_id',
      'admin_sessions.public_id',
      'admin_sessions.created_at',
      'admin_sessions.last_seen_at',
      'admin_sessions.mfa_at',
      'admin_sessions.proof_at',
      'admin_users.username',
      'admin_users.must_change_password',
      'admin_users.role',
      'admin_users.disabled_at',
      eb
        .or([
          eb.exists(
            eb.selectFrom('admin_passkeys').select('id').whereRef('admin_passkeys.user_id', '=', 'admin_users.id'),
          ),
          eb.exists(
            eb
              .selectFrom('admin_totp')
              .select('user_id')
              .whereRef('admin_totp.user_id', '=', 'admin_users.id')
              .where('admin_totp.confirmed_at', 'is not', null),
          ),
        ])
        .as('has_second_factor'),
    ])
    .where('admin_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      userId: Number(row.user_id),
      username: row.username,
      publicId: row.public_id,
      createdAt: toDate(row.created_at),
      lastSeenAt: toDate(row.last_seen_at),
      mfaAt: row.mfa_at === null ? null : toDate(row.mfa_at),
      proofAt: row.proof_at === null ? null : toDate(row.proof_at),
      mustChangePassword: Number(row.must_change_password) === 1,
      role: row.role,
      disabled: row.disabled_at !== null,
      hasSecondFactor: Boolean(Number(row.has_second_factor)) || row.has_second_factor === true,
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

export async function markSessionMfa(db: DbOrTrx, tokenHash: string, now: Date) {
  await db
    .updateTable('admin_sessions')
    .set({ mfa_at: iso(now), proof_at: iso(now), last_seen_at: iso(now) })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSession(db: DbOrTrx, tokenHash: string) {
  await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: DbOrTrx, userId: number) {
  await db.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
}

export async function deleteOtherSessions(db: DbOrTrx, userId: number, keepTokenHash: string) {
  const result = await db
    .deleteFrom('admin_sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSessionByPublicId(db: DbOrTrx, userId: number, publicId: string) {
  const result = await db
    .deleteFrom('admin_sessions')
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSessionsOf(db: DbOrTrx, userId: number) {
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['token_hash', 'public_id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'mfa_at'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    tokenHash: row.token_hash,
    publicId: row.public_id,
    createdAt: toDate(row.created_at).toISOString(),
    lastSeenAt: toDate(row.last_seen_at).toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    complete: row.mfa_at !== null,
  }));
}

export async function deleteExpiredSessions(db: DbOrTrx, idleBefore: Date, createdBefore: Date, halfDoneBefore: Date) {
  await db
    .deleteFrom('admin_sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '<', iso(idleBefore)),
        eb('created_at', '<', iso(createdBefore)),
        eb.and([eb('mfa_at', 'is', null), eb('created_at', '<', iso(halfDoneBefore))]),
      ]),
    )
    .execute();
}
