// pa11y over every prerendered route with both of its runners (axe and HTML_CodeSniffer),
// WCAG 2 AA, on its default settings: judged at load, with motion, without waiting for anything. The e2e axe checks (e2e/every-route.spec.ts) look at the hydrated page in two
// viewports; this one reads colours from the DOM the way these tools do, where the header over
// the hero once scored 1:1. On its defaults pa11y counts axe's "needs review" results (text over
// drawn art, whose colours no tool can read from the DOM) as errors; each one passes only where
// `needsReview` below names the element it is in and says why, and every one is logged against
// its entry. A real violation is never on the list: decision 0019.
import pa11y, { type Pa11yIssue } from 'pa11y';
import { launch, type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderPaths } from '#app/lib/route-paths.ts';
import { isAnswerPath } from '#contracts/locale.ts';
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

/**
 * Where axe may answer "needs review" (it cannot read the colour behind the text from the DOM, so it
 * neither passes nor fails it): each entry names the part of the page, by the element a result must
 * be inside (`closest(where)`), and why axe cannot decide there. A needs-review result outside every
 * entry fails like any error, and an entry that no page needs any more fails the last test.
 */
const needsReview: { name: string; where: string; why: string }[] = [
  {
    name: 'the ISO badge',
    where: 'svg[aria-labelledby="iso-badge-title"]',
    why: "its lettering is drawn on the seal's own circles and shield (axe: bgOverlap)",
  },
  {
    name: 'portrait initials',
    where: 'svg[role="img"][viewBox="0 0 200 200"]',
    why: "a generated portrait's initials sit on its gradient, inside the same SVG (bgOverlap)",
  },
  {
    name: 'the closing band',
    where: 'section > div.isolate.bg-brand-800',
    why: 'CtaBanner: text over its radial glow, an SVG layer under it (bgOverlap)',
  },
  {
    name: 'page heroes',
    where: '.on-hero-art',
    why: 'PageHero and HomeHero: text over the MeshBackdrop SVG or the particle canvas (bgOverlap, elmPartiallyObscured)',
  },
  {
    name: 'the jobs header',
    where: 'body > header.absolute',
    why: "/jobs' own header lies over its hero's SVG art (imgNode)",
  },
  {
    name: 'hero visuals',
    where: '[data-testid="hero-visual"]',
    why: 'translucent panels over the hero art (imgNode, bgOverlap)',
  },
  {
    name: 'story list cards',
    where: '[data-testid="story-list-card"]',
    why: "a card's text over its illustration (bgOverlap)",
  },
  {
    name: 'sections over particles',
    where: 'section:has(canvas[data-variant])',
    why: "home's 'Why Choose Rebels?' band and blog teasers: text over a particle canvas (bgOverlap)",
  },
  {
    name: 'the client strip',
    where: '.client-strip',
    why: 'its veil, an ::after layer that fades out after mount, lies over the wordmarks (pseudoContent)',
  },
  {
    name: 'the video placeholder',
    where: '[data-testid="video-placeholder"]',
    why: 'text over its MeshBackdrop SVG (bgOverlap)',
  },
  {
    name: 'the cookie banner',
    where: 'section[data-phase]',
    why: 'fixed over the page: axe cannot tell what lies under the part it covers (elmPartiallyObscuring)',
  },
];

/** The needs-review entries some page matched, by name: what is left at the end is stale. */
const matchedEntries = new Set<string>();
let pagesJudged = 0;

/** The entry that allows an issue (axe's "needs review" inside a listed element), if any. */
async function allowedAs(page: Page, issues: Pa11yIssue[]) {
  return page.evaluate(
    (selectors, entries) =>
      selectors.map((selector) => {
        const element = selector ? document.querySelector(selector) : null;
        return element ? (entries.find((entry) => element.closest(entry.where))?.name ?? null) : null;
      }),
    issues.map((issue) => (issue.runner === 'axe' && issue.runnerExtras?.needsFurtherReview ? issue.selector : '')),
    needsReview.map(({ name, where }) => ({ name, where })),
  );
}

// An answer page has no address of its own (decision 0068): axe reads it as answered, in e2e/contact.spec.ts.
const paths = prerenderPaths(routes)
  .filter((path) => !isAnswerPath(path))
  .map((path) => (path === '/404' ? '/no-such-page' : path));

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
          timeout: 60_000,
          // A signed-in page's data comes from the API after load: judged once it shows.
          ...(shows ? { actions: [`wait for element ${shows} to be visible`] } : {}),
        });
        const found = result.issues.filter((issue) => issue.type === 'error');
        const allowed = await allowedAs(page, found);
        const errors = found.filter((_, index) => allowed[index] === null);
        // Each needs-review result allowed, logged against its entry.
        const counts = new Map<string, number>();
        for (const name of allowed) if (name !== null) counts.set(name, (counts.get(name) ?? 0) + 1);
        for (const name of counts.keys()) matchedEntries.add(name);
        if (counts.size > 0) {
          console.info(
            `pa11y ${path}: needs review, allowed: ${[...counts].map(([name, count]) => `${name} ×${count}`).join(', ')}`,
          );
        }
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
        pagesJudged += 1;
      } finally {
        await page.close();
        await context?.close();
      }
    },
    90_000,
  );
});

describe('the needs-review allow-list', () => {
  it('names only what some page still needs', () => {
    // Only after every page above was judged: a page that failed or did not run may have needed an entry.
    expect(pagesJudged, 'every page was judged').toBe(paths.length + signedInPages.length);
    expect(needsReview.map(({ name }) => name).filter((name) => !matchedEntries.has(name))).toEqual([]);
  });
});
