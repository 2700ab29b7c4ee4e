// The byte budget of `npm run bench` (bench/lib/bytes.ts) counts what a page needs to run: the
// modules its bootstrap imports and everything they import statically. These keep that count
// honest: a page that stops listing its modules, or a chunk that imports a missing file, must
// not pass with a smaller number.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { SourceMapGenerator } from 'source-map-js';
import { translationBytes, unmappedChunk } from '../../bench/i18n-bytes.ts';
import {
  AFTER_IDLE_JS_BUDGET,
  STYLESHEET_BUDGET,
  ISLANDS_JS_BUDGET,
  measureFirstLoadBytes,
  withStaticImports,
} from '../../bench/lib/bytes.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

describe('first-load bytes', () => {
  it('follows static imports transitively, not dynamic ones, and reports imports with no file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bytes-'));
    fs.writeFileSync(
      path.join(dir, 'a.js'),
      'import{x as y}from"./b.js";import"./c.js";const l=()=>import("./lazy.js");',
    );
    fs.writeFileSync(path.join(dir, 'b.js'), 'export*from"./d.js";');
    fs.writeFileSync(path.join(dir, 'c.js'), 'import"./gone.js";');
    fs.writeFileSync(path.join(dir, 'd.js'), 'export const x=1;');
    fs.writeFileSync(path.join(dir, 'lazy.js'), 'export const z=1;');
    const missing: string[] = [];
    const files = withStaticImports([path.join(dir, 'a.js')], missing).map((file) => path.basename(file));
    expect(files).toEqual(['a.js', 'b.js', 'd.js', 'c.js']);
    expect(missing).toEqual(['gone.js']);
  });

  it('counts React DOM on every page of the build, React Router on the admin pages, and no page misses a file', () => {
    requireBuild();
    const report = measureFirstLoadBytes(staticDir);
    expect(report.complete).toBe(true);
    // Found by what the chunks hold, not their names: the bundler names its own chunks.
    const code = (route: string) =>
      report.routes
        .find((each) => each.route === route)!
        .jsFiles.map((file) => fs.readFileSync(path.join(staticDir, file), 'utf8'))
        .join('\n');
    expect(code('/admin/login')).toContain('react-dom');
    expect(code('/admin/login')).toContain('__reactRouterContext');
    // The home page's islands: React DOM and the islands' chunks, the page's after-paint import.
    expect(code('/')).toContain('react-dom');
    expect(code('/')).not.toContain('__reactRouterContext');
    expect(report.routes.find((each) => each.route === '/')!.js).toBeGreaterThan(60 * 1024);
  });

  it('keeps TanStack Query, which only admin pages use, out of every public page', () => {
    requireBuild();
    const { routes } = measureFirstLoadBytes(staticDir);
    const holdsTanStack = (route: (typeof routes)[number]) =>
      route.jsFiles.some((file) => fs.readFileSync(path.join(staticDir, file), 'utf8').includes('QueryClient'));
    const admin = routes.filter((route) => route.route.startsWith('/admin'));
    const publicPages = routes.filter((route) => !route.route.startsWith('/admin'));
    expect(admin.map((route) => route.route)).toContain('/admin/login');
    expect(publicPages.length).toBeGreaterThan(50);
    expect(admin.filter((route) => !holdsTanStack(route)).map((route) => route.route)).toEqual([]);
    expect(publicPages.filter(holdsTanStack).map((route) => route.route)).toEqual([]);
  });

  it('keeps the built pages within their first-load JavaScript budgets', () => {
    // Bytes do not depend on the machine, so the bench's byte budgets hold in every test run: a
    // change of chunking that pushes a page over (it happened: decision 0032, History) fails here first.
    requireBuild();
    const { budgets, routes } = measureFirstLoadBytes(staticDir);
    // The contact page has its own (its form); every other page of islands has the islands' (issue 34).
    const islandPages = routes.filter((route) => route.islands.length > 0).map((route) => route.route);
    expect(islandPages).toEqual(expect.arrayContaining(['/blog', '/nl/blog', '/cookie-policy', '/services']));
    const ownBudget = ['/contact', '/nl/contact'];
    expect(budgets.map((budget) => budget.route)).toEqual([
      ...ownBudget,
      ...islandPages.filter((route) => !ownBudget.includes(route)),
    ]);
    expect(islandPages).toEqual(expect.arrayContaining(['/', '/nl', ...ownBudget]));
    for (const route of islandPages.filter((each) => !ownBudget.includes(each))) {
      expect(budgets.find((budget) => budget.route === route)?.maxJsBytes).toBe(ISLANDS_JS_BUDGET);
      // Found by what the chunks hold: React DOM, and none of React Router's.
      const page = routes.find((each) => each.route === route)!;
      const code = page.jsFiles.map((file) => fs.readFileSync(path.join(staticDir, file), 'utf8')).join('\n');
      expect(code).toContain('react-dom');
      expect(code).not.toContain('__reactRouterContext');
    }
    for (const budget of budgets) {
      expect(budget.jsBytes, `${budget.route}: ${budget.jsBytes} bytes`).toBeLessThanOrEqual(budget.maxJsBytes);
    }
  });

  it('loads the visitor figures’ beacon on every page of islands once idle, within its own 2.5 KB (issue 37)', () => {
    requireBuild();
    const { routes, afterIdle } = measureFirstLoadBytes(staticDir);
    const islandPages = routes.filter((route) => route.islands.length > 0);
    for (const page of islandPages) {
      // Counted apart from the first load, and web-vitals in it: the beacon is the only thing loaded once idle.
      expect(page.afterIdle, page.route).toBeGreaterThan(1024);
      expect(
        page.jsFiles.some((file) => /\/beacon-/.test(file)),
        page.route,
      ).toBe(false);
    }
    expect(afterIdle.maxJsBytes).toBe(AFTER_IDLE_JS_BUDGET);
    expect(afterIdle.jsBytes).toBeLessThanOrEqual(AFTER_IDLE_JS_BUDGET);
    // Asked for when idle, never preloaded: no page names it in a link.
    const home = builtPage('/', staticDir);
    expect(home).toMatch(/requestIdleCallback\(beacon/);
    expect(home).not.toMatch(/<link[^>]+beacon-/);
  });

  it('gives public pages a stylesheet of their own utilities that arrives in the first round trip; the admin the whole site’s', () => {
    requireBuild();
    const { routes, stylesheet } = measureFirstLoadBytes(staticDir);
    const sheetsOf = (admin: boolean) => [
      ...new Set(routes.filter((each) => each.route.startsWith('/admin') === admin).flatMap((each) => each.cssFiles)),
    ];
    const [publicSheet, ...otherPublic] = sheetsOf(false);
    const [adminSheet, ...otherAdmin] = sheetsOf(true);
    expect(publicSheet).toMatch(/^assets\/app-[\w-]+\.css$/);
    expect(adminSheet).toMatch(/^assets\/admin-[\w-]+\.css$/);
    expect([otherPublic, otherAdmin]).toEqual([[], []]);
    expect(stylesheet).toMatchObject({ file: publicSheet, maxBytes: STYLESHEET_BUDGET });
    expect(stylesheet.brBytes, `${stylesheet.brBytes} bytes of brotli`).toBeLessThanOrEqual(STYLESHEET_BUDGET);
    // A class only the admin's code writes (the dashboard's speed table, the studio's) is in the admin's sheet only.
    const css = (file: string) => fs.readFileSync(path.join(staticDir, file), 'utf8');
    for (const adminOnly of ['md\\:w-60', 'max-md\\:p-0'])
      expect([css(publicSheet!).includes(adminOnly), css(adminSheet!).includes(adminOnly)], adminOnly).toEqual([
        false,
        true,
      ]);
    // Everything the public sheet styles, the admin's does too, in the same order: the admin shows the site's chrome.
    const rulesOf = (file: string) => css(file).match(/\.[\w\\:[\]/.-]+\{/g) ?? [];
    const adminRules = new Set(rulesOf(adminSheet!));
    expect(rulesOf(publicSheet!).length).toBeGreaterThan(500);
    expect(rulesOf(publicSheet!).filter((rule) => !adminRules.has(rule))).toEqual([]);
  });
});

describe('the translation layer of bench:i18n', () => {
  /** A one-line chunk of three parts, mapped to the sources given. */
  function chunk(parts: { source: string; code: string }[]) {
    const map = new SourceMapGenerator({ file: 'chunk.js' });
    let column = 0;
    for (const part of parts) {
      map.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source: part.source });
      column += part.code.length;
    }
    return { code: parts.map((part) => part.code).join(''), map: map.toString() };
  }
  const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
  const app = 'function render(){return document.title.toUpperCase()}';
  const messages = 'const a=()=>"Verstuur bericht",b=()=>"Vul je naam in",c=()=>"Bedankt voor je bericht";';

  it('counts the gzip bytes of the code that comes from contracts/i18n/', () => {
    const { code, map } = chunk([
      { source: '../../app/routes/contact.tsx', code: app },
      { source: '../../contracts/i18n/messages/nl.js', code: messages },
      { source: '../../app/lib/cn.ts', code: app.replace('render', 'draw') },
    ]);
    const without = app + app.replace('render', 'draw');
    expect(translationBytes(code, map)).toBe(gzip(code) - gzip(without));
    expect(translationBytes(code, map)).toBeGreaterThan(20);
  });

  it('counts nothing in a chunk with no translation code', () => {
    const { code, map } = chunk([
      { source: '../../app/routes/contact.tsx', code: app },
      { source: '../../app/lib/cn.ts', code: messages },
    ]);
    expect(translationBytes(code, map)).toBe(0);
  });

  it('counts a chunk without a source map only when it knows what it is', () => {
    expect(unmappedChunk('window.__reactRouterManifest={"entry":{"module":"/assets/entry.client.js"}};')).toEqual({
      bytes: 0,
      what: "React Router's route manifest (route data): counted as 0",
    });
    const stub = 'function e(){throw Error(`A message was called without a locale`)}export{e as t};';
    expect(unmappedChunk(stub)?.bytes).toBe(gzip(stub));
    // Anything else is unknown, not 0: the page fails.
    expect(unmappedChunk(messages)).toBeNull();
  });
});
