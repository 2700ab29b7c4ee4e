import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db/connect.ts';

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

/** The admin of this session showed a credential now (a sign-in step, a re-authentication). */
export async function markSessionProof(db: DbOrTrx, tokenHash: string, now: Date) {
  await db
    .updateTable('admin_sessions')
    .set({ proof_at: iso(now), last_seen_at: iso(now) })
    .where('token_hash', '=', tokenHash)
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
  /** A confirmed TOTP or at least one passkey. */
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

/** Ends every session of an admin but the one named (their own, current one). */
export async function deleteOtherSessions(db: DbOrTrx, userId: number, keepTokenHash: string) {
  const result = await db
    .deleteFrom('admin_sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session of this admin by its public id; false when it is not theirs or gone. */
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

/** Sessions past their idle or absolute expiry; run now and then so the table stays small. */
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

export async function setMustChangePassword(db: DbOrTrx, userId: number, value: boolean) {
  await db
    .updateTable('admin_users')
    .set({ must_change_password: value ? 1 : 0 })
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

// Passkeys

export type StoredPasskey = {
  id: string;
  userId: number;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
};

const toPasskey = (row: {
  id: string;
  user_id: number;
  name: string;
  public_key: string;
  counter: number | string;
  transports: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
}): StoredPasskey => ({
  id: row.id,
  userId: Number(row.user_id),
  name: row.name,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  createdAt: toDate(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : toDate(row.last_used_at).toISOString(),
});

export async function listPasskeys(db: DbOrTrx, userId: number) {
  const rows = await db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map(toPasskey);
}

export async function findPasskey(db: DbOrTrx, id: string) {
  const row = await db.selectFrom('admin_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPasskey(row);
}

export async function insertPasskey(
  db: DbOrTrx,
  passkey: {
    id: string;
    userId: number;
    name: string;
    publicKey: string;
    counter: number;
    transports: string[];
    now: Date;
  },
) {
  await db
    .insertInto('admin_passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      name: passkey.name,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      created_at: iso(passkey.now),
    })
    .execute();
}

export async function usePasskey(db: DbOrTrx, id: string, counter: number, now: Date) {
  await db
    .updateTable('admin_passkeys')
    .set({ counter, last_used_at: iso(now) })
    .where('id', '=', id)
    .execute();
}

export async function renamePasskey(db: DbOrTrx, userId: number, id: string, name: string) {
  const result = await db
    .updateTable('admin_passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePasskey(db: DbOrTrx, userId: number, id: string) {
  const result = await db
    .deleteFrom('admin_passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// TOTP

export async function findTotp(db: DbOrTrx, userId: number) {
  const row = await db.selectFrom('admin_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return (
    row && {
      secret: row.secret,
      confirmed: row.confirmed_at !== null,
      lastStep: Number(row.last_step),
    }
  );
}

/** A new, unconfirmed secret (replacing an unconfirmed one; a confirmed one stays until removed). */
export async function putPendingTotp(db: DbOrTrx, userId: number, secret: string, now: Date) {
  await db.deleteFrom('admin_totp').where('user_id', '=', userId).where('confirmed_at', 'is', null).execute();
  await db
    .insertInto('admin_totp')
    .values({ user_id: userId, secret, confirmed_at: null, last_step: 0, created_at: iso(now) })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Takes the code of `step` in one atomic update that fails when this step or a later one was taken before, so a code
 * (even one seen over a shoulder) works once.
 */
export async function takeTotpStep(db: DbOrTrx, userId: number, step: number, confirmAt: Date | null) {
  const result = await db
    .updateTable('admin_totp')
    .set(confirmAt ? { last_step: step, confirmed_at: iso(confirmAt) } : { last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTotp(db: DbOrTrx, userId: number) {
  const result = await db.deleteFrom('admin_totp').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// Recovery codes

export async function replaceRecoveryCodes(db: DbOrTrx, userId: number, hashes: string[], now: Date) {
  await db.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(hashes.map((hash) => ({ code_hash: hash, user_id: userId, created_at: iso(now) })))
    .execute();
}

/** The stored hashes of an admin's unused recovery codes (they carry the salt a code is hashed with). */
export async function recoveryCodeHashes(db: DbOrTrx, userId: number) {
  const rows = await db.selectFrom('admin_recovery_codes').select('code_hash').where('user_id', '=', userId).execute();
  return rows.map((row) => row.code_hash);
}

/** Takes one recovery code (deleting it): true when it was this admin's and unused. */
export async function takeRecoveryCode(db: DbOrTrx, userId: number, hash: string) {
  const result = await db
    .deleteFrom('admin_recovery_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countRecoveryCodes(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every second factor of an admin, gone (the operator's reset-mfa). */
export async function deleteSecondFactors(db: DbOrTrx, userId: number) {
  await db.deleteFrom('admin_passkeys').where('user_id', '=', userId).execute();
  await db.deleteFrom('admin_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
}

// WebAuthn challenges

export async function insertChallenge(
  db: DbOrTrx,
  challenge: { value: string; purpose: 'register' | 'authenticate'; userId: number | null; expiresMs: number },
) {
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge: challenge.value,
      purpose: challenge.purpose,
      user_id: challenge.userId,
      expires_ms: challenge.expiresMs,
    })
    .execute();
}

/** Takes a challenge once: deleted as it is read, so a replayed response finds nothing. */
export async function takeChallenge(db: DbOrTrx, value: string, purpose: 'register' | 'authenticate', nowMs: number) {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', value)
    .where('purpose', '=', purpose)
    .returning(['user_id', 'expires_ms'])
    .executeTakeFirst();
  if (!row || Number(row.expires_ms) < nowMs) return null;
  return { userId: row.user_id === null ? null : Number(row.user_id) };
}

export async function deleteExpiredChallenges(db: DbOrTrx, nowMs: number) {
  await db.deleteFrom('webauthn_challenges').where('expires_ms', '<', nowMs).execute();
}

export type ThrottleRule = { free: number; capMs: number };

/**
 * Admits or refuses one attempt under `key` in one atomic statement before any password work, so parallel attempts
 * count one by one. Null when admitted, else the epoch ms from which the key admits again (throttleRules has the
 * backoff).
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
