// What a browser downloads first for each prerendered page, measured on disk as gzip bytes:
// the HTML, every script and modulepreload it references, the modules that its inline
// <script type="module"> imports and, transitively, every module those import statically,
// and its stylesheets. (The pages ask for their modules after the first paint, decision 0032,
// so the module graph, not the preload links, says what a page needs.)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { kb, passFail, renderTable } from './format.ts';
import { builtRoutes } from '../../scripts/lib/built-site.ts';

/**
 * First-load JavaScript budgets (gzip) of the pages that may load more than an islands page (ISLANDS_JS_BUDGET):
 * the contact page, whose form (8.8 KB with its tabs and the validation it runs before a visitor types; zod comes
 * on the first keystroke) is an island beside React DOM's 70 KB (decision 0070). Every other page with islands has
 * the islands' budget.
 */
export const JS_BUDGETS: readonly { route: string; maxJsBytes: number }[] = [
  { route: '/contact', maxJsBytes: 88 * 1024 },
  { route: '/nl/contact', maxJsBytes: 88 * 1024 },
];

/** Issue 34: a page whose only hydrated parts are islands loads at most this after its first paint, React included. */
export const ISLANDS_JS_BUDGET = 80 * 1024;
/**
 * Issue 37: what a page loads only once it is idle, after its islands (the visitor figures' beacon with web-vitals,
 * decision 0083): not first-load, and at most this.
 */
export const AFTER_IDLE_JS_BUDGET = 2.5 * 1024;
/**
 * The render-blocking stylesheet of a public page, as the server sends it (brotli): small enough that it and its
 * response headers (under 1 KB) arrive in the first round trip of a new connection, TCP's initial window of ten
 * segments (14,600 bytes), which is how Lighthouse simulates the network too. One byte past it costs a phone a round
 * trip before the first paint: 0.15 s of FCP on every page in Lighthouse (decision 0084).
 */
export const STYLESHEET_BUDGET = 13 * 1024;

export type RouteBytes = {
  route: string;
  /** Its islands, when the page has islands instead of React Router's scripts (decision 0070). */
  islands: string[];
  /** gzip bytes */
  html: number;
  js: number;
  css: number;
  total: number;
  /** gzip bytes of the JavaScript it loads once idle, not counted in `js` (AFTER_IDLE_JS_BUDGET). */
  afterIdle: number;
  /** Files counted, relative to build/client, e.g. "assets/root-D2d0eNvC.js". */
  jsFiles: string[];
  cssFiles: string[];
  /** Local references with no file on disk: a broken build. */
  missing: string[];
  /** References to other origins, not counted. */
  external: string[];
};

export type JsBudget = { route: string; jsBytes: number; maxJsBytes: number; pass: boolean };

export type BytesReport = {
  routes: RouteBytes[];
  baseline: RouteBytes;
  budgets: JsBudget[];
  /** The most any page loads once idle, against AFTER_IDLE_JS_BUDGET. */
  afterIdle: { jsBytes: number; maxJsBytes: number; pass: boolean };
  /** The largest stylesheet of a public page (not under /admin), brotli, against STYLESHEET_BUDGET. */
  stylesheet: { file: string; brBytes: number; maxBytes: number; pass: boolean };
  /** Every page must reference only files that exist: a missing asset is a broken page. */
  complete: boolean;
  pass: boolean;
};

/** Every prerendered page under build/client as route `/<dir>`, `index.html` as `/`, sorted. */
export const prerenderedRoutes = (clientDir: string) => builtRoutes(clientDir);

const gzipSizes = new Map<string, number>();

/** gzip size of a file: its precompressed `.gz` sibling when the build made one, else zlib level 9. */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    const sibling = `${file}.gz`;
    size = fs.existsSync(sibling)
      ? fs.statSync(sibling).size
      : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** brotli size of a file, as the server sends it: its precompressed `.br` sibling when the build made one. */
function brotliSize(file: string): number {
  const sibling = `${file}.br`;
  return fs.existsSync(sibling)
    ? fs.statSync(sibling).size
    : zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function attributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const [, name = '', double, single, bare] = match;
    result.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return result;
}

type References = { js: string[]; css: string[] };

/**
 * The URLs the HTML makes the browser fetch first, by kind, in document order. A module a page imports only when the
 * visitor reaches for something (site search's, named by its form's `data-search-module`, decision 0081) is not
 * first-load, and is not named in a script's `import("…")`; e2e/search.spec.ts checks it is not fetched before.
 */
export function firstLoadReferences(html: string): References {
  const js: string[] = [];
  const css: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const [, tag = '', attributeSource = ''] = match;
    const attrs = attributes(attributeSource);
    if (tag.toLowerCase() === 'script') {
      const src = attrs.get('src');
      if (src) js.push(src);
      continue;
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrs.get('href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.push(href);
    else if (rel.includes('stylesheet')) css.push(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributeSource = '', body = ''] = match;
    const attrs = attributes(attributeSource);
    if (attrs.get('type') !== 'module' || attrs.has('src')) continue;
    const imports = [
      ...body.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+)["']/g),
      ...body.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
    ];
    for (const [, specifier = ''] of imports) {
      if (/^\/assets\/[^?#]+\.js(?:[?#].*)?$/.test(specifier)) js.push(specifier);
    }
  }
  return { js, css };
}

const PAGE_ORIGIN = 'http://bench.invalid';

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in a built chunk; not `import()`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** The files plus every module they import statically, transitively, in first-seen order. */
export function withStaticImports(files: string[], missing: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (fs.existsSync(target)) visit(target);
      else missing.push(path.relative(path.dirname(file), target));
    }
  };
  files.forEach(visit);
  return [...seen];
}

/** The chunk of each island (island-chunks.json, which the postbuild writes beside build/client). */
const islandChunksOf = (clientDir: string): Record<string, string> => {
  const file = path.join(clientDir, '..', 'island-chunks.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
};

/** What every page loads only once idle (after-idle.json, which the postbuild writes beside build/client). */
const afterIdleOf = (clientDir: string): string[] => {
  const file = path.join(clientDir, '..', 'after-idle.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
};

function measureRoute(
  clientDir: string,
  route: string,
  file: string,
  chunks: Record<string, string>,
  idle: readonly string[],
): RouteBytes {
  const html = fs.readFileSync(file, 'utf8');
  const named = firstLoadReferences(html);
  const references = { ...named, js: named.js.filter((reference) => !idle.includes(reference)) };
  const idleReferences = named.js.filter((reference) => idle.includes(reference));
  // The loader imports each island of the page after the first paint: the island's chunk and what it imports.
  // (An answer page keeps the islands' markup but runs no script: nothing to count.)
  const loaded = references.js.some((reference) => reference.startsWith('/assets/islands/'));
  const islands = loaded
    ? [...new Set([...html.matchAll(/\bdata-island="([\w-]+)"/g)].map(([, name = '']) => name))]
    : [];
  const missingIslands = islands.filter((name) => !chunks[name]).map((name) => `island ${name}`);
  references.js.push(...islands.flatMap((name) => chunks[name] ?? []));
  const missing: string[] = [...missingIslands];
  const external: string[] = [];

  const resolve = (references: string[]) => {
    const files = new Set<string>();
    for (const reference of references) {
      const url = new URL(reference, `${PAGE_ORIGIN}${route === '/' ? '/' : `${route}/`}`);
      if (url.origin !== PAGE_ORIGIN) {
        external.push(reference);
        continue;
      }
      const onDisk = path.join(clientDir, decodeURIComponent(url.pathname));
      if (fs.existsSync(onDisk)) files.add(onDisk);
      else missing.push(reference);
    }
    return [...files];
  };
  const jsFiles = withStaticImports(resolve(references.js), missing);
  const idleFiles = withStaticImports(resolve(idleReferences), missing).filter((each) => !jsFiles.includes(each));
  const cssFiles = resolve(references.css);
  const sum = (files: string[]) => files.reduce((total, each) => total + gzipSize(each), 0);

  const htmlBytes = gzipSize(file);
  const js = sum(jsFiles);
  const css = sum(cssFiles);
  const relative = (each: string) => path.relative(clientDir, each).split(path.sep).join('/');
  return {
    route,
    islands,
    html: htmlBytes,
    js,
    css,
    total: htmlBytes + js + css,
    afterIdle: sum(idleFiles),
    jsFiles: jsFiles.map(relative),
    cssFiles: cssFiles.map(relative),
    missing: [...new Set(missing)],
    external: [...new Set(external)],
  };
}

export function measureFirstLoadBytes(clientDirectory: string): BytesReport {
  // Absolute, as the static imports it follows resolve: a relative path counted a shared chunk twice.
  const clientDir = path.resolve(clientDirectory);
  const chunks = islandChunksOf(clientDir);
  const idle = afterIdleOf(clientDir);
  const routes = prerenderedRoutes(clientDir).map(({ route, file }) =>
    measureRoute(clientDir, route, file, chunks, idle),
  );
  const baseline = routes.reduce<RouteBytes | undefined>(
    (smallest, each) => (smallest === undefined || each.total < smallest.total ? each : smallest),
    undefined,
  );
  if (!baseline) throw new Error(`no prerendered pages (…/index.html) under ${clientDir}`);
  const budgets = JS_BUDGETS.map(({ route, maxJsBytes }) => {
    const page = routes.find((each) => each.route === route);
    if (!page) throw new Error(`no prerendered page for ${route} under ${clientDir}`);
    return { route, jsBytes: page.js, maxJsBytes, pass: page.js <= maxJsBytes };
  }).concat(
    routes
      .filter((each) => each.islands.length > 0 && !JS_BUDGETS.some(({ route }) => route === each.route))
      .map((each) => ({
        route: each.route,
        jsBytes: each.js,
        maxJsBytes: ISLANDS_JS_BUDGET,
        pass: each.js <= ISLANDS_JS_BUDGET,
      })),
  );
  const complete = routes.every((each) => each.missing.length === 0);
  const idleMost = Math.max(0, ...routes.map((each) => each.afterIdle));
  const afterIdle = { jsBytes: idleMost, maxJsBytes: AFTER_IDLE_JS_BUDGET, pass: idleMost <= AFTER_IDLE_JS_BUDGET };
  const publicSheets = [
    ...new Set(routes.filter((each) => !/^\/admin(\/|$)/.test(each.route)).flatMap((each) => each.cssFiles)),
  ].map((file) => ({ file, brBytes: brotliSize(path.join(clientDir, file)) }));
  const largest = publicSheets.reduce((most, each) => (each.brBytes > most.brBytes ? each : most), {
    file: '',
    brBytes: 0,
  });
  const stylesheet = { ...largest, maxBytes: STYLESHEET_BUDGET, pass: largest.brBytes <= STYLESHEET_BUDGET };
  return {
    routes,
    baseline,
    budgets,
    afterIdle,
    stylesheet,
    complete,
    pass: complete && afterIdle.pass && stylesheet.pass && budgets.every((each) => each.pass),
  };
}

export function renderBytesReport(report: BytesReport): string {
  const { baseline, budgets } = report;
  const row = (label: string, each: RouteBytes) => [
    label,
    kb(each.html),
    kb(each.js),
    kb(each.css),
    kb(each.total),
    `${(each.total / baseline.total).toFixed(2)}×`,
  ];
  const table = renderTable(
    [
      { header: 'route' },
      { header: 'HTML KB', align: 'right' },
      { header: 'JS KB', align: 'right' },
      { header: 'CSS KB', align: 'right' },
      { header: 'total KB', align: 'right' },
      { header: 'vs baseline', align: 'right' },
    ],
    [row(`baseline (smallest: ${baseline.route})`, baseline), ...report.routes.map((each) => row(each.route, each))],
  );
  const problems = report.routes.flatMap((each) => [
    ...each.missing.map((reference) => `  ! ${each.route}: ${reference} is referenced but not in build/client`),
    ...each.external.map((reference) => `  ! ${each.route}: ${reference} is on another origin, not counted`),
  ]);
  return [
    'First-load bytes per route (gzip; 1 KB = 1024 bytes)',
    '',
    table,
    ...(problems.length > 0 ? ['', ...problems] : []),
    '',
    'Budgets (first-load JS, gzip):',
    ...budgets.map(
      (each) => `${passFail(each.pass)}  ${each.route.padEnd(9)} ${kb(each.jsBytes)} KB ≤ ${kb(each.maxJsBytes)} KB`,
    ),
    `${passFail(report.afterIdle.pass)}  once idle (the beacon): ${kb(report.afterIdle.jsBytes)} KB ≤ ${kb(report.afterIdle.maxJsBytes)} KB on every page`,
    `${passFail(report.stylesheet.pass)}  a public page's stylesheet (${report.stylesheet.file}): ${kb(report.stylesheet.brBytes)} KB brotli ≤ ${kb(report.stylesheet.maxBytes)} KB, within the first round trip`,
    `${passFail(report.complete)}  every referenced asset exists in the build`,
  ].join('\n');
}
