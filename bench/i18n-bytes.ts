// What the translation layer (Paraglide's runtime and message functions, contracts/i18n/) adds to
// a page's first-load JavaScript, gzip, in English and in Dutch (issue 23: at most 3 KB). Builds a
// copy of the site with hidden source maps under build/ (its server build resolves packages from
// the node_modules/ above it), then for every first-load
// chunk of a page compares gzip(chunk) with gzip(chunk without the code mapped to contracts/i18n/).
// The baseline, measured in the same run, is the page's whole first-load JavaScript.
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
    let pass = true;
    for (const route of pages) {
      const page = report.routes.find((each) => each.route === route || (route === '/' && each.route === '/.'));
      if (!page) throw new Error(`no prerendered page ${route}`);
      let layer = 0;
      for (const file of page.jsFiles) {
        const full = path.join(clientDir, file);
        const map = `${full}.map`;
        if (fs.existsSync(map)) layer += translationBytes(fs.readFileSync(full, 'utf8'), fs.readFileSync(map, 'utf8'));
      }
      const ok = layer <= I18N_BUDGET_BYTES;
      pass &&= ok;
      rows.push([
        route,
        kb(page.js),
        `${kb(layer)} (${layer} B)`,
        `${((layer / page.js) * 100).toFixed(1)}%`,
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
    if (!pass) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) main();
