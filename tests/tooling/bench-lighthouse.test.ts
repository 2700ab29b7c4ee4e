// The Lighthouse part of `npm run bench` decides PASS or FAIL (bench/lib/lighthouse.ts).
// These pin what it holds a page to, so a budget cannot silently loosen, and that the report shows
// the CPU index each row was measured at (a busy host overstates TBT).
import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  calibratedCpuSlowdown,
  MIN_RUNS_FOR_BUDGETS,
  type PageResult,
  renderLighthouseReport,
  type RunResult,
} from '../../bench/lib/lighthouse.ts';

type Median = PageResult['median'];

const good: Median = {
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 760,
  lcpMs: 1360,
  tbtMs: 27,
  tbtAtCpuMs: 12,
  cls: 0,
  requests: 21,
  scriptKiB: 137.4,
  mainThreadMs: 1882,
};

const run = (overrides: Partial<RunResult> = {}): RunResult => ({
  ...good,
  failingAudits: [],
  warnings: [],
  benchmarkIndex: 1800,
  cpuSlowdown: 4,
  ...overrides,
});
const runs = (count = 5, overrides: Partial<RunResult> = {}) => Array.from({ length: count }, () => run(overrides));

const failing = (median: Median, pageRuns = runs(), formFactor: 'mobile' | 'desktop' = 'mobile') =>
  budgetFor(formFactor, median, pageRuns)
    .checks.filter((check) => !check.pass)
    .map((check) => check.label);

// The budgets of issue 20, written out here: a change in bench/lib/lighthouse.ts must change this test too.
describe('Lighthouse budgets', () => {
  it('passes a page that meets every budget, on the edges included', () => {
    expect(budgetFor('mobile', good, runs()).pass).toBe(true);
    const edges = { ...good, scores: { ...good.scores, performance: 99 }, fcpMs: 1000, lcpMs: 1600, tbtMs: 100 };
    expect(failing(edges, runs(5, { cls: 0.02 }))).toEqual([]);
  });

  it('fails each median budget on its own, just past its limit', () => {
    expect(failing({ ...good, scores: { ...good.scores, performance: 98 } })).toEqual(['perf 98 < 99']);
    expect(failing({ ...good, fcpMs: 1010 })).toEqual(['FCP 1.01 s > 1.00 s']);
    expect(failing({ ...good, lcpMs: 1610 })).toEqual(['LCP 1.61 s > 1.60 s']);
    expect(failing({ ...good, tbtMs: 101 })).toEqual(['TBT 101 ms > 100 ms']);
    expect(failing({ ...good, scores: { ...good.scores, seo: null } })).toEqual(['SEO n/a < 100']);
    expect(failing({ ...good, tbtMs: null })).toEqual(['TBT n/a > 100 ms']);
  });

  it("holds a mobile page's TBT to within 50 ms of the floor page's in the same run (issue 34)", () => {
    const overFloor = (tbtMs: number, floorTbtMs: number | null, formFactor: 'mobile' | 'desktop' = 'mobile') =>
      budgetFor(formFactor, { ...good, tbtMs }, runs(), { floorTbtMs })
        .checks.filter((check) => !check.pass)
        .map((check) => check.label);
    expect(overFloor(80, 30)).toEqual([]);
    expect(overFloor(81, 30)).toEqual(['TBT over floor 51 ms > 50 ms']);
    // Without a floor page in the run, there is nothing to be near; desktop has no TBT budget.
    expect(overFloor(81, null)).toEqual([]);
    expect(overFloor(81, 30, 'desktop')).toEqual([]);
  });

  it('holds CLS and accessibility to every run, not to the median', () => {
    const oneBadRun = (overrides: Partial<RunResult>) => [...runs(4), run(overrides)];
    expect(failing(good, oneBadRun({ cls: 0.021 }))).toEqual(['CLS max 0.021 > 0.020']);
    expect(failing(good, oneBadRun({ scores: { ...good.scores, accessibility: 97 } }))).toEqual(['a11y min 97 < 100']);
    expect(failing(good, oneBadRun({ cls: null }))).toEqual(['CLS max n/a > 0.020']);
  });

  it('lets a noindex page fail SEO on is-crawlable alone, and on nothing else', () => {
    const audit = (id: string) => ({ id, category: 'seo' as const, title: id, score: 0, items: [] });
    const seo66 = { ...good, scores: { ...good.scores, seo: 66 } };
    const notCrawlable = runs(5, { failingAudits: [audit('is-crawlable')] });
    const budget = (median: Median, pageRuns: RunResult[], noindex: boolean) =>
      budgetFor('mobile', median, pageRuns, { noindex })
        .checks.filter((check) => !check.pass)
        .map((check) => check.label);
    expect(budget(seo66, notCrawlable, true)).toEqual([]);
    expect(budget(seo66, notCrawlable, false)).toEqual(['SEO 66 < 100']);
    const alsoNoDescription = runs(5, { failingAudits: [audit('is-crawlable'), audit('meta-description')] });
    expect(budget(seo66, alsoNoDescription, true)).toEqual(['SEO 66 < 100']);
    expect(budget(seo66, runs(5, { failingAudits: [audit('meta-description')] }), true)).toEqual(['SEO 66 < 100']);
  });

  it('holds TBT to the measured figure, not to its replay at CPU time', () => {
    expect(failing({ ...good, tbtMs: 400, tbtAtCpuMs: 60 })).toEqual(['TBT 400 ms > 100 ms']);
    expect(failing({ ...good, tbtMs: 90, tbtAtCpuMs: null })).toEqual([]);
  });

  it('needs a median of at least three runs', () => {
    expect(MIN_RUNS_FOR_BUDGETS).toBe(3);
    expect(failing(good, runs(2))).toEqual(['2 run(s): budgets need a median of ≥ 3']);
    expect(failing(good, runs(3))).toEqual([]);
  });

  it('holds desktop to the perfect categories only', () => {
    expect(failing({ ...good, tbtMs: 900, lcpMs: 5000 }, runs(5, { cls: 0.3 }), 'desktop')).toEqual([]);
    expect(failing({ ...good, scores: { ...good.scores, 'best-practices': 96 } }, runs(), 'desktop')).toEqual([
      'best-practices 96 < 100',
    ]);
  });
});

describe('Lighthouse report', () => {
  const at = (benchmarkIndex: number, tbtMs: number) => run({ benchmarkIndex, tbtMs });
  const result = (page: string, pageRuns: RunResult[], floor = false): PageResult => ({
    page,
    formFactor: 'mobile',
    url: `http://127.0.0.1${page}`,
    runs: pageRuns,
    floor,
    median: good,
    budget: budgetFor('mobile', good, pageRuns),
  });

  it("prints each row's median CPU index and the range over all runs", () => {
    const report = renderLighthouseReport(
      [
        result('/bench-floor', [at(2500, 0), at(2600, 0), at(2700, 0)], true),
        result('/', [at(900, 400), at(1200, 300), at(3100, 20)]),
      ],
      3,
    );
    const header = report.split('\n').find((line) => line.startsWith('page'));
    expect(header).toMatch(/CPU index$/);
    const row = (page: string) => report.split('\n').find((line) => line.startsWith(`${page} `)) ?? '';
    expect(row('/bench-floor')).toMatch(/ 2600$/);
    expect(row('/')).toMatch(/ 1200$/);
    expect(report).toContain('CPU benchmark index (Lighthouse): 900–3100 over the runs');
    expect(report).toContain('rows measured below 1500 overstate TBT, rows above 2000 understate it');
    // The median mobile index of the six runs is 2550: 4 × 2550 / 1750.
    expect(report).toContain("on a host of this run's median mobile index (2550): BENCH_CPU_SLOWDOWN=5.8 (it scales");
  });

  it('scales the slowdown with the host: 4× at the middle of the range, more on a faster host', () => {
    expect(calibratedCpuSlowdown(1750)).toBe(4);
    expect(calibratedCpuSlowdown(3500)).toBe(8);
    expect(calibratedCpuSlowdown(875)).toBe(2);
  });

  it("says so in the title when the mobile runs were not Lighthouse's default 4×", () => {
    const title = (pageRuns: RunResult[]) => renderLighthouseReport([result('/', pageRuns)], 3).split('\n')[0];
    expect(title(runs(3))).toContain('mobile = default config with simulated throttling,');
    expect(title(runs(3, { cpuSlowdown: 8 }))).toContain(
      'mobile = simulated throttling with the CPU 8× slower, not the default 4× (BENCH_CPU_SLOWDOWN),',
    );
  });

  it('prints the TBT replayed at CPU time beside the measured TBT', () => {
    const report = renderLighthouseReport([result('/', runs())], 5);
    const lines = report.split('\n');
    const header = lines.find((line) => line.startsWith('page'))!;
    expect(header).toMatch(/TBT ms +at CPU +CLS/);
    const row = lines.find((line) => line.startsWith('/ '))!;
    expect(row).toMatch(/ 27 +12 +0\.000 /);
  });
});
