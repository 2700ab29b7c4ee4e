// The admin calls of spec §7, one schema per payload for pages and server; spec §5's messages are written once here.
import { z } from './zod.ts';
import { forbiddenCharacters, isEmailAddress } from './text-rules.ts';
import type { Role } from './people.ts';

export const usernameRules = { min: 3, max: 64 } as const;
export const passwordRules = { min: 8, max: 256 } as const;

const text = (label: string) => z.string({ error: `${label} is required` });

/** POST /api/auth/login: both fields are required (spec §5); nothing else is checked before the lookup. */
export const LoginSchema = z.object(
  {
    username: text('Username')
      .trim()
      .min(1, 'Username is required')
      .max(usernameRules.max, 'Invalid username or password')
      // No username has one (CreateAdminSchema), and PostgreSQL cannot compare a NUL.
      .refine((value) => !forbiddenCharacters.test(value), 'Invalid username or password'),
    password: text('Password').min(1, 'Password is required').max(passwordRules.max, 'Invalid username or password'),
  },
  { error: 'Please send a username and a password' },
);
export type LoginInput = z.infer<typeof LoginSchema>;

export const CreateAdminSchema = z.object(
  {
    username: text('Username')
      .trim()
      .min(usernameRules.min, 'Username must be at least 3 characters')
      .max(usernameRules.max, `Username must be at most ${usernameRules.max} characters`)
      .regex(/^[\p{L}\p{N}._@-]+$/u, "Username may contain letters, digits, '.', '_', '-' and '@' only"),
    password: text('Password')
      .min(passwordRules.min, 'Password must be at least 8 characters')
      .max(passwordRules.max, `Password must be at most ${passwordRules.max} characters`),
  },
  { error: 'Please send a username and a password' },
);
export type CreateAdminInput = z.infer<typeof CreateAdminSchema>;

export type AdminUser = { username: string };
/** GET /api/auth/me: the spec's user (username), with the role the admin area's pages are shown for (issue 35). */
export type MeResponse = { success: true; user: AdminUser & { role: Role } };
/** POST /api/setup-admin: the generated password is in the answer once, and nowhere else. */
export type SetupAdminResponse = { success: true; message: string; username: string; password: string };
export type CreateAdminResponse = { success: true; message: string };

export const authTexts = {
  invalidLogin: 'Invalid username or password',
  notSignedIn: 'Not signed in',
  adminExists: 'An admin user already exists',
  usernameTaken: 'That username is already taken',
  commonPassword: 'This password is too common. Please choose another one',
  passwordIsUsername: 'The password must not be the username',
  tooManyAttempts: (seconds: number) =>
    `Too many sign-in attempts. Please try again in ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
} as const;

export const signInSteps = {
  'signed-out': '/admin/login',
  'verify-mfa': '/admin/verify',
  'change-password': '/admin/new-password',
  'enroll-mfa': '/admin/enroll',
  'signed-in': '/admin/submissions',
} as const;
export type SignInStage = keyof typeof signInSteps;

/** Beyond spec §7's `{ success, user }`: `next` is the page of the sign-in's next step (decision 0040). */
export type LoginResponse = { success: true; user: AdminUser; next: string };

/** GET /api/auth/status: what the step pages read, signed in or not (never 401). */
export type AuthStatusResponse = {
  success: true;
  stage: SignInStage;
  username: string | null;
  next: string;
  factors: { passkeys: number; totp: boolean; recoveryCodes: number } | null;
  recentProof: boolean;
};

export const TotpCodeSchema = z.object(
  {
    code: text('Code')
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
  },
  { error: 'Please send a code' },
);

export const RecoveryCodeSchema = z.object(
  {
    code: text('Recovery code')
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z2-7]{16}$/, 'Enter one of your recovery codes, like ABCD-EFGH-JKLM-NPQR')),
  },
  { error: 'Please send a recovery code' },
);

export const ChangePasswordSchema = z.object(
  {
    currentPassword: text('Current password').min(1, 'Current password is required').max(passwordRules.max),
    newPassword: text('New password')
      .min(passwordRules.min, 'Password must be at least 8 characters')
      .max(passwordRules.max, `Password must be at most ${passwordRules.max} characters`),
  },
  { error: 'Please send the current and the new password' },
);
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const passkeyNameRules = { max: 60 } as const;

export const PasskeyNameSchema = z.object(
  {
    name: text('Name')
      .trim()
      .min(1, 'Give the passkey a name')
      .max(passkeyNameRules.max, `A name may be at most ${passkeyNameRules.max} characters`)
      .refine((value) => !forbiddenCharacters.test(value), 'The name contains characters that are not allowed'),
  },
  { error: 'Please send a name' },
);

/** A WebAuthn response as @simplewebauthn/browser returns it; the server library checks the rest. */
export const WebauthnResponseSchema = z.object(
  {
    response: z.looseObject({
      id: z.string().min(1).max(1400),
      rawId: z.string().min(1).max(1400),
      type: z.literal('public-key'),
      response: z.looseObject({ clientDataJSON: z.string().min(1).max(20_000) }),
    }),
    name: z.string().optional(),
  },
  { error: 'Please send a passkey response' },
);

/** The secret to scan: the page draws `uri` as a QR code (inline SVG) and shows `secret` to type. */
export type TotpSetupResponse = { success: true; secret: string; uri: string };
export type EnrollResponse = { success: true; next: string; recoveryCodes: string[] | null };
export type RecoveryCodesResponse = { success: true; recoveryCodes: string[] };

export type AccountSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  browser: string;
  current: boolean;
};
export type AccountPasskey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
export type AccountResponse = {
  success: true;
  username: string;
  email: string | null;
  passkeys: AccountPasskey[];
  totp: boolean;
  recoveryCodes: number;
  sessions: AccountSession[];
};

/** The Reply-To of the admin's replies; empty removes it. One bare address: nothing a header could be split on. */
export const AccountEmailSchema = z.object(
  {
    email: z
      .string({ error: 'Enter an e-mail address, or leave it empty' })
      .trim()
      .max(254, 'An e-mail address has at most 254 characters')
      .refine((value) => value === '' || isEmailAddress(value), 'Enter an e-mail address like you@example.com')
      .transform((value) => value || null),
  },
  { error: 'Please send an e-mail address' },
);

export const accountTexts = {
  wrongCode: 'That code is not valid. Please try again.',
  wrongRecoveryCode: 'That recovery code is not valid or was used before.',
  wrongPassword: 'The current password is not correct',
  samePassword: 'The new password must differ from the current one',
  weakPassword: 'This password is too easy to guess. Please choose a longer or less common one',
  lastFactor: 'Keep at least one passkey or authenticator app: add another before removing this one',
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  stepNeeded: 'Please finish signing in first',
} as const;

/** How recent a credential must be for what could take an account over: a stolen cookie alone only reads. */
export const recentProofMinutes = 5;

export const reauthTexts = {
  required: "Please confirm it's you: enter your password again, or use a passkey.",
  /** The `code` of that refusal (403), which the admin pages answer with the confirm dialog. */
  code: 'reauth_required',
  wrongPassword: 'That password is not correct',
} as const;

export const ReauthPasswordSchema = z.object(
  { password: text('Password').min(1, 'Password is required').max(passwordRules.max, reauthTexts.wrongPassword) },
  { error: 'Please send your password or a passkey response' },
);
