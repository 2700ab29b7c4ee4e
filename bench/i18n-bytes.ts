// What the translation layer (Paraglide's runtime and message functions, contracts/i18n/) adds to
// a page's first-load JavaScript, gzip, in English and in Dutch (issue 23: at most 3 KB). Builds a
// copy of the site with hidden source maps under build/ (its server build resolves packages from
// the node_modules/ above it), then for every first-load
// chunk of a page compares gzip(chunk) with gzip(chunk without the code mapped to contracts/i18n/).
// The baseline, measured in the same run, is the page's whole first-load JavaScript. A chunk
// without a source map is counted only when `unmappedChunk()` knows it by its content (React
// Router's route manifest: 0; the stand-in for Paraglide's runtime: all of it), and said so under
// the table; any other fails its page, named under the table.
// Run with `npm run bench:i18n`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { measureFirstLoadBytes } from './lib/bytes.ts';
import { kb, passFail, renderTable } from './lib/format.ts';

export const I18N_BUDGET_BYTES = 3 * 1024;
const pages = [
  '/',
  '/nl',
  '/contact',
  '/nl/contact',
  '/success-stories/prorail',
  '/nl/success-stories/prorail',
  '/blog/measuring-roi-ai-projects',
  '/nl/blog/measuring-roi-ai-projects',
];

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

/** The chunk's gzip bytes that come from contracts/i18n/. */
export function translationBytes(code: string, map: string): number {
  const consumer = new SourceMapConsumer(JSON.parse(map));
  const lines = code.split('\n');
  const keep = lines.map((line) => new Array<boolean>(line.length).fill(true));
  let open: { line: number; column: number } | null = null;
  const close = (line: number, column: number) => {
    if (!open) return;
    for (let l = open.line; l <= line; l++) {
      const row = keep[l - 1] ?? [];
      const from = l === open.line ? open.column : 0;
      const to = l === line ? column : row.length;
      for (let c = from; c < to; c++) row[c] = false;
    }
    open = null;
  };
  consumer.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    if (mapping.source?.includes('contracts/i18n/'))
      open = { line: mapping.generatedLine, column: mapping.generatedColumn };
  });
  close(lines.length, lines.at(-1)?.length ?? 0);
  const without = lines
    .map((line, index) => [...line].filter((_, column) => keep[index]?.[column]).join(''))
    .join('\n');
  return gzip(code) - gzip(without);
}

/**
 * A first-load chunk that has no source map, counted by what it is: React Router's route manifest
 * is data the framework writes (route ids and module URLs, no code of ours), and the stand-in for
 * Paraglide's runtime (vite.config.ts, a virtual module) is translation layer through and through.
 * Anything else is `null`: its translation bytes are unknown.
 */
export function unmappedChunk(code: string): { bytes: number; what: string } | null {
  if (code.startsWith('window.__reactRouterManifest=')) {
    return { bytes: 0, what: "React Router's route manifest (route data): counted as 0" };
  }
  if (code.includes('A message was called without a locale')) {
    return { bytes: gzip(code), what: "the stand-in for Paraglide's runtime (vite.config.ts): counted whole" };
  }
  return null;
}

function main() {
  fs.mkdirSync('build', { recursive: true });
  const dir = fs.mkdtempSync(path.resolve('build/.i18n-bytes-'));
  try {
    const build = spawnSync('npx', ['react-router', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BUILD_DIRECTORY: dir, BUILD_SOURCEMAP: 'hidden' },
    });
    if (build.status !== 0) throw new Error('the build with source maps failed');
    const clientDir = path.join(dir, 'client');
    const report = measureFirstLoadBytes(clientDir);
    const rows: string[][] = [];
    const unmapped = new Map<string, string | null>();
    let pass = true;
    for (const route of pages) {
      const page = report.routes.find((each) => each.route === route || (route === '/' && each.route === '/.'));
      if (!page) throw new Error(`no prerendered page ${route}`);
      let layer = 0;
      let measured = true;
      for (const file of page.jsFiles) {
        const full = path.join(clientDir, file);
        const map = `${full}.map`;
        const code = fs.readFileSync(full, 'utf8');
        if (fs.existsSync(map)) {
          layer += translationBytes(code, fs.readFileSync(map, 'utf8'));
          continue;
        }
        // Without a map, only a chunk known by its content is counted: any other is unknown, not 0.
        const known = unmappedChunk(code);
        unmapped.set(file, known?.what ?? null);
        if (known) layer += known.bytes;
        else measured = false;
      }
      const ok = measured && layer <= I18N_BUDGET_BYTES;
      pass &&= ok;
      rows.push([
        route,
        kb(page.js),
        measured ? `${kb(layer)} (${layer} B)` : 'unknown (no source map)',
        measured ? `${((layer / page.js) * 100).toFixed(1)}%` : '?',
        kb(I18N_BUDGET_BYTES),
        passFail(ok),
      ]);
    }
    console.log('Translation layer in first-load JS (gzip, KB)\n');
    console.log(
      renderTable(
        [
          { header: 'page' },
          { header: 'all JS (baseline)', align: 'right' },
          { header: 'translation layer', align: 'right' },
          { header: 'share', align: 'right' },
          { header: 'budget', align: 'right' },
          { header: 'result', align: 'right' },
        ],
        rows,
      ),
    );
    for (const [file, what] of unmapped) {
      console.log(
        what
          ? `${file} has no source map: ${what}`
          : `FAILED: ${file} has no source map, so its translation bytes are unknown`,
      );
    }
    if (!pass) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) main();
