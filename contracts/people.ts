// The people of the admin area (/admin/people, issue 33): who has an account, with which role
// and second factors, and the one-time invitations that let a new admin choose their own password.
import { z } from 'zod';
import { CreateAdminSchema, passwordRules } from './auth.ts';

/** What an account may do. 'admin' does everything; the content studio adds a role that edits content only. */
export const roles = ['admin'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = { admin: 'Admin' };

/** An invitation link works once, for this long. */
export const invitationHours = 48;

export type Person = {
  username: string;
  role: Role;
  createdAt: string;
  lastSignInAt: string | null;
  disabled: boolean;
  factors: { passkeys: number; totp: boolean; recoveryCodes: number };
  /** Signed-in sessions open now. */
  sessions: number;
  /** The admin looking at the list. */
  you: boolean;
};

export type Invitation = {
  id: string;
  username: string;
  role: Role;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
};

/** GET /api/admin/people. */
export type PeopleResponse = { success: true; people: Person[]; invitations: Invitation[] };

/** POST /api/admin/people/invitations: the new admin's username (their password is theirs to choose). */
export const InvitationSchema = z.object(
  {
    username: CreateAdminSchema.shape.username,
    role: z.enum(roles, { error: 'Choose a role' }).default('admin'),
  },
  { error: 'Please send a username' },
);
export type InvitationInput = z.infer<typeof InvitationSchema>;

/**
 * The answer to an invitation: its token, shown once. The link carries it after `#`, which a browser never sends to a
 * server, so it stays out of every request line, log and Referer.
 */
export type InvitationCreatedResponse = { success: true; invitation: Invitation; token: string };

/** The path of an invitation link, before its origin. */
export const invitationPath = (token: string) => `/admin/invite#${token}`;

const token = z
  .string({ error: 'The invitation link is incomplete' })
  .regex(/^[\w-]{43}$/, 'The invitation link is incomplete: open the whole link from the message');

/** POST /api/auth/invitation: who an invitation is for, before its password is chosen. */
export const InvitationTokenSchema = z.object({ token }, { error: 'Please send the invitation' });
export type InvitationCheckResponse = { success: true; username: string; role: Role; expiresAt: string };

/** POST /api/auth/invitation/accept: the token and the new admin's own password. */
export const AcceptInvitationSchema = z.object(
  {
    token,
    password: z
      .string({ error: 'Password is required' })
      .min(passwordRules.min, 'Password must be at least 8 characters')
      .max(passwordRules.max, `Password must be at most ${passwordRules.max} characters`),
  },
  { error: 'Please send the invitation and a password' },
);

export const peopleTexts = {
  invitationGone: 'This invitation link has expired or was used already. Ask an admin for a new one.',
  lastAdmin: 'Keep at least one enabled admin: enable or invite another first',
  notYourself: 'Use your own account page for your own account',
  noSuchPerson: 'No such account',
  invitationExists: 'There is already an open invitation for that username',
} as const;
