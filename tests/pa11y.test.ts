// pa11y over every prerendered route with both of its runners (axe and HTML_CodeSniffer),
// WCAG 2 AA, on its default settings: judged at load, with motion, without waiting for anything. The e2e axe checks (e2e/every-route.spec.ts) look at the hydrated page in two
// viewports; this one reads colours from the DOM the way these tools do, where the header over
// the hero once scored 1:1. Axe's "needs review" results (text over drawn art, whose colours no
// tool can read from the DOM) count as warnings here, not errors: decision 0019.
import pa11y from 'pa11y';
import { launch, type Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderPaths } from '#app/lib/route-paths.ts';
import routes from '#app/routes.ts';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/lib/chromium.ts';
import { buildTestApp } from './helpers/test-app.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>;
let app: App;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  app = await buildTestApp();
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
  browser = await launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const paths = prerenderPaths(routes).map((path) => (path === '/404' ? '/no-such-page' : path));

describe('pa11y (axe and htmlcs runners)', () => {
  it.concurrent.each(paths)(
    '%s has no errors',
    async (path) => {
      // Our own page, so that what it logs and the state of any element named in an error can be
      // read after the run (pa11y leaves a page it was given open).
      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      try {
        const result = await pa11y(`${origin}${path}`, {
          browser,
          page,
          runners: ['axe', 'htmlcs'],
          standard: 'WCAG2AA',
          levelCapWhenNeedsReview: 'warning',
          timeout: 60_000,
        });
        const errors = result.issues.filter((issue) => issue.type === 'error');
        // What the browser says of the elements named, for a failure that does not show on a rerun.
        const elements =
          errors.length === 0
            ? []
            : await page.evaluate(
                (selectors) =>
                  selectors.map((selector) => {
                    const element = document.querySelector<HTMLElement>(selector);
                    if (!element) return `${selector}: gone`;
                    const style = getComputedStyle(element);
                    const animations = element
                      .getAnimations()
                      .map((each) => `${each.constructor.name} ${each.playState} at ${String(each.currentTime)}`);
                    return `${selector}: ${style.color} on ${style.backgroundColor}, animations [${animations.join('; ')}], html[${document.documentElement.getAttributeNames().join(' ')}], ${document.visibilityState}`;
                  }),
                errors.map((issue) => issue.selector),
              );
        expect({
          errors: errors.map((issue) => `${issue.runner} ${issue.code} at ${issue.selector}: ${issue.message}`),
          elements,
          pageErrors,
        }).toEqual({ errors: [], elements: [], pageErrors: [] });
      } finally {
        await page.close();
      }
    },
    90_000,
  );
});
