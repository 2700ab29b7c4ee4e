import { test as base, expect, type Page } from '@playwright/test';

/** Pages start with consent already given unless a test is about the banner. */
export const test = base.extend<{ consent: boolean }>({
  consent: [true, { option: true }],
  page: async ({ page, consent }, use) => {
    if (consent) {
      await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    }
    await use(page);
  },
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Waits until React has hydrated and committed the whole page (app/root.tsx marks <html>). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
