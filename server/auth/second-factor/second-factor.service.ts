import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { accountTexts } from '#contracts/auth.ts';
import { site } from '#contracts/site.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../http/http-error.ts';
import { findAdminById, isUniqueViolation, setWebauthnUserId } from '../admins.repository.ts';
import { QuietRefusal } from '../audited.ts';
import { hashWithSalt, owaspScrypt, parseHash, type ScryptCost } from '../password.ts';
import { clearAttempts } from '../session/attempts.repository.ts';
import { markSessionMfa } from '../session/session.repository.ts';
import type { ClientInfo, SessionService, SignedInAdmin } from '../session/session.service.ts';
import { randomId } from '../tokens.ts';
import { newRecoveryCodes, newTotpSecret, recoveryCodeDigest, totpStep, totpUri } from './one-time-codes.ts';
import {
  countRecoveryCodes,
  deleteExpiredChallenges,
  deletePasskey,
  deleteTotp,
  findPasskey,
  findTotp,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  putPendingTotp,
  recoveryCodeHashes,
  renamePasskey,
  replaceRecoveryCodes,
  takeChallenge,
  takeRecoveryCode,
  takeTotpStep,
  usePasskey,
} from './second-factor.repository.ts';

const challengeTtlMs = 5 * 60_000;

// Loaded on first use: it would cost every server start about 1.5 s (decision 0040).
const webauthn = () => import('@simplewebauthn/server');

/** Where WebAuthn is used: this page's origin and its host name as the relying party id. */
export type WebauthnOrigin = { origin: string; rpId: string };

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;

/** Second factors: the second step of a sign-in, a passkey as both steps, and adding, listing and removing factors. */
export function createSecondFactorService({
  db,
  sessions,
  now = () => new Date(),
  cost = owaspScrypt,
}: {
  db: Db;
  sessions: SessionService;
  now?: () => Date;
  cost?: ScryptCost;
}) {
  /** Ten new recovery codes, replacing any earlier ones; one salt for the set (decision 0040). */
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
    if (first) return { recoveryCodes, ...(await sessions.stepPassed(admin)) };
    return { recoveryCodes, token: null, stage: await sessions.stageAfterStep(admin.tokenHash) };
  }

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

  return {
    verifyPasskeyAssertion,

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
      await sessions.admit([[`code:${admin.userId}`, 'code']]);
      const totp = await findTotp(db, admin.userId);
      const step = totp?.confirmed ? totpStep(totp.secret, code, now()) : null;
      if (step === null || !(await takeTotpStep(db, admin.userId, step, null))) {
        throw new HttpError(401, accountTexts.wrongCode, { code: [accountTexts.wrongCode] });
      }
      await clearAttempts(db, [`code:${admin.userId}`]);
      await markSessionMfa(db, admin.tokenHash, now());
      return sessions.stepPassed(admin);
    },

    async verifyRecoveryCode(admin: SignedInAdmin, code: string) {
      await sessions.admit([[`code:${admin.userId}`, 'code']]);
      if (!(await takeRecoveryCodeOf(admin.userId, code))) {
        throw new HttpError(401, accountTexts.wrongRecoveryCode, { code: [accountTexts.wrongRecoveryCode] });
      }
      await clearAttempts(db, [`code:${admin.userId}`]);
      await markSessionMfa(db, admin.tokenHash, now());
      return { ...(await sessions.stepPassed(admin)), remaining: await countRecoveryCodes(db, admin.userId) };
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
      await sessions.admit([[`code:${admin.userId}`, 'code']]);
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
      const user = await sessions.requireUser(admin.userId);
      let handle = user.webauthnUserId;
      if (!handle) {
        await setWebauthnUserId(db, user.id, randomId(32));
        handle = (await sessions.requireUser(admin.userId)).webauthnUserId!;
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

    /** A passkey is both factors: completes a half-done sign-in of the same admin, else opens a session. */
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
        return { username: user.username, ...(await sessions.stepPassed(current)) };
      }
      return { ...(await sessions.open(user.id, client, { mfaPassed: true })), username: user.username };
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
  };
}
