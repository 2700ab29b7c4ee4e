import { prerenderPaths } from '#app/lib/route-paths.ts';
import routes from '#app/routes.ts';
import { expect, test } from './fixtures.ts';

// Issue 20: the text is in the page at load. Tools that read the rendered text (copy, reader
// views, translation and summarising extensions, crawlers that do not scroll) read innerText,
// which leaves out what the browser has not rendered. At the `load` event, every text the
// page shows (outside elements hidden on purpose, such as an inactive tab's panel) must be in
// document.body.innerText: each section of <main>, the header and the footer.

const paths = prerenderPaths(routes).map((path) => (path === '/404' ? '/no-such-page' : path));

// One viewport is enough for text: the desktop project's (e2e/viewports.ts).
test.describe('innerText at load', () => {
  for (const path of paths) {
    test(`${path}: every section's text is rendered`, async ({ page }) => {
      await page.goto(path);
      const result = await page.evaluate(() => {
        const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
        const innerText = normalise(document.body.innerText);
        // Lower case: innerText applies text-transform (eyebrows are upper case).
        // The blocks a reader sees: <main>'s sections, and the page's header and footer.
        const blocks = [...document.querySelectorAll('main > *, main section, body > header, body > footer')];
        const missing: string[] = [];
        let words = 0;
        for (const block of blocks) {
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            const text = normalise(node.textContent ?? '');
            if (!parent || text === '' || parent.closest('script, style, template, svg')) continue;
            // Hidden on purpose: display:none (an inactive tab, a phone-only element) or visibility:hidden.
            if (!parent.checkVisibility({ visibilityProperty: true })) continue;
            words += text.split(' ').length;
            if (!innerText.includes(text)) missing.push(text.slice(0, 80));
          }
        }
        return { blocks: blocks.length, words, missing: [...new Set(missing)].slice(0, 10) };
      });
      expect(result.blocks).toBeGreaterThan(2);
      expect(result.words).toBeGreaterThan(20);
      expect(result.missing).toEqual([]);
    });
  }
});
