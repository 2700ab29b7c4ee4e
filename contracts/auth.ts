// The admin calls of spec §7 (login, me, setup-admin, create-admin): one schema per payload,
// used by the admin pages and by the server. Messages of spec §5 are written here once.
import { z } from 'zod';
import { forbiddenCharacters } from './text-rules.ts';

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

/** POST /api/create-admin (spec §5): username at least 3 characters, password at least 8. */
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
/** GET /api/auth/me and POST /api/auth/login. */
export type MeResponse = { success: true; user: AdminUser };
/** POST /api/setup-admin: the generated password is in the answer once, and nowhere else. */
export type SetupAdminResponse = { success: true; message: string; username: string; password: string };
/** POST /api/create-admin. */
export type CreateAdminResponse = { success: true; message: string };

/** Texts of spec §2, §8 the admin pages show. */
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
