// One-time links for a new admin to choose their own password. Only the token's hash is stored; the link carries the
// token after '#', which browsers never send to a server.
import { type Invitation, type InvitationInput, invitationHours, peopleTexts, type Role } from '#contracts/people.ts';
import { authTexts, type SignInStage } from '#contracts/auth.ts';
import type { Db, DbOrTrx } from '../../db/connect.ts';
import { HttpError } from '../../http/http-error.ts';
import { findAdminByUsername, insertAdmin, isUniqueViolation, usernameKey } from '../admins.repository.ts';
import { hashToken, newToken, randomId } from '../tokens.ts';

const hour = 60 * 60 * 1000;
const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

type Row = {
  public_id: string;
  username: string;
  role: string;
  created_by: string;
  created_at: string | Date;
  expires_at: string | Date;
};
const toInvitation = (row: Row): Invitation => ({
  id: row.public_id,
  username: row.username,
  role: row.role as Role,
  createdBy: row.created_by,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
});
const columns = ['public_id', 'username', 'role', 'created_by', 'created_at', 'expires_at'] as const;

export async function deleteExpiredInvitations(db: DbOrTrx, now: Date) {
  await db.deleteFrom('admin_invitations').where('expires_at', '<=', now.toISOString()).execute();
}

/** An open invitation for this username (case and width folded), if any. */
export async function openInvitationFor(db: DbOrTrx, username: string, now: Date) {
  const row = await db
    .selectFrom('admin_invitations')
    .select(columns)
    .where('username_key', '=', usernameKey(username))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row && toInvitation(row);
}

export type InvitationsOptions = {
  db: Db;
  now: () => Date;
  checkNewPassword: (username: string, password: string) => Promise<void>;
  hashNewPassword: (password: string) => Promise<string>;
  openSession: (
    userId: number,
    client: { ip: string; userAgent: string },
  ) => Promise<{ token: string; stage: SignInStage }>;
};

export function createInvitations({ db, now, checkNewPassword, hashNewPassword, openSession }: InvitationsOptions) {
  async function open(token: string) {
    const row = await db
      .selectFrom('admin_invitations')
      .select(columns)
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', now().toISOString())
      .executeTakeFirst();
    if (!row) throw new HttpError(410, peopleTexts.invitationGone);
    return toInvitation(row);
  }

  return {
    /** A new invitation, its token returned once. */
    async invite(input: InvitationInput, createdBy: string) {
      const at = now();
      await deleteExpiredInvitations(db, at);
      if (await findAdminByUsername(db, input.username)) {
        throw new HttpError(409, authTexts.usernameTaken, { username: [authTexts.usernameTaken] });
      }
      const token = newToken();
      const row = {
        token_hash: hashToken(token),
        public_id: randomId(),
        username: input.username.trim(),
        username_key: usernameKey(input.username),
        role: input.role,
        created_by: createdBy,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + invitationHours * hour).toISOString(),
      };
      try {
        await db.insertInto('admin_invitations').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(409, peopleTexts.invitationExists, { username: [peopleTexts.invitationExists] });
        }
        throw error;
      }
      return { invitation: toInvitation(row), token };
    },

    async list() {
      const rows = await db
        .selectFrom('admin_invitations')
        .select(columns)
        .where('expires_at', '>', now().toISOString())
        .orderBy('created_at')
        .execute();
      return rows.map(toInvitation);
    },

    async revoke(publicId: string) {
      const row = await db
        .deleteFrom('admin_invitations')
        .where('public_id', '=', publicId)
        .returning('username')
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'No such invitation');
      return row.username;
    },

    /** Who an open invitation is for (410 once it is used or expired). */
    async check(token: string) {
      const { username, role, expiresAt } = await open(token);
      return { username, role, expiresAt };
    },

    /** Creates the account, taking the invitation in the same transaction so it works once, and opens a session. */
    async accept(input: { token: string; password: string }, client: { ip: string; userAgent: string }) {
      const invitation = await open(input.token);
      await checkNewPassword(invitation.username, input.password);
      const passwordHash = await hashNewPassword(input.password);
      let userId: number;
      try {
        userId = await db.transaction().execute(async (trx) => {
          const taken = await trx
            .deleteFrom('admin_invitations')
            .where('token_hash', '=', hashToken(input.token))
            .where('expires_at', '>', now().toISOString())
            .returning(['username', 'role'])
            .executeTakeFirst();
          if (!taken) throw new HttpError(410, peopleTexts.invitationGone);
          return insertAdmin(trx, { username: taken.username, passwordHash, now: now(), role: taken.role });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, authTexts.usernameTaken);
        throw error;
      }
      const session = await openSession(userId, client);
      return { ...session, username: invitation.username };
    },
  };
}
