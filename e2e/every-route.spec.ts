import { prerenderPaths } from '#app/lib/route-paths.ts';
import routes from '#app/routes.ts';
import { isAnswerPath } from '#contracts/locale.ts';
import { classConflicts } from '../tests/helpers/class-conflicts.ts';
import { islandModules } from '#app/islands/registry.ts';
import { expect, expectAxeClean, hydrationRoots, test, reactReady } from './fixtures.ts';
import { textNotRendered } from './text-at-load.ts';
import { bothViewports } from './viewports.ts';

// Every public page, at both widths: its text rendered at load, its hydration, axe, class conflicts and
// sideways scroll. Admin pages are client-rendered views behind a session: e2e/admin.spec.ts checks them
// (axe, hydration, their texts and states) against a server of their own, and text-at-load.spec.ts their text.
// An answer page has no address of its own (decision 0068): contact.spec.ts reads one as answered, with axe.
const paths = prerenderPaths(routes)
  .filter((path) => !path.startsWith('/admin') && !isAnswerPath(path))
  .map((path) => (path === '/404' ? '/no-such-page' : path));

// Both viewports: axe judges the page as laid out, and nothing may scroll sideways at either width.
for (const path of paths) {
  test(`${path}: its text at load, hydration without errors, no axe violations`, bothViewports, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The 404 page's own document status is logged by Chromium; anything else is a problem.
      if (path === '/no-such-page' && message.text().includes('404')) return;
      problems.push(message.text());
    });
    // Keep the first <h1> and <body> the HTML parser builds, to check that hydration adopts the
    // prerendered DOM instead of building a second page; and stand in for React DevTools, to which
    // React DOM reports itself with its version when it starts (decision 0032).
    await page.addInitScript(() => {
      const parsed = window as unknown as {
        parsedH1?: Node;
        parsedBody?: Node;
        parsedSections: Element[];
        renderers: { name: string; version: string }[];
        __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
      };
      parsed.parsedSections = [];
      parsed.renderers = [];
      parsed.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(internals: { rendererPackageName: string; version: string }) {
          parsed.renderers.push({ name: internals.rendererPackageName, version: internals.version });
          return parsed.renderers.length;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
      };
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node.nodeName === 'H1') parsed.parsedH1 ??= node;
          if (node.nodeName === 'BODY') parsed.parsedBody ??= node;
          if (node.nodeName === 'SECTION' && document.readyState === 'loading')
            parsed.parsedSections.push(node as Element);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    // At `load`, before anything waits for React: every text the page shows is rendered (issue 20).
    expect(await textNotRendered(page)).toEqual({ enough: true, missing: [] });
    // The rest is about hydration itself: it checks React's work once React says it is done.
    await reactReady(page);
    const adopted = await page.evaluate(() => {
      const parsed = window as unknown as {
        parsedH1?: Node;
        parsedBody?: Node;
        parsedSections: Element[];
        renderers: { name: string; version: string }[];
      };
      return {
        renderers: parsed.renderers.map(({ name, version }) => `${name} ${version.split('.')[0]}`),
        documentShape: ['html', 'head', 'body'].map((tag) => document.getElementsByTagName(tag).length),
        sameBody: parsed.parsedBody === document.body,
        sameH1: parsed.parsedH1 !== undefined && parsed.parsedH1 === document.querySelector('h1'),
        sectionsKept: parsed.parsedSections.length > 0 && parsed.parsedSections.every((section) => section.isConnected),
      };
    });
    expect(adopted).toEqual({
      renderers: ['react-dom 19'],
      documentShape: [1, 1, 1],
      sameBody: true,
      sameH1: true,
      sectionsKept: true,
    });
    // Only the declared islands are React roots, each its own, and React holds nothing outside them (decision 0070).
    const hydration = await hydrationRoots(page);
    expect(hydration.islands.length).toBeGreaterThan(0);
    expect(hydration.roots.toSorted()).toEqual(hydration.islands.toSorted());
    expect(hydration.islands.filter((name) => !Object.hasOwn(islandModules, name))).toEqual([]);
    expect(hydration.outside).toBe(0);
    await expectAxeClean(page);
    expect(problems).toEqual([]);
    // cn() joins classes without merging them (app/lib/cn.ts): no class may override another.
    const classes = await page.evaluate(() =>
      [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''),
    );
    expect(classConflicts(classes)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
  });
}
