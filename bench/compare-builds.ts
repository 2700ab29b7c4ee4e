// Several builds of the site side by side: Lighthouse mobile on the same pages, interleaved run by
// run (build A, B, C on page 1, then page 2 …, and the order of builds rotates each round), so a
// busy moment of this shared machine hits every build alike. Prints each build's medians and
// ranges, and per page whether a variant's difference from the first build is larger than the
// run-to-run range. Used to decide which first-load devices pay (docs/decisions/0032).
//
//   BENCH_BUILDS="current=/tmp/a/build,no-chunks=/tmp/b/build" npm run bench:compare
//
// The after-paint bootstrap against React Router's own (decisions 0032, 0065), from one checkout:
//
//   FIRST_LOAD_BOOTSTRAP=react-router npm run build && cp -r build /tmp/react-router-build
//   npm run build && cp -r build /tmp/after-paint-build
//   BENCH_BUILDS="after-paint=/tmp/after-paint-build,react-router=/tmp/react-router-build" npm run bench:compare
//
// The bundler's module wrappers as eager functions against its arrows (decision 0032):
//
//   EAGER_MODULE_WRAPPERS=off npm run build && cp -r build /tmp/arrow-build
//   npm run build && cp -r build /tmp/eager-build
//   BENCH_BUILDS="eager=/tmp/eager-build,arrow=/tmp/arrow-build" npm run bench:compare
//
// Each directory is a `build/` folder: `client/` and `csp-hashes.json`. BENCH_PAGES and BENCH_RUNS
// (default 5) as in `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FLOOR_PATH, writeFloorPage } from './lib/floor.ts';
import { median, renderTable } from './lib/format.ts';
import { calibratedCpuSlowdown, cpuSlowdownFromEnv, killAllChrome, type RunResult, runOnce } from './lib/lighthouse.ts';
import { startServer } from './lib/server.ts';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

const DEFAULT_PAGES = ['/', '/success-stories/prorail', '/blog/measuring-roi-ai-projects', '/jobs', '/contact'];
const runs = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_CPU_SLOWDOWN, or the slowdown that matches this host, read by one uncounted run as `npm run bench` does.
let cpuSlowdown = cpuSlowdownFromEnv();
const pages = process.env.BENCH_PAGES?.split(',').map((each) => each.trim()) ?? DEFAULT_PAGES;
const builds = (process.env.BENCH_BUILDS ?? '').split(',').flatMap((entry) => {
  const [name, dir] = entry.split('=');
  return name && dir ? [{ name: name.trim(), dir: path.resolve(dir.trim()) }] : [];
});
if (builds.length < 2) {
  console.error('BENCH_BUILDS needs at least two entries: name=path/to/build,name=path/to/build');
  process.exit(1);
}
for (const build of builds) {
  if (!fs.existsSync(path.join(build.dir, 'client', 'index.html'))) {
    console.error(`${build.name}: ${build.dir}/client/index.html is missing`);
    process.exit(1);
  }
}

type Metric = 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'tbtAtCpuMs' | 'cls';
const metrics: { key: Metric; label: string; show: (value: number) => string; lowerIsBetter: boolean }[] = [
  { key: 'performance', label: 'perf', show: (value) => String(Math.round(value)), lowerIsBetter: false },
  { key: 'fcpMs', label: 'FCP s', show: (value) => (value / 1000).toFixed(2), lowerIsBetter: true },
  { key: 'lcpMs', label: 'LCP s', show: (value) => (value / 1000).toFixed(2), lowerIsBetter: true },
  { key: 'tbtMs', label: 'TBT ms', show: (value) => String(Math.round(value)), lowerIsBetter: true },
  // The same runs replayed with each task at its CPU time (bench/lib/tbt-replay.ts): steadier here.
  { key: 'tbtAtCpuMs', label: 'TBT at CPU ms', show: (value) => String(Math.round(value)), lowerIsBetter: true },
  { key: 'cls', label: 'CLS', show: (value) => value.toFixed(3), lowerIsBetter: true },
];
const valueOf = (run: RunResult, key: Metric) => (key === 'performance' ? run.scores.performance : run[key]);

const servers = [];
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-compare-'));
// Each build's own floor page (its home page without scripts) is run beside its pages, and removed afterwards.
pages.unshift(FLOOR_PATH);
try {
  for (const build of builds) writeFloorPage(path.join(build.dir, 'client'));
  for (const [index, build] of builds.entries()) {
    const dataDir = path.join(dataRoot, String(index));
    fs.mkdirSync(dataDir);
    // A build inside another checkout (a worktree of an older commit) is served by that checkout's own server, which
    // has its content pack and its render: this checkout's server would render a build of other content anew.
    const checkout = path.dirname(build.dir);
    const own = checkout !== process.cwd() && fs.existsSync(path.join(checkout, 'server', 'index.ts'));
    servers.push(
      await startServer({ staticDir: path.join(build.dir, 'client'), dataDir, ...(own ? { cwd: checkout } : {}) }),
    );
  }
  if (cpuSlowdown === undefined) {
    const probe = await runOnce(new URL(pages[1] ?? '/', servers[0]!.origin).toString(), 'mobile', CHROMIUM_PATH);
    cpuSlowdown = calibratedCpuSlowdown(probe.benchmarkIndex);
    console.log(`  CPU index ${probe.benchmarkIndex.toFixed(0)}: the runs are at ${cpuSlowdown}×, the phone 4× means`);
  }
  const results = new Map<string, RunResult[]>();
  const key = (build: number, page: string) => `${build} ${page}`;
  const total = runs * pages.length * builds.length;
  let done = 0;
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      for (let step = 0; step < builds.length; step++) {
        const index = (step + round) % builds.length;
        const run = await runOnce(
          new URL(page, servers[index]!.origin).toString(),
          'mobile',
          CHROMIUM_PATH,
          cpuSlowdown,
        );
        done += 1;
        console.log(
          `  [${done}/${total}] ${builds[index]!.name} ${page}: perf ${run.scores.performance}, TBT ${Math.round(run.tbtMs ?? NaN)} ms, LCP ${Math.round(run.lcpMs ?? NaN)} ms${run.runtimeError ? `  ERROR ${run.runtimeError}` : ''}`,
        );
        if (!run.runtimeError) results.set(key(index, page), [...(results.get(key(index, page)) ?? []), run]);
      }
    }
  }

  const rows: string[][] = [];
  const verdicts: string[][] = [];
  for (const page of pages) {
    const stats = builds.map((_, index) => {
      const pageRuns = results.get(key(index, page)) ?? [];
      return Object.fromEntries(
        metrics.map(({ key: metric }) => {
          const values = pageRuns.map((run) => valueOf(run, metric)).filter((value): value is number => value !== null);
          return [metric, { median: median(values) ?? NaN, min: Math.min(...values), max: Math.max(...values) }];
        }),
      ) as Record<Metric, { median: number; min: number; max: number }>;
    });
    for (const [index, build] of builds.entries()) {
      const stat = stats[index]!;
      rows.push([
        page,
        build.name,
        String(results.get(key(index, page))?.length ?? 0),
        ...metrics.map(({ key: metric, show }) =>
          metric === 'cls'
            ? `${show(stat.cls.max)} max`
            : `${show(stat[metric].median)} (${show(stat[metric].min)}–${show(stat[metric].max)})`,
        ),
      ]);
      if (index === 0) continue;
      const base = stats[0]!;
      for (const { key: metric, label, show, lowerIsBetter } of metrics.filter((each) => each.key !== 'cls')) {
        const gain = lowerIsBetter
          ? stat[metric].median - base[metric].median
          : base[metric].median - stat[metric].median;
        // The run-to-run range of the noisier of the two builds.
        const noise = Math.max(base[metric].max - base[metric].min, stat[metric].max - stat[metric].min);
        const word =
          Math.abs(gain) <= noise ? 'within noise' : gain > 0 ? `${builds[0]!.name} better` : `${build.name} better`;
        verdicts.push([page, `${build.name} vs ${builds[0]!.name}`, label, show(Math.abs(gain)), show(noise), word]);
      }
    }
  }
  console.log(
    `\nLighthouse mobile at ${cpuSlowdown}× CPU, ${runs} interleaved runs per build and page; median (min–max)\n`,
  );
  console.log(
    renderTable(
      [
        { header: 'page' },
        { header: 'build' },
        { header: 'runs', align: 'right' },
        ...metrics.map((each) => ({ header: each.label, align: 'right' as const })),
      ],
      rows,
    ),
  );
  console.log('\nDifference of medians against the first build, beside the larger run-to-run range\n');
  console.log(
    renderTable(
      [
        { header: 'page' },
        { header: 'variant' },
        { header: 'metric' },
        { header: 'difference', align: 'right' },
        { header: 'range', align: 'right' },
        { header: 'verdict' },
      ],
      verdicts,
    ),
  );
  const loads = os.loadavg();
  console.log(`\nload average at the end: ${loads[0]?.toFixed(1)} (${os.cpus().length} CPUs)`);
} finally {
  killAllChrome();
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(dataRoot, { recursive: true, force: true });
  for (const build of builds)
    fs.rmSync(path.join(build.dir, 'client', FLOOR_PATH.slice(1)), { recursive: true, force: true });
}
