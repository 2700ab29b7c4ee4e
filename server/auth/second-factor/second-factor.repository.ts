import type { DbOrTrx } from '../../db/connect.ts';

const iso = (date: Date) => date.toISOString();
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

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

/** One atomic update that fails when this step or a later one was taken: a code (even one overseen) works once. */
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
