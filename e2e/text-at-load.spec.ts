import { prerenderPaths } from '#app/lib/route-paths.ts';
import routes from '#app/routes.ts';
import { expect, test } from './fixtures.ts';
import { textNotRendered } from './text-at-load.ts';

// Issue 20: the text is in the page at load (text-at-load.ts says why). The public pages are checked in
// every-route.spec.ts, on the same visit as their hydration; the admin pages here, at one width (text does not
// depend on it).
const adminPaths = prerenderPaths(routes).filter((path) => path.startsWith('/admin'));

test.describe('innerText at load', () => {
  for (const path of adminPaths) {
    test(`${path}: every section's text is rendered`, async ({ page }) => {
      await page.goto(path);
      expect(await textNotRendered(page)).toEqual({ enough: true, missing: [] });
    });
  }
});
