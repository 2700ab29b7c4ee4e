// Lighthouse 13 against the running server: each page, mobile and desktop, N runs, strictly one
// Chrome at a time (the benchmark machine has two cores), medians per category and metric.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, passFail, renderTable } from './format.ts';
import { chromiumArgs } from '../../scripts/lib/chromium.ts';
import { rewriteSavedTrace } from './tbt-replay.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';
export type Scores = Record<CategoryId, number | null>;

/**
 * Budgets of issue 20 for every page measured on mobile (the floor page has none): performance,
 * FCP, LCP and TBT are medians; CLS is the worst run, and accessibility must be 100 in every run.
 */
export const MOBILE_BUDGETS = { performance: 99, fcpMs: 1000, lcpMs: 1600, tbtMs: 100, clsMax: 0.02 } as const;
/** Issue 34: a page's median TBT at most this far above the floor page's in the same run (mobile). */
export const TBT_OVER_FLOOR_MS = 50;
/** Medians of fewer runs say nothing about a noisy machine: budgets need at least this many. */
export const MIN_RUNS_FOR_BUDGETS = 3;
/** Categories that must score 100 on every page and form factor. */
const PERFECT_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const satisfies readonly CategoryId[];

const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best-practices',
  seo: 'SEO',
};

export type FailingAudit = {
  id: string;
  category: CategoryId;
  title: string;
  score: number;
  displayValue?: string;
  /** Up to three offending items (element snippet, link or URL), so a developer can find them. */
  items: string[];
};

export type RunResult = {
  /** 0–100, null when Lighthouse could not score the category. */
  scores: Scores;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /**
   * The same run's TBT replayed with every main-thread task at its CPU time (./tbt-replay.ts): the
   * part of tbtMs the page's own work accounts for, without the waits for a core. No budget.
   */
  tbtAtCpuMs: number | null;
  cls: number | null;
  /** Requests the page made, and the script bytes transferred (resource-summary). */
  requests: number | null;
  scriptKiB: number | null;
  /** Main-thread work in ms (simulated phone CPU for mobile). */
  mainThreadMs: number | null;
  /** Binary/numeric audits scoring below 1 in accessibility, best-practices and SEO. */
  failingAudits: FailingAudit[];
  runtimeError?: string;
  warnings: string[];
  /** Lighthouse's CPU benchmark of this machine; low values explain low performance scores. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated, from its own settings (4 on mobile by default, 1 on desktop). */
  cpuSlowdown: number;
};

export type Budget = { pass: boolean; checks: { label: string; pass: boolean }[] };

export type PageResult = {
  page: string;
  formFactor: FormFactor;
  url: string;
  runs: RunResult[];
  /** The no-JavaScript floor page: shown for comparison, held to no budget. */
  floor: boolean;
  /** Per field, the median over the runs. */
  median: Omit<RunResult, 'failingAudits' | 'runtimeError' | 'warnings' | 'benchmarkIndex' | 'cpuSlowdown'>;
  budget: Budget;
};

export type LighthouseOptions = {
  origin: string;
  pages: readonly string[];
  /** A page to measure alongside, held to no budget (the static page with no JavaScript). */
  floorPage?: string;
  formFactors?: readonly FormFactor[];
  runs: number;
  chromePath: string;
  /** Called before every run, e.g. to stop early when the server died. */
  beforeEachRun?: () => Promise<void>;
  /**
   * The mobile rows' CPU slowdown (`BENCH_CPU_SLOWDOWN`). Without it, the slowdown that matches this host
   * (calibratedCpuSlowdown of a probe run's index, issue 34): Lighthouse's default 4× on a quiet host faster than
   * the one 4× is meant for emulates a faster phone than intended. Desktop keeps 1×.
   */
  cpuSlowdown?: number;
};

const numericValue = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const compact = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 160);

/** One line for a details item: the element's snippet, a link's href and text, or a URL. */
function describeItem(item: unknown): string | null {
  if (!isRecord(item)) return null;
  const node = item.node;
  if (isRecord(node) && typeof node.snippet === 'string') return compact(node.snippet);
  if (typeof item.href === 'string' || typeof item.text === 'string') {
    return compact(`${String(item.text ?? '')} → ${String(item.href ?? '')}`);
  }
  if (typeof item.url === 'string') return compact(item.url);
  const source = item.source;
  if (isRecord(source) && typeof source.url === 'string') return compact(source.url);
  return null;
}

function offendingItems(details: unknown): string[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items
    .map(describeItem)
    .filter((each) => each !== null)
    .slice(0, 3);
}

function failingAudits(lhr: Result): FailingAudit[] {
  return PERFECT_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref): FailingAudit[] => {
      const audit = lhr.audits[ref.id];
      if (!audit || (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric')) return [];
      if (audit.score === null || audit.score >= 1) return [];
      return [
        {
          id: audit.id,
          category,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          items: offendingItems(audit.details),
        },
      ];
    }),
  );
}

function resourceSummary(lhr: Result): { requests: number | null; scriptKiB: number | null } {
  const items = (lhr.audits['resource-summary']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const row = (type: string) =>
    items.find((item): item is { requestCount: number; transferSize: number } => {
      return isRecord(item) && item.resourceType === type;
    });
  const total = row('total');
  const script = row('script');
  return {
    requests: total ? total.requestCount : null,
    scriptKiB: script ? script.transferSize / 1024 : null,
  };
}

function summarize(lhr: Result, tbtAtCpuMs: number | null): RunResult {
  const score = (category: CategoryId) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    tbtAtCpuMs,
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    ...resourceSummary(lhr),
    mainThreadMs: numericValue(lhr, 'mainthread-work-breakdown'),
    failingAudits: failingAudits(lhr),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
  };
}

/** One Lighthouse run in a fresh Chrome, which is always killed afterwards. */
export async function runOnce(
  url: string,
  formFactor: FormFactor,
  chromePath: string,
  cpuSlowdown?: number,
): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  // Lighthouse saves the run's artifacts here (gather mode) and audits them; the replay audits them again.
  const artifacts = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-lighthouse-'));
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  // Merged into the mobile defaults (latency and throughput stay); audit mode needs the same settings.
  const throttling = formFactor === 'mobile' && cpuSlowdown ? { cpuSlowdownMultiplier: cpuSlowdown } : undefined;
  // The settings of both audits: audit mode refuses settings that differ from the gathering's.
  const settings: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    auditMode: artifacts,
    ...(throttling && { throttling }),
  };
  try {
    const result = await lighthouse(url, { ...settings, port: chrome.port, gatherMode: artifacts }, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url} (${formFactor})`);
    let tbtAtCpuMs: number | null = null;
    if (!result.lhr.runtimeError) {
      rewriteSavedTrace(artifacts);
      const replay = await lighthouse(url, settings, config);
      tbtAtCpuMs = replay ? numericValue(replay.lhr, 'total-blocking-time') : null;
    }
    return summarize(result.lhr, tbtAtCpuMs);
  } finally {
    fs.rmSync(artifacts, { recursive: true, force: true });
    const closed = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('close', () => resolve());
    });
    chrome.kill();
    await closed;
  }
}

/** Kills every Chrome this process launched (for signal handlers). */
export function killAllChrome(): void {
  chromeLauncher.killAll();
}

/**
 * The CPU benchmark index Lighthouse's default 4× slowdown is meant for: its docs/throttling.md
 * gives 1,500–2,000 for a high-end desktop, which 4× turns into a mid-tier phone; a busier or
 * slower host makes a slower phone. Printed beside the figures; no budget depends on it.
 */
const REFERENCE_BENCHMARK_INDEX = 1500;
const REFERENCE_BENCHMARK_INDEX_MAX = 2000;
const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The slowdown that makes this host the phone Lighthouse's 4× makes of a host in the middle of its
 * range (index 1,750): a faster host needs more, in proportion. Printed as a hint for a second run.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const middle = (REFERENCE_BENCHMARK_INDEX + REFERENCE_BENCHMARK_INDEX_MAX) / 2;
  return Math.round(((DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / middle) * 10) / 10;
}

const calibratedLine = (benchmarkIndex: number) =>
  `The phone 4× means, on a host of this run's median mobile index (${benchmarkIndex.toFixed(0)}): BENCH_CPU_SLOWDOWN=${calibratedCpuSlowdown(benchmarkIndex)} (it scales the main thread's waits for a core too).`;

/** BENCH_CPU_SLOWDOWN, the mobile runs' slowdown in place of the one matched to this host; undefined when unset. */
export function cpuSlowdownFromEnv(): number | undefined {
  const value = process.env.BENCH_CPU_SLOWDOWN?.trim();
  if (!value) return undefined;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > 40) {
    throw new Error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 40, not ${value}`);
  }
  return slowdown;
}

/** Attempts per run when Lighthouse reports a runtime error. */
const MAX_ATTEMPTS = 2;

const medianOf = (values: (number | null)[]) => median(values.filter((value) => value !== null)) ?? null;

/** The budget lines of one page and form factor, from its medians and its worst runs. */
export function budgetFor(
  formFactor: FormFactor,
  median: PageResult['median'],
  pageRuns: readonly RunResult[],
  { noindex = false, floorTbtMs = null }: { noindex?: boolean; floorTbtMs?: number | null } = {},
): Budget {
  const runs = pageRuns.length;
  const checks: Budget['checks'] = [];
  const check = (
    label: string,
    value: number | null,
    limit: number,
    atMost: boolean,
    show: (value: number) => string = String,
  ) => {
    const pass = value !== null && (atMost ? value <= limit : value >= limit);
    const shown = value === null ? 'n/a' : show(value);
    checks.push({
      label: `${label} ${shown} ${pass ? (atMost ? '≤' : '≥') : atMost ? '>' : '<'} ${show(limit)}`,
      pass,
    });
  };
  if (runs < MIN_RUNS_FOR_BUDGETS) {
    checks.push({ label: `${runs} run(s): budgets need a median of ≥ ${MIN_RUNS_FOR_BUDGETS}`, pass: false });
  }
  const { scores } = median;
  const worst = (values: (number | null)[], pick: (a: number, b: number) => number) =>
    values.length === 0 || values.some((value) => value === null)
      ? null
      : (values as number[]).reduce((a, b) => pick(a, b));
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  if (formFactor === 'mobile') {
    check('perf', scores.performance, MOBILE_BUDGETS.performance, false);
    check('FCP', median.fcpMs, MOBILE_BUDGETS.fcpMs, true, seconds);
    check('LCP', median.lcpMs, MOBILE_BUDGETS.lcpMs, true, seconds);
    check('TBT', median.tbtMs, MOBILE_BUDGETS.tbtMs, true, (value) => `${Math.round(value)} ms`);
    if (floorTbtMs !== null) {
      const over = median.tbtMs === null ? null : median.tbtMs - floorTbtMs;
      check('TBT over floor', over, TBT_OVER_FLOOR_MS, true, (value) => `${Math.round(value)} ms`);
    }
    check(
      'CLS max',
      worst(
        pageRuns.map((run) => run.cls),
        Math.max,
      ),
      MOBILE_BUDGETS.clsMax,
      true,
      (value) => value.toFixed(3),
    );
  }
  check(
    'a11y min',
    worst(
      pageRuns.map((run) => run.scores.accessibility),
      Math.min,
    ),
    100,
    false,
  );
  for (const category of PERFECT_CATEGORIES.filter((each) => each !== 'accessibility')) {
    // A page that asks not to be indexed (the admin area) fails SEO's is-crawlable by design, and only that.
    const onlyNotCrawlable = pageRuns.every((each) => {
      const failed = each.failingAudits.filter((audit) => audit.category === category).map((audit) => audit.id);
      return failed.length === 1 && failed[0] === 'is-crawlable';
    });
    if (category === 'seo' && noindex && runs > 0 && onlyNotCrawlable) {
      checks.push({ label: `SEO ${scores.seo ?? 'n/a'}: noindex, only is-crawlable fails`, pass: true });
    } else check(CATEGORY_LABELS[category], scores[category], 100, false);
  }
  return { pass: checks.every((each) => each.pass), checks };
}

export async function runLighthouse(options: LighthouseOptions): Promise<PageResult[]> {
  const { origin, runs, chromePath, beforeEachRun, floorPage } = options;
  const pages = floorPage ? [floorPage, ...options.pages] : options.pages;
  const formFactors = options.formFactors ?? ['mobile', 'desktop'];
  let { cpuSlowdown } = options;
  if (cpuSlowdown === undefined && formFactors.includes('mobile') && pages[0]) {
    // One run at Lighthouse's default reads this host's CPU index; it is not counted.
    await beforeEachRun?.();
    const probe = await runOnce(new URL(pages[0], origin).toString(), 'mobile', chromePath);
    cpuSlowdown = calibratedCpuSlowdown(probe.benchmarkIndex);
    console.log(
      `  CPU index ${probe.benchmarkIndex.toFixed(0)}: the mobile runs at ${cpuSlowdown}×, the phone 4× means (BENCH_CPU_SLOWDOWN sets another)`,
    );
  }
  const total = pages.length * formFactors.length * runs;
  let done = 0;
  const results: PageResult[] = [];
  for (const page of pages) {
    for (const formFactor of formFactors) {
      const url = new URL(page, origin).toString();
      const pageRuns: RunResult[] = [];
      for (let run = 1; run <= runs; run++) {
        const label = `[${done + 1}/${total}] ${page} ${formFactor} run ${run}/${runs}`;
        let result: RunResult | undefined;
        // A runtime error (e.g. NO_NAVSTART, a broken trace) is often transient: Lighthouse says to run again.
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
          await beforeEachRun?.();
          const started = Date.now();
          const current = await runOnce(url, formFactor, chromePath, cpuSlowdown);
          result = current;
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const scores = CATEGORIES.map((each) => `${CATEGORY_LABELS[each]} ${current.scores[each] ?? 'n/a'}`);
          const error = current.runtimeError ? `  ERROR ${current.runtimeError}` : '';
          console.log(`  ${label} (${seconds} s): ${scores.join(', ')}${error}`);
          if (!current.runtimeError) break;
          if (attempt < MAX_ATTEMPTS) console.log(`  ${label}: retrying`);
        }
        if (result) pageRuns.push(result);
        done++;
      }
      const medianScores = Object.fromEntries(
        CATEGORIES.map((category) => {
          const value = medianOf(pageRuns.map((each) => each.scores[category]));
          return [category, value === null ? null : Math.round(value)];
        }),
      ) as Scores;
      const median = {
        scores: medianScores,
        fcpMs: medianOf(pageRuns.map((each) => each.fcpMs)),
        lcpMs: medianOf(pageRuns.map((each) => each.lcpMs)),
        tbtMs: medianOf(pageRuns.map((each) => each.tbtMs)),
        tbtAtCpuMs: medianOf(pageRuns.map((each) => each.tbtAtCpuMs)),
        cls: medianOf(pageRuns.map((each) => each.cls)),
        requests: medianOf(pageRuns.map((each) => each.requests)),
        scriptKiB: medianOf(pageRuns.map((each) => each.scriptKiB)),
        mainThreadMs: medianOf(pageRuns.map((each) => each.mainThreadMs)),
      };
      const floor = page === floorPage;
      results.push({
        page,
        formFactor,
        url,
        runs: pageRuns,
        floor,
        median,
        budget: floor
          ? { pass: true, checks: [{ label: 'floor: no budget', pass: true }] }
          : budgetFor(formFactor, median, pageRuns, {
              noindex: page.startsWith('/admin'),
              floorTbtMs: results.find((each) => each.floor && each.formFactor === formFactor)?.median.tbtMs ?? null,
            }),
      });
    }
  }
  return results;
}

export function renderLighthouseReport(results: PageResult[], runs: number): string {
  const show = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));
  const seconds = (value: number | null) => (value === null ? 'n/a' : (value / 1000).toFixed(2));
  const floorOf = (formFactor: FormFactor) => results.find((each) => each.floor && each.formFactor === formFactor);
  // Each page's distance from the static page without JavaScript, in the same run.
  const delta = (value: number | null, floor: number | null | undefined, format: (value: number) => string) =>
    value === null || floor === null || floor === undefined ? '' : `+${format(value - floor)}`;
  const table = renderTable(
    [
      { header: 'page' },
      { header: 'form factor' },
      { header: 'perf', align: 'right' },
      { header: 'FCP s', align: 'right' },
      { header: 'LCP s', align: 'right' },
      { header: 'TBT ms', align: 'right' },
      { header: 'at CPU', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'reqs', align: 'right' },
      { header: 'JS KiB', align: 'right' },
      { header: 'main ms', align: 'right' },
      { header: 'vs floor: FCP/LCP/TBT', align: 'right' },
      { header: 'a11y', align: 'right' },
      { header: 'BP', align: 'right' },
      { header: 'SEO', align: 'right' },
      { header: 'CPU index', align: 'right' },
    ],
    results.map(({ page, formFactor, median: m, floor, runs: pageRuns }) => {
      const f = floor ? undefined : floorOf(formFactor)?.median;
      const distance = f
        ? [
            delta(m.fcpMs, f.fcpMs, (value) => (value / 1000).toFixed(2)),
            delta(m.lcpMs, f.lcpMs, (value) => (value / 1000).toFixed(2)),
            delta(m.tbtMs, f.tbtMs, (value) => value.toFixed(0)),
          ].join(' / ')
        : floor
          ? '(floor)'
          : '';
      return [
        page,
        formFactor,
        show(m.scores.performance),
        seconds(m.fcpMs),
        seconds(m.lcpMs),
        show(m.tbtMs),
        show(m.tbtAtCpuMs),
        show(m.cls, 3),
        show(m.requests),
        show(m.scriptKiB, 1),
        show(m.mainThreadMs),
        distance,
        show(m.scores.accessibility),
        show(m.scores['best-practices']),
        show(m.scores.seo),
        show(medianOf(pageRuns.map((run) => run.benchmarkIndex))),
      ];
    }),
  );

  const pageWidth = Math.max(...results.map((each) => each.page.length));
  const budgetLines = results
    .filter((each) => !each.floor)
    .flatMap(({ page, formFactor, budget, runs: pageRuns }) => {
      const line = `${passFail(budget.pass)}  ${page.padEnd(pageWidth)}  ${formFactor.padEnd(7)}  ${budget.checks
        .map((each) => each.label)
        .join(', ')}`;
      const last = pageRuns.at(-1);
      const failing = last?.failingAudits ?? [];
      const details = failing.flatMap((audit) => [
        `        - ${audit.category}: ${audit.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}) ${audit.title}`,
        ...audit.items.map((item) => `            ${item}`),
      ]);
      const error = last?.runtimeError ? [`        ! runtime error in the last run: ${last.runtimeError}`] : [];
      return [line, ...(failing.length > 0 ? ['        failing audits (last run):', ...details] : []), ...error];
    });

  const warnings = [...new Set(results.flatMap((each) => each.runs.flatMap((run) => run.warnings)))];
  const benchmarks = results.flatMap((each) => each.runs.map((run) => run.benchmarkIndex));
  const mobileRuns = results.filter((each) => each.formFactor === 'mobile').flatMap((each) => each.runs);
  const slowdowns = [...new Set(mobileRuns.map((run) => run.cpuSlowdown))];
  const mobile =
    slowdowns.length === 0 || (slowdowns.length === 1 && slowdowns[0] === DEFAULT_CPU_SLOWDOWN)
      ? 'default config with simulated throttling'
      : `simulated throttling with the CPU ${slowdowns.map((each) => `${each}×`).join(', ')} slower, not the default ${DEFAULT_CPU_SLOWDOWN}× (BENCH_CPU_SLOWDOWN)`;
  const medianIndex = median(mobileRuns.map((run) => run.benchmarkIndex));
  const calibrated = medianIndex === undefined ? [] : [calibratedLine(medianIndex)];
  return [
    `Lighthouse 13 (median of ${runs} run${runs === 1 ? '' : 's'}; mobile = ${mobile}, desktop = desktop config)`,
    '',
    table,
    '',
    `CPU benchmark index (Lighthouse): ${Math.min(...benchmarks).toFixed(0)}–${Math.max(...benchmarks).toFixed(0)} over the runs (the column: each row's median).`,
    `Mobile rows: the 4× CPU slowdown is meant for a host of index 1,500–2,000 (Lighthouse's docs/throttling.md); rows measured below ${REFERENCE_BENCHMARK_INDEX} overstate TBT, rows above ${REFERENCE_BENCHMARK_INDEX_MAX} understate it.`,
    ...calibrated,
    '',
    `Budgets: mobile medians perf ≥ ${MOBILE_BUDGETS.performance}, FCP ≤ ${MOBILE_BUDGETS.fcpMs / 1000} s, LCP ≤ ${MOBILE_BUDGETS.lcpMs / 1000} s, TBT ≤ ${MOBILE_BUDGETS.tbtMs} ms; CLS ≤ ${MOBILE_BUDGETS.clsMax} in every run; accessibility 100 in every run; best-practices and SEO = 100`,
    ...budgetLines,
    ...(warnings.length > 0 ? ['', 'Lighthouse run warnings:', ...warnings.map((each) => `  - ${each}`)] : []),
  ].join('\n');
}
