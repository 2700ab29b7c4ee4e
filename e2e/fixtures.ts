import { AxeBuilder } from '@axe-core/playwright';
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

/**
 * Resolves once the page has run every task queued before this call. React commits a state
 * update (from a timer, a scroll or an observer) in a task of its scheduler, queued through a
 * MessageChannel, so a DOM check made after this sees every update already requested. Use it
 * before a negative check instead of sleeping: it waits for the work, not for a guess of its
 * duration. Playwright's clock does not fake MessageChannel, so it works under a paused clock.
 */
export async function settled(page: Page, rounds = 2) {
  for (let round = 0; round < rounds; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Resolves once the updates already queued are committed (a scroll moves the header to its
 * scrolled look in a later task) and no CSS transition is running. Checks that read colours from
 * the DOM, axe's contrast rule first, call it first: the header's 300 ms fade from dark to white,
 * read halfway, is dark text on a half-dark background.
 */
export async function atRest(page: Page) {
  await settled(page);
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/** axe's violations of WCAG 2.2 AA and best practice, on the page once it is at rest. */
export async function axeViolations(page: Page) {
  await atRest(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations;
}

/** Scrolls the window at once (no smooth scrolling) and resolves after the scroll event fired. */
export async function scrollWindowTo(page: Page, top: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === Math.round(y)) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    top,
  );
}
