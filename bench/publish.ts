// A publish's render (issue 35, decision 0072): the whole site rendered from the store's content by the build's own
// server code, beside one page of it, in one run. Prints a table of medians; the budgets of issue 35 (one post with its
// lists ≤ 300 ms, publish to visible p95 ≤ 2 s) are the goals of the publish that renders only what changed, which
// this slice does not build yet: the table says how far the whole-site render is from them.
// Run with `npm run bench:publish` after `npm run build`.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPOSITORY_PACK, readPackDir } from '../contracts/content/pack-files.ts';
import { loadSiteBuild, renderSite } from '../server/publish/index.ts';
import { median, renderTable } from './lib/format.ts';

const runs = Number(process.env.BENCH_ITERATIONS ?? 5);
const build = await loadSiteBuild(path.resolve('build'));
const items = readPackDir(REPOSITORY_PACK).items;

const times: number[] = [];
let pages = 0;
let files = 0;
for (let run = 0; run < runs + 1; run += 1) {
  const start = performance.now();
  const rendered = await renderSite(build, items);
  // The first run loads the route modules and warms the JIT: not counted.
  if (run > 0) times.push(performance.now() - start);
  pages = rendered.paths.length;
  files = rendered.files.length;
}
const whole = median(times) ?? Number.NaN;
console.log(
  renderTable(
    [
      { header: 'render' },
      { header: 'pages', align: 'right' },
      { header: 'files', align: 'right' },
      { header: 'median ms', align: 'right' },
      { header: 'ms per page', align: 'right' },
    ],
    [['whole site', String(pages), String(files), whole.toFixed(0), (whole / pages).toFixed(1)]],
  ),
);
console.log(`\n${runs} runs after one warm-up; goal for one post with its lists (not built yet): ≤ 300 ms.`);
