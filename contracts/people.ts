// The people of the admin area (/admin/people): accounts, roles and one-time invitations.
import { z } from './zod.ts';
import { CreateAdminSchema, passwordRules } from './auth.ts';

/** What an account may do. 'admin' does everything; the content studio adds a role that edits content only. */
export const roles = ['admin', 'editor'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = { admin: 'Admin', editor: 'Editor' };
/** What each role opens, as the invitation form says it. */
export const roleDescriptions: Record<Role, string> = {
  admin: 'Everything: the inbox and CVs, privacy requests, webhooks, people, the audit trail and the content.',
  editor: 'The site’s content and their own account. Never submissions, CVs, privacy requests or people.',
};

/**
 * The areas of the admin and the roles that open each: the one map of who may do what. An area is its page
 * (`/admin/<area>`, linked in the admin's menu in this order) and its API (`/api/admin/<area>` and below), which the
 * server refuses to any other role (server/auth/access.ts); an API outside every area is the admin's alone.
 */
export const adminAreas = [
  { area: 'submissions', label: 'Inbox', roles: ['admin'] },
  { area: 'content', label: 'Content', roles: ['admin', 'editor'] },
  // Figures only (decision 0083): no visitor's or lead's personal data.
  { area: 'insights', label: 'Insights', roles: ['admin', 'editor'] },
  { area: 'webhooks', label: 'Webhooks', roles: ['admin'] },
  { area: 'privacy', label: 'Privacy', roles: ['admin'] },
  { area: 'people', label: 'People', roles: ['admin'] },
  { area: 'audit', label: 'Audit', roles: ['admin'] },
  { area: 'account', label: 'Account', roles: ['admin', 'editor'] },
] as const satisfies readonly { area: string; label: string; roles: readonly Role[] }[];

/** Whether `role` opens `area`. */
export const roleOpens = (role: Role, area: (typeof adminAreas)[number]) =>
  (area.roles as readonly Role[]).includes(role);

export const invitationHours = 48;

export type Person = {
  username: string;
  role: Role;
  createdAt: string;
  lastSignInAt: string | null;
  disabled: boolean;
  factors: { passkeys: number; totp: boolean; recoveryCodes: number };
  sessions: number;
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

export type PeopleResponse = { success: true; people: Person[]; invitations: Invitation[] };

export const InvitationSchema = z.object(
  {
    username: CreateAdminSchema.shape.username,
    role: z.enum(roles, { error: 'Choose a role' }).default('admin'),
  },
  { error: 'Please send a username' },
);
export type InvitationInput = z.infer<typeof InvitationSchema>;

/** The token is shown once; the link carries it after `#`, so no request line, log or Referer holds it. */
export type InvitationCreatedResponse = { success: true; invitation: Invitation; token: string };

export const invitationPath = (token: string) => `/admin/invite#${token}`;

const token = z
  .string({ error: 'The invitation link is incomplete' })
  .regex(/^[\w-]{43}$/, 'The invitation link is incomplete: open the whole link from the message');

export const InvitationTokenSchema = z.object({ token }, { error: 'Please send the invitation' });
export type InvitationCheckResponse = { success: true; username: string; role: Role; expiresAt: string };

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
