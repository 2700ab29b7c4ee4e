import { authTexts, type LoginInput, recentProofMinutes, type SignInStage } from '#contracts/auth.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../http/http-error.ts';
import { findAdminById, findAdminByUsername, recordSignIn, usernameKey } from '../admins.repository.ts';
import { QuietRefusal } from '../audited.ts';
import { hashPassword, owaspScrypt, randomPassword, type ScryptCost, verifyPassword } from '../password.ts';
import { hashToken, newToken, randomId } from '../tokens.ts';
import { admitAttempt, clearAttempts, deleteStaleAttempts, giveBackAttempts } from './attempts.repository.ts';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  deleteSessionByPublicId,
  findSession,
  insertSession,
  listSessionsOf,
  markSessionProof,
  rotateSessionToken,
  type StoredSession,
  touchSession,
} from './session.repository.ts';

const second = 1000;
const minute = 60 * second;

export const sessionLimits = {
  idleMs: 30 * minute,
  absoluteMs: 8 * 60 * minute,
  /** A sign-in that has not passed every step within this time starts again. */
  halfDoneMs: 15 * minute,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: minute,
  /** How recent a credential must be for what could take the account over (re-authentication, decision 0040). */
  proofMs: recentProofMinutes * minute,
} as const;

/** Sign-in throttling, in the database and before any password work (decisions 0020, 0031, 0040 for `code`). */
export const throttleRules = {
  windowMs: 15 * minute,
  pair: { free: 5, capMs: 15 * minute },
  ip: { free: 20, capMs: 15 * minute },
  account: { free: 50, capMs: minute },
  code: { free: 5, capMs: 15 * minute },
} as const;

/** Where a session stands: the first step it has not passed. */
export function stageOf(session: Pick<StoredSession, 'hasSecondFactor' | 'mfaAt' | 'mustChangePassword'>): SignInStage {
  if (session.hasSecondFactor && session.mfaAt === null) return 'verify-mfa';
  if (session.mustChangePassword) return 'change-password';
  if (!session.hasSecondFactor) return 'enroll-mfa';
  return 'signed-in';
}

/** A session as the routes see it: whose, which, and how far its sign-in has come. */
export type SignedInAdmin = {
  userId: number;
  username: string;
  tokenHash: string;
  publicId: string;
  stage: SignInStage;
  role: string;
  /** When this session's admin last showed a credential (null: not since the column was added). */
  proofAt: Date | null;
};

export type ClientInfo = { ip: string; userAgent: string };

export type SessionService = ReturnType<typeof createSessionService>;

/** Sessions: the password step that opens one, the throttle before every credential, and a session's token and stage. */
export function createSessionService({
  db,
  now = () => new Date(),
  cost = owaspScrypt,
}: {
  db: Db;
  now?: () => Date;
  cost?: ScryptCost;
}) {
  // Unknown usernames cost the same scrypt as known ones (decision 0020); made now, so the first costs no more.
  const dummyHash = hashPassword(randomPassword(), cost);
  dummyHash.catch(() => {});

  /** Admits an attempt on every key in order, or answers 429 (decision 0031). */
  async function admit(keys: [string, keyof typeof throttleRules][]) {
    const at = now().getTime();
    const admitted: string[] = [];
    for (const [key, rule] of keys) {
      if (rule === 'windowMs') continue;
      const until = await admitAttempt(db, key, throttleRules[rule], at, throttleRules.windowMs);
      if (until === null) {
        admitted.push(key);
        continue;
      }
      await giveBackAttempts(db, admitted);
      const seconds = Math.max(1, Math.ceil((until - at) / second));
      throw new HttpError(429, authTexts.tooManyAttempts(seconds), undefined, { 'retry-after': String(seconds) });
    }
  }

  /** The stage a session is at once a step is done (read again: the step may have changed it). */
  async function stageAfterStep(tokenHash: string) {
    const session = await findSession(db, tokenHash);
    return session ? stageOf(session) : 'signed-out';
  }

  /** A new session (a new random token at every sign-in: one planted before it is worth nothing) and its stage. */
  async function open(userId: number, client: ClientInfo, { mfaPassed = false } = {}) {
    const token = newToken();
    const at = now();
    await insertSession(db, {
      tokenHash: hashToken(token),
      publicId: randomId(),
      userId,
      now: at,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 400),
      mfaAt: mfaPassed ? at : null,
    });
    await deleteExpiredSessions(
      db,
      new Date(at.getTime() - sessionLimits.idleMs),
      new Date(at.getTime() - sessionLimits.absoluteMs),
      new Date(at.getTime() - sessionLimits.halfDoneMs),
    );
    await deleteStaleAttempts(db, at.getTime() - throttleRules.windowMs);
    if (mfaPassed) await recordSignIn(db, userId, at);
    return { token, stage: await stageAfterStep(hashToken(token)) };
  }

  return {
    admit,
    open,

    /** After a sign-in step or re-authentication: notes the proof, rotates the token (ASVS 7.2.4, decision 0040). */
    async stepPassed(admin: SignedInAdmin) {
      const at = now();
      await markSessionProof(db, admin.tokenHash, at);
      const token = newToken();
      const tokenHash = hashToken(token);
      if (!(await rotateSessionToken(db, admin.tokenHash, tokenHash))) throw new HttpError(401, authTexts.notSignedIn);
      const stage = await stageAfterStep(tokenHash);
      if (stage === 'signed-in' && admin.stage !== 'signed-in') await recordSignIn(db, admin.userId, at);
      return { token, stage };
    },

    stageAfterStep,

    async requireUser(userId: number) {
      const user = await findAdminById(db, userId);
      if (!user) throw new HttpError(401, authTexts.notSignedIn);
      return user;
    },

    /** The password step: equal work and one generic error for unknown users (decision 0020). */
    async login(input: LoginInput, client: ClientInfo) {
      const key = usernameKey(input.username);
      const { ip } = client;
      const keys = { pair: `pair:${key}|${ip}`, ip: `ip:${ip}`, account: `user:${key}` };
      await admit([
        [keys.ip, 'ip'],
        [keys.pair, 'pair'],
        [keys.account, 'account'],
      ]);
      const account = await findAdminByUsername(db, input.username);
      const ok = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash));
      if (!account || !ok) throw new HttpError(401, authTexts.invalidLogin);
      await clearAttempts(db, [keys.pair, keys.account]);
      await giveBackAttempts(db, [keys.ip]);
      // The right password of a disabled account opens nothing, and the answer does not say the password was right.
      if (account.disabled) throw new QuietRefusal(401, authTexts.invalidLogin, 'account disabled');
      return { ...(await open(account.id, client)), username: account.username };
    },

    /** The session a token belongs to, or null when it is unknown or expired (and then deleted). */
    async session(token: string | undefined): Promise<SignedInAdmin | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const session = await findSession(db, tokenHash);
      if (!session) return null;
      const at = now().getTime();
      const stage = stageOf(session);
      const idle = at - session.lastSeenAt.getTime() > sessionLimits.idleMs;
      const old = at - session.createdAt.getTime() > sessionLimits.absoluteMs;
      const stale = stage !== 'signed-in' && at - session.createdAt.getTime() > sessionLimits.halfDoneMs;
      if (idle || old || stale || session.disabled) {
        await deleteSession(db, tokenHash);
        return null;
      }
      if (at - session.lastSeenAt.getTime() > sessionLimits.touchEveryMs) await touchSession(db, tokenHash, now());
      return {
        userId: session.userId,
        username: session.username,
        tokenHash,
        publicId: session.publicId,
        stage,
        role: session.role,
        proofAt: session.proofAt,
      };
    },

    hasRecentProof(admin: SignedInAdmin) {
      return admin.proofAt !== null && now().getTime() - admin.proofAt.getTime() <= sessionLimits.proofMs;
    },

    /** This admin's signed-in sessions; one still at its second step is not one (and ends by itself in 15 minutes). */
    async list(admin: SignedInAdmin) {
      const sessions = await listSessionsOf(db, admin.userId);
      return sessions
        .filter((session) => session.complete || session.tokenHash === admin.tokenHash)
        .map((session) => ({
          id: session.publicId,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          ip: session.ip,
          browser: describeBrowser(session.userAgent),
          current: session.tokenHash === admin.tokenHash,
        }));
    },

    async end(admin: SignedInAdmin, publicId: string) {
      if (publicId === admin.publicId) throw new HttpError(409, 'This is the session you are using: sign out instead');
      if (!(await deleteSessionByPublicId(db, admin.userId, publicId))) throw new HttpError(404, 'Session not found');
    },

    endOthers: (admin: SignedInAdmin) => deleteOtherSessions(db, admin.userId, admin.tokenHash),

    async logout(token: string | undefined) {
      if (token) await deleteSession(db, hashToken(token));
    },
  };
}

/** 'Chrome 142 on Linux' from a User-Agent, enough to tell one's own sessions apart. */
function describeBrowser(userAgent: string) {
  const browsers: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent));
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  const name = browser
    ? `${browser[1]} ${browser[0].exec(userAgent)?.[1] ?? ''}`.trim()
    : userAgent
      ? 'Other client'
      : 'Unknown client';
  return system ? `${name} on ${system}` : name;
}
