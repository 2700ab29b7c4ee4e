// Work a public page's JavaScript does as it starts, on the phone's main thread (issue 9).
// Creating an Intl formatter loads the locale's data there: a module that made one at its top
// level cost every story, service and about page about 50 ms in one task. Dates are now
// formatted at build (app/.server/content.ts) and arrive as text, so no chunk a public page
// loads may make a formatter.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../helpers/html.ts';
import { filesUnder } from '../../scripts/lib/files.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

const INTL_AT_WORK = /\bIntl\.|\.toLocale(Date|Time)?String\(/;

/** The chunks a prerendered page loads: its bootstrap names each one (decision 0032). */
function chunksOf(html: string): string[] {
  const bootstrap = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return [...new Set([...bootstrap.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, href = '']) => href))];
}

const builtText = (route: string) => parseHtml(builtPage(route)).text;

describe('start-up work of the public pages', () => {
  it.each([
    ['cookie-policy', 'Last updated: 2 September 2024'],
    ['privacy-policy', 'Last updated: 2 September 2024'],
    ['privacy-statement-jobs', 'Last updated: 2 September 2024'],
    ['nl/cookie-policy', 'Laatst bijgewerkt: 2 september 2024'],
    ['nl/privacy-policy', 'Laatst bijgewerkt: 2 september 2024'],
    ['nl/privacy-statement-jobs', 'Laatst bijgewerkt: 2 september 2024'],
  ])('the prerendered /%s shows its date in 2024, formatted at build: %s', (route, shown) => {
    requireBuild();
    expect(builtText(route)).toContain(shown);
  });

  it('creates no Intl formatter in any chunk a public page loads, English or Dutch', () => {
    requireBuild();
    const pages = filesUnder(staticDir, /\.html$/, ['assets', 'admin']);
    const dutch = pages.filter((file) => file.startsWith(path.join(staticDir, 'nl') + path.sep));
    expect(pages.length).toBeGreaterThan(40);
    expect(dutch.length).toBeGreaterThan(20);
    const offenders = new Set<string>();
    let checked = 0;
    for (const file of pages) {
      for (const href of chunksOf(fs.readFileSync(file, 'utf8'))) {
        checked++;
        const code = fs.readFileSync(path.join(staticDir, href), 'utf8');
        if (INTL_AT_WORK.test(code)) offenders.add(href);
      }
    }
    expect(checked).toBeGreaterThan(pages.length * 5);
    expect([...offenders]).toEqual([]);
  });

  it('would see a formatter in a chunk', () => {
    // The pattern the check above relies on matches what the bundler writes for both forms.
    expect(INTL_AT_WORK.test('var d=new Intl.DateTimeFormat(`en-GB`,{day:`numeric`})')).toBe(true);
    expect(INTL_AT_WORK.test('e.toLocaleDateString(`en-US`,{month:`long`})')).toBe(true);
    expect(INTL_AT_WORK.test('var internal=1;')).toBe(false);
  });
});
