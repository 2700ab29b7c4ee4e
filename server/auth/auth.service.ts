import { createHash, randomBytes } from 'node:crypto';
import { authTexts, type CreateAdminInput, type LoginInput } from '#contracts/auth.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import {
  admitAttempt,
  clearAttempts,
  countAdmins,
  deleteExpiredSessions,
  deleteStaleAttempts,
  deleteSession,
  deleteSessionsOf,
  findAdminByUsername,
  findSession,
  insertAdmin,
  insertSession,
  listAdmins,
  markSetupDone,
  giveBackAttempts,
  setupDone,
  touchSession,
  updatePassword,
  usernameKey,
} from './auth.repository.ts';
import {
  hashPassword,
  isCommonPassword,
  owaspScrypt,
  randomPassword,
  type ScryptCost,
  verifyPassword,
} from './password.ts';

const second = 1000;
const minute = 60 * second;

export const sessionLimits = {
  idleMs: 30 * minute,
  absoluteMs: 8 * 60 * minute,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: minute,
} as const;

/**
 * Sign-in throttling, counted in the database so every instance sees it. An attempt is
 * counted when it starts, before any password work, and given back when it succeeds. Each
 * key allows `free` attempts within `windowMs`, then blocks for 1 s, 2 s, 4 s … up to `capMs`:
 * - one address guessing one account is slowed the most;
 * - one address guessing many accounts is slowed too;
 * - an account guessed from everywhere is slowed to one guess a minute, so a flood from
 *   other addresses keeps its real owner waiting a minute at most, never locked out.
 */
export const throttleRules = {
  windowMs: 15 * minute,
  pair: { free: 5, capMs: 15 * minute },
  ip: { free: 20, capMs: 15 * minute },
  account: { free: 50, capMs: minute },
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const isUniqueViolation = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint/.test(message ?? '')
  );
};

export type AuthServiceOptions = {
  db: Db;
  now?: () => Date;
  /** scrypt cost of new hashes; OWASP's by default (tests pass a cheaper one). */
  cost?: ScryptCost;
};

export type SignedInAdmin = { userId: number; username: string; tokenHash: string };
export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, now = () => new Date(), cost = owaspScrypt }: AuthServiceOptions) {
  // Unknown usernames are checked against this hash, so they cost the same scrypt work as
  // known ones. Made at once (in libuv's pool), so not even the first unknown name costs more.
  const dummyHash = hashPassword(randomPassword(), cost);
  dummyHash.catch(() => {});
  const dummy = () => dummyHash;

  async function checkNewPassword(username: string, password: string) {
    if (isCommonPassword(password))
      throw new HttpError(400, authTexts.commonPassword, { password: [authTexts.commonPassword] });
    if (usernameKey(password) === usernameKey(username)) {
      throw new HttpError(400, authTexts.passwordIsUsername, { password: [authTexts.passwordIsUsername] });
    }
  }

  async function addAdmin(input: CreateAdminInput) {
    await checkNewPassword(input.username, input.password);
    if (await findAdminByUsername(db, input.username)) {
      throw new HttpError(409, authTexts.usernameTaken, { username: [authTexts.usernameTaken] });
    }
    const passwordHash = await hashPassword(input.password, cost);
    try {
      await insertAdmin(db, { username: input.username, passwordHash, now: now() });
    } catch (error) {
      // Two creations of one name at once: the unique key decides.
      if (isUniqueViolation(error))
        throw new HttpError(409, authTexts.usernameTaken, { username: [authTexts.usernameTaken] });
      throw error;
    }
  }

  /**
   * Admits a sign-in attempt on every key, address first, or answers 429: one atomic
   * statement per key, so a burst is counted while in flight. A key that refuses gives the
   * attempt back to the keys before it, so the owner of an account under attack from
   * elsewhere is not blocked for the attacker's attempts.
   */
  async function admit(keys: { ip: string; pair: string; account: string }) {
    const at = now().getTime();
    const admitted: string[] = [];
    for (const rule of ['ip', 'pair', 'account'] as const) {
      const until = await admitAttempt(db, keys[rule], throttleRules[rule], at, throttleRules.windowMs);
      if (until === null) {
        admitted.push(keys[rule]);
        continue;
      }
      await giveBackAttempts(db, admitted);
      const seconds = Math.max(1, Math.ceil((until - at) / second));
      throw new HttpError(429, authTexts.tooManyAttempts(seconds), undefined, { 'retry-after': String(seconds) });
    }
  }

  return {
    /** POST /api/setup-admin: the first admin, once, with a random password returned once. */
    async setupAdmin() {
      // Refused before any hashing: a setup that has run costs a caller one indexed read.
      if ((await setupDone(db)) || (await countAdmins(db)) > 0) throw new HttpError(409, authTexts.adminExists);
      const username = 'admin';
      const password = randomPassword();
      const passwordHash = await hashPassword(password, cost);
      try {
        await db.transaction().execute(async (trx) => {
          if ((await countAdmins(trx)) > 0) throw new HttpError(409, authTexts.adminExists);
          await markSetupDone(trx, now());
          await insertAdmin(trx, { username, passwordHash, now: now() });
        });
      } catch (error) {
        // A second setup, or one racing this one, meets the setup marker's primary key.
        if (isUniqueViolation(error)) throw new HttpError(409, authTexts.adminExists);
        throw error;
      }
      return { username, password };
    },

    /** POST /api/create-admin (by a signed-in admin) and the operator CLI. */
    createAdmin: addAdmin,

    async resetPassword(username: string, password: string) {
      const account = await findAdminByUsername(db, username);
      if (!account) throw new HttpError(404, `No admin user '${username}'`);
      await checkNewPassword(account.username, password);
      await updatePassword(db, account.id, await hashPassword(password, cost), now());
      // A new password ends every session of the old one.
      await deleteSessionsOf(db, account.id);
    },

    listAdmins: () => listAdmins(db),

    /** Checks the password with equal work for unknown users; answers one generic error for both. */
    async login(input: LoginInput, ip: string) {
      const key = usernameKey(input.username);
      const keys = { pair: `pair:${key}|${ip}`, ip: `ip:${ip}`, account: `user:${key}` };
      await admit(keys);
      const account = await findAdminByUsername(db, input.username);
      const ok = await verifyPassword(input.password, account?.passwordHash ?? (await dummy()));
      if (!account || !ok) throw new HttpError(401, authTexts.invalidLogin);
      await clearAttempts(db, [keys.pair, keys.account]);
      await giveBackAttempts(db, [keys.ip]);
      // A new random token at every sign-in: a token planted before it is worth nothing.
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await insertSession(db, hashToken(token), account.id, at);
      await deleteExpiredSessions(
        db,
        new Date(at.getTime() - sessionLimits.idleMs),
        new Date(at.getTime() - sessionLimits.absoluteMs),
      );
      await deleteStaleAttempts(db, at.getTime() - throttleRules.windowMs);
      return { token, username: account.username };
    },

    /** The admin a session token belongs to, or null when it is unknown or expired (and then deleted). */
    async session(token: string | undefined): Promise<SignedInAdmin | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const session = await findSession(db, tokenHash);
      if (!session) return null;
      const at = now().getTime();
      const idle = at - session.lastSeenAt.getTime() > sessionLimits.idleMs;
      const old = at - session.createdAt.getTime() > sessionLimits.absoluteMs;
      if (idle || old) {
        await deleteSession(db, tokenHash);
        return null;
      }
      if (at - session.lastSeenAt.getTime() > sessionLimits.touchEveryMs) await touchSession(db, tokenHash, now());
      return { userId: session.userId, username: session.username, tokenHash };
    },

    async logout(token: string | undefined) {
      if (token) await deleteSession(db, hashToken(token));
    },
  };
}
