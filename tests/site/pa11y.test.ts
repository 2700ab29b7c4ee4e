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
import { CHROMIUM_PATH, chromiumArgs } from '../../scripts/lib/chromium.ts';
import { loginAsAdmin } from '../helpers/admin.ts';
import { companyPayload } from '../helpers/contact.ts';
import { useTestApp } from '../helpers/test-app.ts';

const app = useTestApp();
let browser: Browser;
let origin = '';

beforeAll(async () => {
  origin = await app().listen({ host: '127.0.0.1', port: 0 });
  browser = await launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  await signedInWithData();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** A signed-in admin's session, for the pages whose content shows only to one. */
let adminCookie = { name: '', value: '' };

async function signedInWithData() {
  const { cookie } = await loginAsAdmin(app());
  const [name = '', value = ''] = cookie.split('=');
  adminCookie = { name, value };
  const headers = { cookie, 'content-type': 'application/json' };
  // A public address the server accepts; the outbox is not started here, so nothing is sent.
  await app().inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers,
    payload: JSON.stringify({ url: 'https://93.184.215.14/hook', description: 'CRM' }),
  });
  await app().inject({ method: 'POST', url: '/api/contact', payload: companyPayload({ name: 'Pa11y Hook' }) });
}

const paths = prerenderPaths(routes).map((path) => (path === '/404' ? '/no-such-page' : path));

/** The signed-in pages added since the prerendered shells were first checked, with what shows their data. */
const signedInPages = [{ path: '/admin/webhooks', shows: 'table[aria-label^="Deliveries to"]' }];

describe('pa11y (axe and htmlcs runners)', () => {
  it.concurrent.each([
    ...paths.map((path) => ({ path, shows: undefined, signedIn: false })),
    ...signedInPages.map((page) => ({ ...page, signedIn: true })),
  ])(
    '$path has no errors (signed in: $signedIn)',
    async ({ path, shows, signedIn }) => {
      // Our own page, so that what it logs and the state of any element named in an error can be
      // read after the run (pa11y leaves a page it was given open).
      // A signed-in page in a browser context of its own: its cookie reaches no other page.
      const context = signedIn ? await browser.createBrowserContext() : undefined;
      const page = await (context ?? browser).newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      if (signedIn) await page.setCookie({ ...adminCookie, url: origin });
      try {
        const result = await pa11y(`${origin}${path}`, {
          browser,
          page,
          runners: ['axe', 'htmlcs'],
          standard: 'WCAG2AA',
          levelCapWhenNeedsReview: 'warning',
          timeout: 60_000,
          // A signed-in page's data comes from the API after load: judged once it shows.
          ...(shows ? { actions: [`wait for element ${shows} to be visible`] } : {}),
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
        await context?.close();
      }
    },
    90_000,
  );
});
