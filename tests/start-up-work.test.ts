// Work a public page's JavaScript does as it starts, on the phone's main thread (issue 9).
// Creating an Intl formatter loads the locale's data there: a module that made one at its top
// level cost every story, service and about page about 50 ms in one task, for a date only the
// legal pages show. Those pages now format it without Intl.
import fs from 'node:fs';
import path from 'node:path';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLegalDate } from '#app/components/sections/legal-document.tsx';
import { cookiePolicy, privacyPolicy, privacyStatementJobs } from '#app/content/legal/index.ts';
import { renderedPage } from './helpers/html.ts';
import { filesUnder } from './helpers/files.ts';
import { requireBuild, staticDir } from './helpers/test-app.ts';

const INTL_AT_WORK = /\bIntl\.|\.toLocale(Date|Time)?String\(/;

/** The chunks a prerendered page loads: its bootstrap names each one (decision 0012). */
function chunksOf(html: string): string[] {
  const bootstrap = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return [...new Set([...bootstrap.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, href = '']) => href))];
}

const british = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('start-up work of the public pages', () => {
  it('formats a legal date as British English does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(formatLegalDate(iso)).toBe(british.format(new Date(iso)));
        },
      ),
    );
    expect(formatLegalDate('2024-09-02')).toBe('2 September 2024');
  });

  it('shows the date on the prerendered legal pages', () => {
    requireBuild();
    const pages = {
      'cookie-policy': cookiePolicy,
      'privacy-policy': privacyPolicy,
      'privacy-statement-jobs': privacyStatementJobs,
    };
    for (const [page, doc] of Object.entries(pages)) {
      const { text } = renderedPage(fs.readFileSync(path.join(staticDir, page, 'index.html'), 'utf8'));
      const shown = text.replace(/<[^>]+>/g, '');
      expect(shown, page).toContain(`Last updated: ${british.format(new Date(doc.lastUpdated))}`);
    }
  });

  it('creates no Intl formatter in any chunk a public page loads', () => {
    requireBuild();
    const pages = filesUnder(staticDir, /\.html$/, ['assets', 'admin']);
    expect(pages.length).toBeGreaterThan(20);
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
