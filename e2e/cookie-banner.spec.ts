import type { Page } from '@playwright/test';
import { expect, expectAxeClean, queuedTasksRun, reactReady, test } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

test.use({ consent: false });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/**
 * A paused clock: the 1 s is measured in fake time, not on a busy machine's. The banner is React's,
 * so its timer exists once the page has hydrated; it is due 1 s after the page started loading
 * (performance.now(), which the fake clock runs too), however long hydration took.
 */
async function openPaused(page: Page, path: string) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(60_000); // far enough ahead that a slow machine has not passed it yet
  await page.goto(path);
  await reactReady(page);
  return page.evaluate(() => performance.now());
}

test('appears 1 s after load when no consent is stored', bothViewports, async ({ page }) => {
  const since = await openPaused(page, '/about');
  // Up to 900 ms. Where the clock had passed that when it paused (the real time between installing and
  // pausing it, on a busy machine), no timer has fired since, so the banner must not be there either:
  // the check is made on every run.
  if (since < 900) await page.clock.runFor(900 - since);
  // Whatever the timers so far asked React to show is on screen now.
  await queuedTasksRun(page);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', '/cookie-policy');
  // The banner itself, over the page, in both viewports: no axe violation of any impact (axe
  // runs on timers, so the clock runs again first).
  await page.clock.resume();
  await expectAxeClean(page);
});

test('Accept All stores consent and hides after its 300 ms animation, for good', async ({ page }) => {
  await openPaused(page, '/');
  await page.clock.runFor(1000);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
  await expect(banner(page)).toHaveAttribute('data-phase', 'leaving');
  await page.clock.runFor(250);
  await queuedTasksRun(page);
  await expect(banner(page)).toHaveCount(1);
  await page.clock.runFor(100);
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await page.clock.runFor(5000);
  await queuedTasksRun(page);
  await expect(banner(page)).toHaveCount(0);
});

test('dismiss hides without storing, so the banner returns next visit', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Dismiss cookie banner' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test('Learn more leads to the cookie policy', async ({ page }) => {
  await page.goto('/');
  await banner(page)
    .getByRole('link', { name: /^Learn more/ })
    .click();
  await expect(page).toHaveURL('/cookie-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
});

// /jobs is a page of its own outside the shared layout (spec §2); the banner is on it all the same.
for (const path of ['/jobs', '/no-such-page']) {
  test(`shows on ${path} as on every other page`, async ({ page }) => {
    await openPaused(page, path);
    await page.clock.runFor(1100);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
  });
}
