import { createHash, randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  accountTexts,
  authTexts,
  reauthTexts,
  recentProofMinutes,
  type AccountResponse,
  type ChangePasswordInput,
  type CreateAdminInput,
  type LoginInput,
  type SignInStage,
} from '#contracts/auth.ts';
import { peopleTexts } from '#contracts/people.ts';
import { site } from '#contracts/site.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import { createInvitations, openInvitationFor } from './invitations.ts';
import {
  admitAttempt,
  clearAttempts,
  countAdmins,
  countRecoveryCodes,
  deleteExpiredChallenges,
  deleteExpiredSessions,
  deleteOtherSessions,
  deletePasskey,
  deleteSecondFactors,
  deleteSession,
  deleteSessionByPublicId,
  deleteSessionsOf,
  deleteStaleAttempts,
  deleteTotp,
  findAdminById,
  findAdminByUsername,
  findPasskey,
  findSession,
  findTotp,
  giveBackAttempts,
  insertAdmin,
  insertChallenge,
  insertPasskey,
  insertSession,
  listAdmins,
  listPasskeys,
  listSessionsOf,
  markSessionMfa,
  markSessionProof,
  markSetupDone,
  putPendingTotp,
  recordSignIn,
  recoveryCodeHashes,
  renamePasskey,
  replaceRecoveryCodes,
  rotateSessionToken,
  setupDone,
  setWebauthnUserId,
  takeChallenge,
  takeRecoveryCode,
  takeTotpStep,
  touchSession,
  updatePassword,
  usePasskey,
  usernameKey,
  type StoredSession,
  adminEmail,
  setAdminEmail,
} from './auth.repository.ts';
import {
  hashPassword,
  hashWithSalt,
  owaspScrypt,
  parseHash,
  randomPassword,
  type ScryptCost,
  verifyPassword,
} from './password.ts';
import {
  describeBrowser,
  newRecoveryCodes,
  newTotpSecret,
  randomId,
  recoveryCodeDigest,
  totpStep,
  totpUri,
} from './second-factor.ts';

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

/**
 * Sign-in throttling, counted in the database so every instance sees it, and before any password work: each key allows
 * `free` attempts per `windowMs`, then blocks 1 s, 2 s, 4 s … up to `capMs`, and a success gives its attempt back. An
 * account guessed from everywhere slows to a guess a minute but never locks its owner out, and `code` counts
 * second-factor codes per account, so a million TOTP codes cannot be walked five at a time.
 */
export const throttleRules = {
  windowMs: 15 * minute,
  pair: { free: 5, capMs: 15 * minute },
  ip: { free: 20, capMs: 15 * minute },
  account: { free: 50, capMs: minute },
  code: { free: 5, capMs: 15 * minute },
} as const;

/** How long a WebAuthn challenge may be answered. */
const challengeTtlMs = 5 * minute;

// Loaded on first use: WebAuthn's ASN.1 and COSE code and zxcvbn's dictionaries cost a server start about 1.5 s, and
// only passkey and new-password requests need them.
const webauthn = () => import('@simplewebauthn/server');
const strength = () => import('#contracts/password-strength.ts');

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

/** Where a session stands: the first step it has not passed. */
export function stageOf(session: Pick<StoredSession, 'hasSecondFactor' | 'mfaAt' | 'mustChangePassword'>): SignInStage {
  if (session.hasSecondFactor && session.mfaAt === null) return 'verify-mfa';
  if (session.mustChangePassword) return 'change-password';
  if (!session.hasSecondFactor) return 'enroll-mfa';
  return 'signed-in';
}

export type AuthServiceOptions = {
  db: Db;
  now?: () => Date;
  /** scrypt cost of new hashes; OWASP's by default (tests pass a cheaper one). */
  cost?: ScryptCost;
};

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

/** A refused sign-in whose audit entry says more than the answer does (the answer must not tell why). */
export class QuietRefusal extends HttpError {
  readonly auditDetail: string;
  constructor(status: number, message: string, auditDetail: string) {
    super(status, message);
    this.auditDetail = auditDetail;
  }
}
export type AuthService = ReturnType<typeof createAuthService>;

/** The client of a request: its address and browser, for the session list. */
export type ClientInfo = { ip: string; userAgent: string };
/** Where WebAuthn is used: this page's origin and its host name as the relying party id. */
export type WebauthnOrigin = { origin: string; rpId: string };

export function createAuthService({ db, now = () => new Date(), cost = owaspScrypt }: AuthServiceOptions) {
  // Unknown usernames are checked against this hash, so they cost the same scrypt work as known ones; made at once, so
  // not even the first costs more.
  const dummyHash = hashPassword(randomPassword(), cost);
  dummyHash.catch(() => {});
  const dummy = () => dummyHash;

  async function checkNewPassword(username: string, password: string) {
    if (usernameKey(password) === usernameKey(username)) {
      throw new HttpError(400, authTexts.passwordIsUsername, { password: [authTexts.passwordIsUsername] });
    }
    const estimate = (await strength()).passwordStrength(password, [username]);
    if (!estimate.ok) {
      const message = estimate.common ? authTexts.commonPassword : accountTexts.weakPassword;
      throw new HttpError(400, message, { password: [message] });
    }
  }

  async function addAdmin(input: CreateAdminInput, options: { mustChangePassword: boolean }) {
    await checkNewPassword(input.username, input.password);
    if (await findAdminByUsername(db, input.username)) {
      throw new HttpError(409, authTexts.usernameTaken, { username: [authTexts.usernameTaken] });
    }
    if (await openInvitationFor(db, input.username, now())) {
      throw new HttpError(409, peopleTexts.invitationExists, { username: [peopleTexts.invitationExists] });
    }
    const passwordHash = await hashPassword(input.password, cost);
    try {
      await insertAdmin(db, { username: input.username, passwordHash, now: now(), ...options });
    } catch (error) {
      // Two creations of one name at once: the unique key decides.
      if (isUniqueViolation(error))
        throw new HttpError(409, authTexts.usernameTaken, { username: [authTexts.usernameTaken] });
      throw error;
    }
  }

  /**
   * Admits an attempt on every key in order, one atomic statement each so a burst is counted in flight, or answers 429.
   * A refusing key gives the attempt back to the keys before it, so an owner is not blocked for an attacker's attempts.
   */
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

  async function newSession(userId: number, client: ClientInfo, mfaPassed: boolean) {
    // A new random token at every sign-in: a token planted before it is worth nothing.
    const token = randomBytes(32).toString('base64url');
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
    return token;
  }

  /**
   * After a step of a sign-in or a re-authentication: the credential is noted, and the session gets a new token, so one
   * read before the step (ASVS 7.2.4) is worth nothing after it. Answers the new token and the stage now.
   */
  async function stepPassed(admin: SignedInAdmin) {
    const at = now();
    await markSessionProof(db, admin.tokenHash, at);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    if (!(await rotateSessionToken(db, admin.tokenHash, tokenHash))) throw new HttpError(401, authTexts.notSignedIn);
    const stage = await stageAfterStep(tokenHash);
    if (stage === 'signed-in' && admin.stage !== 'signed-in') await recordSignIn(db, admin.userId, at);
    return { token, stage };
  }

  /** The stage a session is at once a step is done (read again: the step may have changed it). */
  async function stageAfterStep(tokenHash: string) {
    const session = await findSession(db, tokenHash);
    return session ? stageOf(session) : 'signed-out';
  }

  /** Ten new recovery codes for an admin, replacing any earlier ones; returned once. One salt for the set. */
  async function issueRecoveryCodes(userId: number) {
    const codes = newRecoveryCodes();
    const salt = randomBytes(16);
    const hashes: string[] = [];
    for (const code of codes) hashes.push(await hashWithSalt(recoveryCodeDigest(code), salt, cost));
    await replaceRecoveryCodes(db, userId, hashes, now());
    return codes;
  }

  /** Takes one of an admin's recovery codes: one scrypt per salt in their set (one, unless codes from two sets mix). */
  async function takeRecoveryCodeOf(userId: number, code: string) {
    const salts = new Map<string, NonNullable<ReturnType<typeof parseHash>>>();
    for (const stored of await recoveryCodeHashes(db, userId)) {
      const parsed = parseHash(stored);
      if (parsed) salts.set(stored.split('$').slice(0, 5).join('$'), parsed);
    }
    for (const { salt, cost: used } of salts.values()) {
      if (await takeRecoveryCode(db, userId, await hashWithSalt(recoveryCodeDigest(code), salt, used))) return true;
    }
    return false;
  }

  /** After a factor is added: the first one also brings recovery codes, and completes the sign-in. */
  async function afterEnrolment(admin: SignedInAdmin) {
    const first = admin.stage === 'enroll-mfa';
    if (first) await markSessionMfa(db, admin.tokenHash, now());
    const recoveryCodes =
      first || (await countRecoveryCodes(db, admin.userId)) === 0 ? await issueRecoveryCodes(admin.userId) : null;
    if (first) return { recoveryCodes, ...(await stepPassed(admin)) };
    return { recoveryCodes, token: null, stage: await stageAfterStep(admin.tokenHash) };
  }

  async function requireUser(userId: number) {
    const user = await findAdminById(db, userId);
    if (!user) throw new HttpError(401, authTexts.notSignedIn);
    return user;
  }

  /** Refuses removing the last second factor: every admin keeps one. */
  async function otherFactorsThan(userId: number, removing: { passkey?: string; totp?: boolean }) {
    const passkeys = (await listPasskeys(db, userId)).filter((passkey) => passkey.id !== removing.passkey);
    const totp = removing.totp ? undefined : await findTotp(db, userId);
    if (passkeys.length === 0 && !totp?.confirmed) throw new HttpError(409, accountTexts.lastFactor);
  }

  /** A passkey's answer to a challenge this server issued (taken once), and its admin; 401 otherwise. */
  async function verifyPasskeyAssertion(response: AuthenticationResponseJSON, where: WebauthnOrigin) {
    const passkey = typeof response.id === 'string' ? await findPasskey(db, response.id) : undefined;
    const { verifyAuthenticationResponse } = await webauthn();
    const verification = passkey
      ? await verifyAuthenticationResponse({
          response,
          expectedChallenge: async (challenge) =>
            (await takeChallenge(db, challenge, 'authenticate', now().getTime())) !== null,
          expectedOrigin: where.origin,
          expectedRPID: where.rpId,
          credential: {
            id: passkey.id,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
            transports: passkey.transports as never,
          },
          requireUserVerification: true,
        }).catch(() => null)
      : null;
    const user = passkey && verification?.verified ? await findAdminById(db, passkey.userId) : undefined;
    if (!passkey || !verification?.verified || !user) throw new HttpError(401, accountTexts.passkeyFailed);
    // The user handle, when the authenticator sends one, must be this admin's.
    const handle = response.response.userHandle;
    if (handle && user.webauthnUserId && handle !== user.webauthnUserId) {
      throw new HttpError(401, accountTexts.passkeyFailed);
    }
    await usePasskey(db, passkey.id, verification.authenticationInfo.newCounter, now());
    return { passkey, user };
  }

  async function openSession(userId: number, client: ClientInfo) {
    const token = await newSession(userId, client, false);
    return { token, stage: await stageAfterStep(hashToken(token)) };
  }

  return {
    stageOf,

    /** Invitations: a new admin chooses their own password through a one-time link. */
    invitations: createInvitations({
      db,
      now,
      checkNewPassword,
      hashNewPassword: (password) => hashPassword(password, cost),
      openSession,
    }),

    /** POST /api/setup-admin: the first admin, once, with a random password returned once (and changed at first sign-in). */
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
          await insertAdmin(trx, { username, passwordHash, now: now(), mustChangePassword: true });
        });
      } catch (error) {
        // A second setup, or one racing this one, meets the setup marker's primary key.
        if (isUniqueViolation(error)) throw new HttpError(409, authTexts.adminExists);
        throw error;
      }
      return { username, password };
    },

    /** POST /api/create-admin (by a signed-in admin: the new admin changes the password at first sign-in). */
    createAdmin: (input: CreateAdminInput) => addAdmin(input, { mustChangePassword: true }),

    /** The operator CLI's create: the operator sets their own password. */
    createAdminFromShell: (input: CreateAdminInput) => addAdmin(input, { mustChangePassword: false }),

    async resetPassword(username: string, password: string) {
      const account = await findAdminByUsername(db, username);
      if (!account) throw new HttpError(404, `No admin user '${username}'`);
      await checkNewPassword(account.username, password);
      await updatePassword(db, account.id, await hashPassword(password, cost), now());
      // A new password ends every session of the old one.
      await deleteSessionsOf(db, account.id);
    },

    /** The operator CLI's reset-mfa: every second factor gone; the admin enrols anew at the next sign-in. */
    async resetMfa(username: string) {
      const account = await findAdminByUsername(db, username);
      if (!account) throw new HttpError(404, `No admin user '${username}'`);
      await deleteSecondFactors(db, account.id);
      await deleteSessionsOf(db, account.id);
      return account.username;
    },

    listAdmins: () => listAdmins(db),

    /**
     * The password step, with equal work and one generic error for unknown users. A right password opens a session that
     * still has to pass the next steps.
     */
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
      const ok = await verifyPassword(input.password, account?.passwordHash ?? (await dummy()));
      if (!account || !ok) throw new HttpError(401, authTexts.invalidLogin);
      await clearAttempts(db, [keys.pair, keys.account]);
      await giveBackAttempts(db, [keys.ip]);
      // The right password of a disabled account opens nothing, and the answer does not say the password was right.
      if (account.disabled) throw new QuietRefusal(401, authTexts.invalidLogin, 'account disabled');
      const token = await newSession(account.id, client, false);
      return { token, username: account.username, stage: await stageAfterStep(hashToken(token)) };
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

    /** Whether this session's admin showed a credential within the last few minutes. */
    hasRecentProof(admin: SignedInAdmin) {
      return admin.proofAt !== null && now().getTime() - admin.proofAt.getTime() <= sessionLimits.proofMs;
    },

    /**
     * Re-authentication: the password again (throttled per account like a code, before any hashing), or a passkey of
     * this admin. Answers the session's new token.
     */
    async reauthenticate(
      admin: SignedInAdmin,
      input: { password: string } | { response: AuthenticationResponseJSON },
      where: WebauthnOrigin,
    ) {
      if ('password' in input) {
        const key = `reauth:${admin.userId}`;
        await admit([[key, 'code']]);
        const user = await requireUser(admin.userId);
        if (!(await verifyPassword(input.password, user.passwordHash))) {
          throw new HttpError(401, reauthTexts.wrongPassword, { password: [reauthTexts.wrongPassword] });
        }
        await clearAttempts(db, [key]);
      } else {
        const { user } = await verifyPasskeyAssertion(input.response, where);
        if (user.id !== admin.userId) throw new HttpError(401, accountTexts.passkeyFailed);
      }
      return stepPassed(admin);
    },

    /** The second factors an admin has (for the step pages). */
    async factors(userId: number) {
      const [passkeys, totp, recoveryCodes] = await Promise.all([
        listPasskeys(db, userId),
        findTotp(db, userId),
        countRecoveryCodes(db, userId),
      ]);
      return { passkeys: passkeys.length, totp: Boolean(totp?.confirmed), recoveryCodes };
    },

    /** The second step with a code from the authenticator app: each code works once. */
    async verifyTotp(admin: SignedInAdmin, code: string) {
      await admit([[`code:${admin.userId}`, 'code']]);
      const totp = await findTotp(db, admin.userId);
      const step = totp?.confirmed ? totpStep(totp.secret, code, now()) : null;
      if (step === null || !(await takeTotpStep(db, admin.userId, step, null))) {
        throw new HttpError(401, accountTexts.wrongCode, { code: [accountTexts.wrongCode] });
      }
      await clearAttempts(db, [`code:${admin.userId}`]);
      await markSessionMfa(db, admin.tokenHash, now());
      return stepPassed(admin);
    },

    /** The second step with a recovery code, which is used up. */
    async verifyRecoveryCode(admin: SignedInAdmin, code: string) {
      await admit([[`code:${admin.userId}`, 'code']]);
      if (!(await takeRecoveryCodeOf(admin.userId, code))) {
        throw new HttpError(401, accountTexts.wrongRecoveryCode, { code: [accountTexts.wrongRecoveryCode] });
      }
      await clearAttempts(db, [`code:${admin.userId}`]);
      await markSessionMfa(db, admin.tokenHash, now());
      return { ...(await stepPassed(admin)), remaining: await countRecoveryCodes(db, admin.userId) };
    },

    /**
     * A new password, the current one required so a stolen session alone cannot change it; every other session of this
     * admin ends.
     */
    async changePassword(admin: SignedInAdmin, input: ChangePasswordInput) {
      const user = await requireUser(admin.userId);
      await admit([[`pwchange:${admin.userId}`, 'code']]);
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw new HttpError(400, accountTexts.wrongPassword, { currentPassword: [accountTexts.wrongPassword] });
      }
      await clearAttempts(db, [`pwchange:${admin.userId}`]);
      if (input.currentPassword === input.newPassword) {
        throw new HttpError(400, accountTexts.samePassword, { newPassword: [accountTexts.samePassword] });
      }
      try {
        await checkNewPassword(user.username, input.newPassword);
      } catch (error) {
        if (error instanceof HttpError) throw new HttpError(400, error.message, { newPassword: [error.message] });
        throw error;
      }
      await updatePassword(db, user.id, await hashPassword(input.newPassword, cost), now());
      const ended = await deleteOtherSessions(db, user.id, admin.tokenHash);
      // The current password was just shown: a proof, and a new token.
      return { ...(await stepPassed(admin)), endedSessions: ended };
    },

    /** A new TOTP secret to scan (replacing an unconfirmed one); confirmed by its first code. */
    async startTotp(admin: SignedInAdmin) {
      const existing = await findTotp(db, admin.userId);
      if (existing?.confirmed)
        throw new HttpError(409, 'An authenticator app is already set up. Remove it first to set up another.');
      const secret = newTotpSecret();
      await putPendingTotp(db, admin.userId, secret, now());
      return { secret, uri: totpUri(secret, admin.username) };
    },

    async confirmTotp(admin: SignedInAdmin, code: string) {
      await admit([[`code:${admin.userId}`, 'code']]);
      const totp = await findTotp(db, admin.userId);
      if (!totp) throw new HttpError(409, 'Start setting up the authenticator app first');
      if (totp.confirmed) throw new HttpError(409, 'The authenticator app is already set up');
      const step = totpStep(totp.secret, code, now());
      if (step === null || !(await takeTotpStep(db, admin.userId, step, now()))) {
        throw new HttpError(400, accountTexts.wrongCode, { code: [accountTexts.wrongCode] });
      }
      await clearAttempts(db, [`code:${admin.userId}`]);
      return afterEnrolment(admin);
    },

    async removeTotp(admin: SignedInAdmin) {
      const totp = await findTotp(db, admin.userId);
      if (!totp) throw new HttpError(404, 'No authenticator app is set up');
      if (totp.confirmed) await otherFactorsThan(admin.userId, { totp: true });
      await deleteTotp(db, admin.userId);
    },

    async passkeyRegistrationOptions(admin: SignedInAdmin, where: WebauthnOrigin) {
      const user = await requireUser(admin.userId);
      let handle = user.webauthnUserId;
      if (!handle) {
        await setWebauthnUserId(db, user.id, randomId(32));
        handle = (await requireUser(admin.userId)).webauthnUserId!;
      }
      const existing = await listPasskeys(db, admin.userId);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: `${site.name} admin`,
        rpID: where.rpId,
        userName: user.username,
        userID: Buffer.from(handle, 'base64url'),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
        // A passkey that can sign in on its own: resident, and it verifies its user (PIN, biometrics).
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const at = now().getTime();
      await deleteExpiredChallenges(db, at);
      await insertChallenge(db, {
        value: options.challenge,
        purpose: 'register',
        userId: admin.userId,
        expiresMs: at + challengeTtlMs,
      });
      return options;
    },

    async registerPasskey(
      admin: SignedInAdmin,
      name: string,
      response: RegistrationResponseJSON,
      where: WebauthnOrigin,
    ) {
      let challengeOwner: number | null | undefined;
      const { verifyRegistrationResponse } = await webauthn();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: async (challenge) => {
          challengeOwner = (await takeChallenge(db, challenge, 'register', now().getTime()))?.userId;
          return challengeOwner === admin.userId;
        },
        expectedOrigin: where.origin,
        expectedRPID: where.rpId,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw new HttpError(400, accountTexts.passkeyFailed);
      const { credential } = verification.registrationInfo;
      try {
        await insertPasskey(db, {
          id: credential.id,
          userId: admin.userId,
          name,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          now: now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'This passkey is already registered');
        throw error;
      }
      return afterEnrolment(admin);
    },

    /** Options for signing in with a passkey: any passkey of this site (discoverable), no username needed. */
    async passkeyAuthenticationOptions(where: WebauthnOrigin) {
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({ rpID: where.rpId, userVerification: 'required' });
      const at = now().getTime();
      await deleteExpiredChallenges(db, at);
      await insertChallenge(db, {
        value: options.challenge,
        purpose: 'authenticate',
        userId: null,
        expiresMs: at + challengeTtlMs,
      });
      return options;
    },

    /**
     * A passkey sign-in, both factors at once (something held, verified by PIN or biometrics): completes a half-done
     * sign-in of the same admin, else starts a new session.
     */
    async authenticatePasskey(
      response: AuthenticationResponseJSON,
      where: WebauthnOrigin,
      client: ClientInfo,
      current: SignedInAdmin | null,
    ) {
      const { user } = await verifyPasskeyAssertion(response, where);
      if (user.disabled) throw new QuietRefusal(401, accountTexts.passkeyFailed, 'account disabled');
      if (current && current.userId === user.id && current.stage === 'verify-mfa') {
        await markSessionMfa(db, current.tokenHash, now());
        return { username: user.username, ...(await stepPassed(current)) };
      }
      const token = await newSession(user.id, client, true);
      return { token, username: user.username, stage: await stageAfterStep(hashToken(token)) };
    },

    async account(admin: SignedInAdmin): Promise<AccountResponse> {
      const [email, passkeys, totp, recoveryCodes, sessions] = await Promise.all([
        adminEmail(db, admin.userId),
        listPasskeys(db, admin.userId),
        findTotp(db, admin.userId),
        countRecoveryCodes(db, admin.userId),
        listSessionsOf(db, admin.userId),
      ]);
      return {
        success: true,
        username: admin.username,
        email,
        passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
        totp: Boolean(totp?.confirmed),
        recoveryCodes,
        // Signed-in sessions: a sign-in still at its second step is not one (and ends by itself in 15 minutes).
        sessions: sessions
          .filter((session) => session.complete || session.tokenHash === admin.tokenHash)
          .map((session) => ({
            id: session.publicId,
            createdAt: session.createdAt,
            lastSeenAt: session.lastSeenAt,
            ip: session.ip,
            browser: describeBrowser(session.userAgent),
            current: session.tokenHash === admin.tokenHash,
          })),
      };
    },

    /** Sets (or, with null, removes) the address replies from the inbox carry as Reply-To. */
    async setEmail(admin: SignedInAdmin, email: string | null) {
      await setAdminEmail(db, admin.userId, email);
    },

    async renamePasskey(admin: SignedInAdmin, id: string, name: string) {
      if (!(await renamePasskey(db, admin.userId, id, name))) throw new HttpError(404, 'Passkey not found');
    },

    async removePasskey(admin: SignedInAdmin, id: string) {
      const passkey = await findPasskey(db, id);
      if (!passkey || passkey.userId !== admin.userId) throw new HttpError(404, 'Passkey not found');
      await otherFactorsThan(admin.userId, { passkey: id });
      await deletePasskey(db, admin.userId, id);
      return passkey.name;
    },

    regenerateRecoveryCodes: (admin: SignedInAdmin) => issueRecoveryCodes(admin.userId),

    async endSession(admin: SignedInAdmin, publicId: string) {
      if (publicId === admin.publicId) throw new HttpError(409, 'This is the session you are using: sign out instead');
      if (!(await deleteSessionByPublicId(db, admin.userId, publicId))) throw new HttpError(404, 'Session not found');
    },

    endOtherSessions: (admin: SignedInAdmin) => deleteOtherSessions(db, admin.userId, admin.tokenHash),

    async logout(token: string | undefined) {
      if (token) await deleteSession(db, hashToken(token));
    },
  };
}
