import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import fs from 'node:fs';
import { createRequire } from 'node:module';

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

/**
 * Resolves once the page has run every task queued before this call: not a wait for hydration
 * or for animations to end, but the flush a negative check needs. React commits a state update
 * (from a timer, a scroll or an observer) in a task of its scheduler, queued through a
 * MessageChannel, so a DOM check made after this sees every update already requested, instead
 * of sleeping for a guess of its duration. Playwright's clock does not fake MessageChannel.
 */
export async function queuedTasksRun(page: Page, rounds = 2) {
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
 * Only for tests of what React adds on top of HTML that already works: arrow keys in tabs and
 * menus, the menu's focus trap, client-side validation, toasts, client-side navigation. That
 * behaviour does not exist before hydration, and such a test is about it, not about a page's
 * first moments (early-input.spec.ts taps every control before and during hydration).
 */
export async function reactReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's own `axe.run` in the page, as it is now (no waiting for rest). The site has no frames, so @axe-core/playwright's
 * frame-by-frame run (`runPartial`, then `finishRun` in a page of its own) bought nothing and cost 2–3 s a call.
 */
export async function axeRun(page: Page, options: RunOptions, include = 'html') {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ([selector, runOptions]) =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(
        { include: [[selector]] },
        { ...runOptions, resultTypes: ['violations'] },
      ),
    [include, options] as const,
  );
}

/** axe's violations of WCAG 2.2 AA and best practice, on the page as it is now (no waiting for rest). */
export async function axeViolations(page: Page) {
  const results = await axeRun(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  });
  return results.violations;
}

/**
 * No axe violation of any impact (minor and moderate too) on the page as it is now. An exception
 * names its rule and says why; there are none today.
 */
export async function expectAxeClean(page: Page, exceptions: Record<string, string> = {}) {
  // A fade the page runs (a client navigation's page fade; no load event waits for it) is judged
  // once it has ended: contrast read half-way is the fade's.
  // Endless animations (the strip's marquee) are not waited for.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished),
    ),
  );
  const violations = (await axeViolations(page)).filter((violation) => !(violation.id in exceptions));
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Holds every CSS animation and transition of the page at its start (CDP playback rate 0), so a
 * check can read a change half-way on any machine. Call before `page.goto`.
 */
export async function holdAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** The elements under `selector` whose text axe finds below the contrast minimum, as it sees them now, and why. */
export async function contrastFailures(page: Page, selector = 'html') {
  const { violations } = await axeRun(page, { runOnly: ['color-contrast'] }, selector);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

/**
 * Presses `key` on the focused tab and reads the tab list in the same task: nothing React schedules
 * for later can make the roving tabindex look right (a Tab pressed at once meets this state).
 */
export function keyOnTabInOneTask(page: Page, key: 'ArrowLeft' | 'ArrowRight') {
  return page.evaluate((key) => {
    const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    return {
      focused: document.activeElement?.textContent,
      tabIndexes: tabs.map((tab) => tab.tabIndex),
      selected: tabs.map((tab) => tab.getAttribute('aria-selected')),
    };
  }, key);
}

/**
 * Sums the page's layout shifts not caused by input, from the first paint on, as CLS counts them
 * (one sum, not its session windows: a stricter figure). Call before `page.goto`.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
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

/**
 * Where React is on the page now (decision 0070): its roots ('document' for a page React Router hydrates whole,
 * else each root's island name), the islands the HTML declares, and how many elements outside every island React
 * holds. A DOM check: React DOM marks each root container and each element it hydrated.
 */
export function hydrationRoots(page: Page) {
  return page.evaluate(() => {
    const isReact = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
    const roots: string[] = isReact(document, '__reactContainer$') ? ['document'] : [];
    let outside = 0;
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (isReact(element, '__reactContainer$')) roots.push(element.dataset.island ?? element.tagName);
      if (isReact(element, '__reactFiber$') && !element.parentElement?.closest('[data-island]')) outside += 1;
    }
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
      (each) => each.dataset.island ?? '',
    );
    return { roots, islands, outside };
  });
}
