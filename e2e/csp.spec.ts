import type { Page } from '@playwright/test';
import { expect, reactReady, test } from './fixtures.ts';

// The CSP allows no eval (decision 0002). A script that tries anyway is refused and the browser reports it, in the
// console's Issues panel (Lighthouse's best-practices fails on it): zod's first parse probed for eval with
// Function('') until its browser schemas took it from contracts/zod.ts.

/** Records the page's CSP violations from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

test('the admin sign-in parses with zod and breaks no CSP rule', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/admin/login');
  await reactReady(page);
  await page.getByLabel('Username').fill('nobody');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the contact form validates with zod and breaks no CSP rule', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/contact');
  await reactReady(page);
  const panel = page.getByRole('tabpanel', { name: 'For Companies' });
  await panel.getByLabel('Email').fill('not-an-address');
  await panel.getByRole('button', { name: 'Send Message' }).click();
  await expect(panel.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(await violations(page)).toEqual([]);
});
