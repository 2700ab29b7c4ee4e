// Work a public page's JavaScript does as it starts, on the phone's main thread (issue 9).
// Creating an Intl formatter loads the locale's data there: a module that made one at its top
// level cost every story, service and about page about 50 ms in one task. Dates are now
// formatted at build (app/.server/content.ts) and arrive as text, so no chunk a public page
// loads may make a formatter.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../helpers/html.ts';
import { measureFirstLoadBytes } from '../../bench/lib/bytes.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

const INTL_AT_WORK = /\bIntl\.|\.toLocale(Date|Time)?String\(/;

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
    // Every chunk a page loads: its islands' and what they import (bench/lib/bytes.ts).
    const pages = measureFirstLoadBytes(staticDir).routes.filter(({ route }) => !/^(\/nl)?\/admin(\/|$)/.test(route));
    const dutch = pages.filter(({ route }) => route.startsWith('/nl'));
    expect(pages.length).toBeGreaterThan(40);
    expect(dutch.length).toBeGreaterThan(20);
    const offenders = new Set<string>();
    let checked = 0;
    for (const { jsFiles } of pages) {
      for (const file of jsFiles) {
        checked++;
        if (INTL_AT_WORK.test(fs.readFileSync(path.join(staticDir, file), 'utf8'))) offenders.add(file);
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
