// A server of its own for an admin spec (the one-time setup works once per database), and the
// steps of an admin's first sign-in as a person takes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAxeClean } from './fixtures.ts';
import { startServer } from '../scripts/lib/server-process.ts';

export type AdminServer = {
  origin: string;
  dataDir: string;
  stop: () => void;
  /** What the server wrote (warnings and errors): for a failing spec's report. */
  output: () => string;
};

/**
 * The built server on a free port and a fresh DATA_DIR (the kit's one server starter). `host` is
 * the name the browser uses: passkeys need a domain (WebAuthn refuses an IP address as its relying
 * party), so the passkey specs use `localhost`.
 */
export async function startAdminServer({
  env = {},
  host = '127.0.0.1',
}: { env?: NodeJS.ProcessEnv; host?: string } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-admin-e2e-'));
  const server = await startServer({
    // Every browser posts from 127.0.0.1 (its forms and its pages' beacons): the real limits are tested where they apply.
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '1000/1m',
      INSIGHTS_RATE_LIMIT: '100000/1m',
      ...env,
    },
    healthTimeoutMs: 30_000,
  });
  return {
    origin: `http://${host}:${server.port}`,
    dataDir,
    stop: () => {
      void server.stop().finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    },
    output: server.output,
  } satisfies AdminServer;
}

/** A company inquiry posted to a server's API as its own page would (same origin); answers once stored. */
export async function submitCompanyForm(
  origin: string,
  fields: { name: string; email: string; company: string; message: string },
) {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ formType: 'company', ...fields, privacy: true }),
  });
  expect(await response.json()).toEqual({ success: true });
}

const stepOf = (at: number) => Math.floor(at / 30_000);
/** The last 30-second step whose code each secret gave: the server takes a code once, and of its own step only. */
const usedSteps = new Map<string, number>();

/**
 * The code an authenticator app shows for `secret` now, as a person would type it: when this secret's code of the
 * current step was used already, it waits for the app's next code (at most 30 s), as a person would.
 */
/**
 * Ten recovery codes are ten scrypt hashes on the server (OWASP's cost, about 0.6 s each on this 2-core host, two at a
 * time): over 4 s on a quiet machine and over the 15 s expect timeout on a loaded CI host (2026-11-28, both admin flows).
 * The admin waits as long; a set that never comes still fails.
 */
export const tenHashes = { timeout: 60_000 } as const;

export async function totpCode(secret: string) {
  const key = secret.replace(/\s/g, '');
  const used = usedSteps.get(key);
  if (used !== undefined && stepOf(Date.now()) <= used) {
    await new Promise((resolve) => setTimeout(resolve, (used + 1) * 30_000 - Date.now() + 50));
  }
  // Not in a step's last 3 s: typed and sent, it could reach the server in the next step.
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 200));
  const at = Date.now();
  usedSteps.set(key, stepOf(at));
  return TOTP.generate({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
}

export async function axeClean(page: Page) {
  await expectAxeClean(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
}

/** Screenshots for people to look at (test-results/admin-screens), per viewport width. */
/** The whole page, or with `{ fullPage: false }` what the window shows now (a part scrolled into view). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/admin-screens/${name}-${width}.png`, fullPage });
}

/**
 * An invited person's first sign-in from the invitation page: their own password, an authenticator app, the recovery
 * codes stored; they land on the page their role opens.
 */
export async function acceptInvitation(page: Page, origin: string, password: string) {
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL(`${origin}/admin/enroll`);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code shown by the app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm the app' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10, tenHashes);
  await page.getByRole('button', { name: 'I have stored them, continue' }).click();
}

export type FirstSignIn = { password: string; totpSecret: string; recoveryCodes: string[] };

/**
 * A new admin's first sign-in through the pages: the password someone else set, a password of
 * their own, an authenticator app (its QR code's key typed into the "app" here), the recovery
 * codes, and then the inbox.
 */
export async function firstSignIn(
  page: Page,
  origin: string,
  {
    username,
    password,
    newPassword,
    shots = false,
  }: { username: string; password: string; newPassword: string; shots?: boolean },
): Promise<FirstSignIn> {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin/new-password`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Password' })).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password').fill('password1');
  await expect(page.getByTestId('password-strength')).toContainText('Strength: Very weak');
  await page.getByLabel('New password').fill(newPassword);
  await expect(page.getByTestId('password-strength')).toContainText(/Strength: (Strong|Very strong)/);
  if (shots) {
    await axeClean(page);
    await screenshot(page, 'new-password');
  }
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(`${origin}/admin/enroll`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  if (shots) {
    await axeClean(page);
    await screenshot(page, 'enroll');
  }
  await page.getByLabel('Code shown by the app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm the app' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10, tenHashes);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
  if (shots) {
    await axeClean(page);
    await screenshot(page, 'recovery-codes');
  }
  await page.getByRole('button', { name: 'I have stored them, continue' }).click();
  await expect(page).toHaveURL(`${origin}/admin/submissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Submissions' })).toBeVisible();
  return { password: newPassword, totpSecret: secret.replace(/\s/g, ''), recoveryCodes };
}

/** Signs in with the password and a fresh code (the app's next one, when this step's was used). */
export async function signInWithCode(
  page: Page,
  origin: string,
  { username, password, totpSecret }: { username: string; password: string; totpSecret: string },
) {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin/verify`, { timeout: 30_000 });
  await page.getByLabel('Code from your authenticator app').fill(await totpCode(totpSecret));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(`${origin}/admin/submissions`);
}

/** Signs in with the password and a recovery code (which is then used up). */
export async function signInWithRecoveryCode(
  page: Page,
  origin: string,
  { username, password, code }: { username: string; password: string; code: string },
) {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin/verify`, { timeout: 30_000 });
  await page.getByText('Use a recovery code instead').click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Use recovery code' }).click();
  await expect(page).toHaveURL(`${origin}/admin/submissions`);
}
