// A signed-in admin for specs that start behind the sign-in: per worker, a server of its own
// (setup works once per database) whose first admin goes through the whole first sign-in once;
// the session is saved as Playwright storage state and every test's page starts signed in with it.
// The sign-in itself is tested in admin.spec.ts and admin-account.spec.ts.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type AdminServer, firstSignIn, type FirstSignIn, startAdminServer } from './admin-server.ts';
import { test as base } from './fixtures.ts';

export type SignedInAdmin = FirstSignIn & {
  username: string;
  origin: string;
  server: AdminServer;
  storageState: string;
};

export const test = base.extend<object, { adminEnv: NodeJS.ProcessEnv; admin: SignedInAdmin }>({
  /** The admin server's own variables (test.use({ adminEnv }) per describe: one server per set). */
  adminEnv: [{}, { option: true, scope: 'worker' }],
  admin: [
    async ({ browser, adminEnv }, use, workerInfo) => {
      const server = await startAdminServer({ env: adminEnv });
      const page = await browser.newPage();
      await page.goto(`${server.origin}/admin/setup`);
      await page.getByRole('button', { name: 'Create Admin User' }).click();
      const password = (await page.getByTestId('setup-password').textContent()) ?? '';
      const signedIn = await firstSignIn(page, server.origin, {
        username: 'admin',
        password,
        newPassword: 'Erasmus-bridge-swan-at-noon',
      });
      const storageState = path.join(workerInfo.project.outputDir, `.admin-${workerInfo.workerIndex}.json`);
      await page.context().storageState({ path: storageState });
      await page.close();
      await use({ ...signedIn, username: 'admin', origin: server.origin, server, storageState });
      server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  // Playwright's own option: each test's context opens with the saved session.
  storageState: ({ admin }, use) => use(admin.storageState),
});

/**
 * Confirming it is them renews the admin's session and ends the old one: saves the renewed one for the worker's
 * later tests, which would otherwise start signed out.
 */
export const keepRenewedSession = (page: Page, admin: SignedInAdmin) =>
  page.context().storageState({ path: admin.storageState });

export { expect } from './fixtures.ts';
