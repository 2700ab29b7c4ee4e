import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  type AccountResponse,
  accountTexts,
  authTexts,
  type ChangePasswordInput,
  type CreateAdminInput,
  reauthTexts,
} from '#contracts/auth.ts';
import { peopleTexts } from '#contracts/people.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  adminEmail,
  countAdmins,
  findAdminByUsername,
  insertAdmin,
  isUniqueViolation,
  listAdmins,
  markSetupDone,
  setAdminEmail,
  setupDone,
  updatePassword,
  usernameKey,
} from '../admins.repository.ts';
import { hashPassword, owaspScrypt, randomPassword, type ScryptCost, verifyPassword } from '../password.ts';
import {
  countRecoveryCodes,
  deleteSecondFactors,
  findTotp,
  listPasskeys,
} from '../second-factor/second-factor.repository.ts';
import type { SecondFactorService, WebauthnOrigin } from '../second-factor/second-factor.service.ts';
import { clearAttempts } from '../session/attempts.repository.ts';
import { deleteOtherSessions, deleteSessionsOf } from '../session/session.repository.ts';
import type { SessionService, SignedInAdmin } from '../session/session.service.ts';
import { createInvitations, openInvitationFor } from './invitations.ts';

// Loaded on first use: zxcvbn's dictionaries would slow every start, and only new passwords need them (decision 0040).
const strength = () => import('#contracts/password-strength.ts');

export type AccountService = ReturnType<typeof createAccountService>;

/** Admin accounts: the first one, new ones, invitations, the password, re-authentication and one's own account page. */
export function createAccountService({
  db,
  sessions,
  secondFactors,
  now = () => new Date(),
  cost = owaspScrypt,
}: {
  db: Db;
  sessions: SessionService;
  secondFactors: SecondFactorService;
  now?: () => Date;
  cost?: ScryptCost;
}) {
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

  return {
    invitations: createInvitations({
      db,
      now,
      checkNewPassword,
      hashNewPassword: (password) => hashPassword(password, cost),
      openSession: (userId, client) => sessions.open(userId, client),
    }),

    /** The first admin, once, with a random password returned once and changed at first sign-in. */
    async setupAdmin() {
      // Refused before any hashing: a setup that has run costs one indexed read (decision 0031).
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

    /** The password again (throttled like a code, before hashing) or a passkey; answers the new token. */
    async reauthenticate(
      admin: SignedInAdmin,
      input: { password: string } | { response: AuthenticationResponseJSON },
      where: WebauthnOrigin,
    ) {
      if ('password' in input) {
        const key = `reauth:${admin.userId}`;
        await sessions.admit([[key, 'code']]);
        const user = await sessions.requireUser(admin.userId);
        if (!(await verifyPassword(input.password, user.passwordHash))) {
          throw new HttpError(401, reauthTexts.wrongPassword, { password: [reauthTexts.wrongPassword] });
        }
        await clearAttempts(db, [key]);
      } else {
        const { user } = await secondFactors.verifyPasskeyAssertion(input.response, where);
        if (user.id !== admin.userId) throw new HttpError(401, accountTexts.passkeyFailed);
      }
      return sessions.stepPassed(admin);
    },

    /** Needs the current password, so a stolen session alone cannot change it; ends every other session. */
    async changePassword(admin: SignedInAdmin, input: ChangePasswordInput) {
      const user = await sessions.requireUser(admin.userId);
      await sessions.admit([[`pwchange:${admin.userId}`, 'code']]);
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
      return { ...(await sessions.stepPassed(admin)), endedSessions: ended };
    },

    async account(admin: SignedInAdmin): Promise<AccountResponse> {
      const [email, passkeys, totp, recoveryCodes, signedIn] = await Promise.all([
        adminEmail(db, admin.userId),
        listPasskeys(db, admin.userId),
        findTotp(db, admin.userId),
        countRecoveryCodes(db, admin.userId),
        sessions.list(admin),
      ]);
      return {
        success: true,
        username: admin.username,
        email,
        passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
        totp: Boolean(totp?.confirmed),
        recoveryCodes,
        sessions: signedIn,
      };
    },

    async setEmail(admin: SignedInAdmin, email: string | null) {
      await setAdminEmail(db, admin.userId, email);
    },
  };
}
