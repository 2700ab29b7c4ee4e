import { type InvitationInput, type PeopleResponse, peopleTexts } from '#contracts/people.ts';
import {
  type AuthService,
  deleteSecondFactors,
  deleteSessionsOf,
  findAdminByUsername,
  type SignedInAdmin,
} from '../auth/index.ts';
import type { Db, DbOrTrx } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import { anotherEnabledAdmin, deleteAdmin, listPeople, setDisabled } from './people.repository.ts';

export type PeopleService = ReturnType<typeof createPeopleService>;

/** What one admin may do to another's account: never to one's own, and never leaving no enabled admin. */
export function createPeopleService({
  db,
  auth,
  now = () => new Date(),
}: {
  db: Db;
  auth: AuthService;
  now?: () => Date;
}) {
  async function other(viewer: SignedInAdmin, username: string) {
    const account = await findAdminByUsername(db, username);
    if (!account) throw new HttpError(404, peopleTexts.noSuchPerson);
    if (account.id === viewer.userId) throw new HttpError(409, peopleTexts.notYourself);
    return account;
  }

  /** Runs `change` unless it would leave no enabled admin (checked and done in one transaction). */
  async function keepingAnAdmin(userId: number, change: (trx: DbOrTrx) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      if (!(await anotherEnabledAdmin(trx, userId))) throw new HttpError(409, peopleTexts.lastAdmin);
      await change(trx);
    });
  }

  return {
    async list(viewer: SignedInAdmin): Promise<PeopleResponse> {
      const [people, invitations] = await Promise.all([
        listPeople(db, viewer.userId),
        auth.accounts.invitations.list(),
      ]);
      return { success: true, people, invitations };
    },

    invite: (input: InvitationInput, viewer: SignedInAdmin) => auth.accounts.invitations.invite(input, viewer.username),

    revokeInvitation: (id: string) => auth.accounts.invitations.revoke(id),

    async disable(viewer: SignedInAdmin, username: string) {
      const account = await other(viewer, username);
      if (account.disabled) return account.username;
      await keepingAnAdmin(account.id, async (trx) => {
        await setDisabled(trx, account.id, now());
        await deleteSessionsOf(trx, account.id);
      });
      return account.username;
    },

    async enable(viewer: SignedInAdmin, username: string) {
      const account = await other(viewer, username);
      await setDisabled(db, account.id, null);
      return account.username;
    },

    async remove(viewer: SignedInAdmin, username: string) {
      const account = await other(viewer, username);
      await keepingAnAdmin(account.id, (trx) => deleteAdmin(trx, account.id));
      return account.username;
    },

    async endSessions(viewer: SignedInAdmin, username: string) {
      const account = await other(viewer, username);
      await deleteSessionsOf(db, account.id);
      return account.username;
    },

    async resetFactors(viewer: SignedInAdmin, username: string) {
      const account = await other(viewer, username);
      await db.transaction().execute(async (trx) => {
        await deleteSecondFactors(trx, account.id);
        await deleteSessionsOf(trx, account.id);
      });
      return account.username;
    },
  };
}
