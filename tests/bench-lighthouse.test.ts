// The Lighthouse part of `npm run bench` decides PASS or FAIL from medians (bench/lib/lighthouse.ts).
// These pin what it holds a page to, so a budget cannot silently loosen, and that the report shows
// the CPU index each row was measured at (a busy host overstates TBT).
import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  MIN_RUNS_FOR_BUDGETS,
  type PageResult,
  renderLighthouseReport,
  type RunResult,
} from '../bench/lib/lighthouse.ts';

type Median = PageResult['median'];

const good: Median = {
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 760,
  lcpMs: 1360,
  tbtMs: 27,
  cls: 0,
  requests: 21,
  scriptKiB: 137.4,
  mainThreadMs: 1882,
};

const failing = (median: Median, runs = 5, formFactor: 'mobile' | 'desktop' = 'mobile') =>
  budgetFor(formFactor, median, runs)
    .checks.filter((check) => !check.pass)
    .map((check) => check.label);

describe('Lighthouse budgets', () => {
  it('passes a page that meets every budget, on the edges included', () => {
    expect(budgetFor('mobile', good, 5).pass).toBe(true);
    const edges = { ...good, scores: { ...good.scores, performance: 95 }, tbtMs: 150, cls: 0.02, lcpMs: 2000 };
    expect(failing(edges)).toEqual([]);
  });

  it('fails each budget of issue 9 on its own, just past its limit', () => {
    expect(failing({ ...good, scores: { ...good.scores, performance: 94 } })).toEqual(['perf 94 < 95']);
    expect(failing({ ...good, tbtMs: 151 })).toEqual(['TBT 151 ms > 150 ms']);
    expect(failing({ ...good, cls: 0.021 })).toEqual(['CLS 0.021 > 0.020']);
    expect(failing({ ...good, lcpMs: 2010 })).toEqual(['LCP 2.01 s > 2.00 s']);
    expect(failing({ ...good, scores: { ...good.scores, accessibility: 99 } })).toEqual(['a11y 99 < 100']);
    expect(failing({ ...good, scores: { ...good.scores, seo: null } })).toEqual(['SEO n/a < 100']);
    expect(failing({ ...good, tbtMs: null })).toEqual(['TBT n/a > 150 ms']);
  });

  it('needs a median of at least three runs', () => {
    expect(MIN_RUNS_FOR_BUDGETS).toBe(3);
    expect(failing(good, 2)).toEqual(['2 run(s): budgets need a median of ≥ 3']);
    expect(failing(good, 3)).toEqual([]);
  });

  it('holds desktop to the perfect categories only', () => {
    expect(failing({ ...good, tbtMs: 900, lcpMs: 5000 }, 5, 'desktop')).toEqual([]);
    expect(failing({ ...good, scores: { ...good.scores, 'best-practices': 96 } }, 5, 'desktop')).toEqual([
      'best-practices 96 < 100',
    ]);
  });
});

describe('Lighthouse report', () => {
  const run = (benchmarkIndex: number, tbtMs: number): RunResult => ({
    ...good,
    tbtMs,
    failingAudits: [],
    warnings: [],
    benchmarkIndex,
  });
  const result = (page: string, runs: RunResult[], floor = false): PageResult => ({
    page,
    formFactor: 'mobile',
    url: `http://127.0.0.1${page}`,
    runs,
    floor,
    median: good,
    budget: budgetFor('mobile', good, runs.length),
  });

  it("prints each row's median CPU index and the range over all runs", () => {
    const report = renderLighthouseReport(
      [
        result('/bench-floor', [run(2500, 0), run(2600, 0), run(2700, 0)], true),
        result('/', [run(900, 400), run(1200, 300), run(3100, 20)]),
      ],
      3,
    );
    const header = report.split('\n').find((line) => line.startsWith('page'));
    expect(header).toMatch(/CPU index$/);
    const row = (page: string) => report.split('\n').find((line) => line.startsWith(`${page} `)) ?? '';
    expect(row('/bench-floor')).toMatch(/ 2600$/);
    expect(row('/')).toMatch(/ 1200$/);
    expect(report).toContain('CPU benchmark index (Lighthouse): 900–3100 over the runs');
    expect(report).toContain('rows measured below 1500 overstate TBT');
  });
});
