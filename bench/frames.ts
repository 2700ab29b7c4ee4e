// The main thread while a page starts, build against build: each page loaded in headless Chromium
// at Lighthouse's phone size, traced from the first contentful paint for 3 s, interleaved run by run
// (the order of variants rotates each round). Prints, per page and variant, the frames drawn, their
// rendering work, the style updates animations cost, and the blocking time the tasks would add at a
// phone's 4× CPU: median (min–max) and the ratio of medians to the first variant. Counts, unlike
// Lighthouse's TBT on this shared machine, barely move between runs (decision 0032 item 7).
//
//   npm run bench:frames                       the current build against itself without JavaScript
//   BENCH_BUILDS="before=/tmp/a/build,after=build" npm run bench:frames
//
// Each BENCH_BUILDS directory is a `build/` folder (`client/` and `csp-hashes.json`). BENCH_PAGES and
// BENCH_RUNS (default 5) as in `npm run bench`. Not part of `npm run bench` nor of `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { median, renderTable } from './lib/format.ts';
import { FRAME_TRACE_CATEGORIES, type FrameSummary, summarizeFrames, type TraceEvent } from './lib/frames.ts';
import { ensureBuild, startServer } from './lib/server.ts';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/lib/chromium.ts';

const DEFAULT_PAGES = ['/', '/about', '/success-stories', '/success-stories/prorail', '/jobs'];
const WINDOW_MS = 3000;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pages = process.env.BENCH_PAGES?.split(',').map((each) => each.trim()) ?? DEFAULT_PAGES;

type Variant = { name: string; dir: string; withoutJavaScript: boolean };
const named = (process.env.BENCH_BUILDS ?? '').split(',').flatMap((entry) => {
  const [name, dir] = entry.split('=');
  return name && dir ? [{ name: name.trim(), dir: path.resolve(dir.trim()), withoutJavaScript: false }] : [];
});
if (named.length === 0) await ensureBuild();
const variants: Variant[] =
  named.length > 0
    ? named
    : [
        { name: 'no JavaScript', dir: path.resolve('build'), withoutJavaScript: true },
        { name: 'current', dir: path.resolve('build'), withoutJavaScript: false },
      ];
for (const variant of variants) {
  if (!fs.existsSync(path.join(variant.dir, 'client', 'index.html'))) {
    console.error(`${variant.name}: ${variant.dir}/client/index.html is missing`);
    process.exit(1);
  }
}

const metrics: { key: keyof FrameSummary; label: string }[] = [
  { key: 'frames', label: 'frames' },
  { key: 'frameWorkMs', label: 'frame work ms' },
  { key: 'animationUpdates', label: 'animation updates' },
  { key: 'blockingAt4xMs', label: 'blocking at 4× ms' },
  { key: 'cpuBlockingAt4xMs', label: 'CPU blocking at 4× ms' },
  { key: 'taskCpuMs', label: 'task CPU ms' },
];

/** One load of `url` in a fresh context, traced; its summary. */
async function traceLoad(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
  withoutJavaScript: boolean,
): Promise<FrameSummary> {
  // Lighthouse's mobile screen: 412 × 823 CSS px at 1.75 device pixels per px, touch.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (withoutJavaScript) await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: FRAME_TRACE_CATEGORIES },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WINDOW_MS + 500);
    await cdp.send('Tracing.end');
    await complete;
    return summarizeFrames(events, new URL(url).origin, WINDOW_MS);
  } finally {
    await context.close();
  }
}

const servers: Awaited<ReturnType<typeof startServer>>[] = [];
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-frames-'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
try {
  // One server per distinct build directory.
  const origins = new Map<string, string>();
  for (const variant of variants) {
    if (origins.has(variant.dir)) continue;
    const dataDir = fs.mkdtempSync(path.join(dataRoot, 'data-'));
    const server = await startServer({ staticDir: path.join(variant.dir, 'client'), dataDir });
    servers.push(server);
    origins.set(variant.dir, server.origin);
  }
  const results = new Map<string, FrameSummary[]>();
  const key = (variant: number, page: string) => `${variant} ${page}`;
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      for (let step = 0; step < variants.length; step++) {
        const index = (step + round) % variants.length;
        const variant = variants[index]!;
        const summary = await traceLoad(
          browser,
          new URL(page, origins.get(variant.dir)).toString(),
          variant.withoutJavaScript,
        );
        results.set(key(index, page), [...(results.get(key(index, page)) ?? []), summary]);
        console.log(
          `  [${round + 1}/${runs}] ${variant.name} ${page}: ${summary.frames} frames, ${summary.frameWorkMs.toFixed(0)} ms frame work, ${summary.animationUpdates} animation updates, ${summary.blockingAt4xMs.toFixed(0)} ms blocking at 4× (${summary.cpuBlockingAt4xMs.toFixed(0)} from CPU time), ${summary.taskCpuMs.toFixed(0)} ms task CPU`,
        );
      }
    }
  }
  const rows: string[][] = [];
  for (const page of pages) {
    const medians = variants.map((_, index) =>
      Object.fromEntries(
        metrics.map(({ key: metric }) => [
          metric,
          median((results.get(key(index, page)) ?? []).map((each) => each[metric])) ?? NaN,
        ]),
      ),
    );
    for (const [index, variant] of variants.entries()) {
      const summaries = results.get(key(index, page)) ?? [];
      rows.push([
        page,
        variant.name,
        ...metrics.map(({ key: metric }) => {
          const values = summaries.map((each) => each[metric]);
          const base = medians[0]![metric]!;
          const own = medians[index]![metric]!;
          const ratio = index === 0 ? '' : base > 0 ? ` ×${(own / base).toFixed(2)}` : '';
          return `${own.toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})${ratio}`;
        }),
      ]);
    }
  }
  console.log(
    `\nMain thread from the first contentful paint for ${WINDOW_MS / 1000} s, ${runs} interleaved loads per variant and page;`,
  );
  console.log(`median (min–max), × the median of ${variants[0]!.name}\n`);
  console.log(
    renderTable(
      [
        { header: 'page' },
        { header: 'variant' },
        ...metrics.map((each) => ({ header: each.label, align: 'right' as const })),
      ],
      rows,
    ),
  );
  const loads = os.loadavg();
  console.log(`\nload average at the end: ${loads[0]?.toFixed(1)} (${os.cpus().length} CPUs)`);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(dataRoot, { recursive: true, force: true });
}
