// `npm run bench`: first-load bytes of every prerendered page, Lighthouse on the key pages beside
// a static page with no JavaScript (the floor), all against the real production server, then the
// server benchmarks (bench/contact.ts, …) as child processes. Tables with budgets are printed and
// written to bench/results/<timestamp>.json. The exit code is non-zero when a budget is missed or
// a part failed. See bench/README.md.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BytesReport, measureFirstLoadBytes, renderBytesReport } from './lib/bytes.ts';
import { writeFloorPage } from './lib/floor.ts';
import {
  type FormFactor,
  killAllChrome,
  type PageResult,
  renderLighthouseReport,
  runLighthouse,
  cpuSlowdownFromEnv,
} from './lib/lighthouse.ts';
import { ensureBuild, snapshotBuild, startServer } from './lib/server.ts';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

/** One page of every type (issue 20). */
const LIGHTHOUSE_PAGES = [
  '/',
  '/services/academy',
  '/about',
  '/success-stories',
  '/success-stories/prorail',
  '/blog',
  '/blog/measuring-roi-ai-projects',
  '/jobs',
  '/contact',
  '/admin/login',
  // The Dutch twins of a home page, a story, a post and the contact page (issue 23).
  '/nl/',
  '/nl/success-stories/prorail',
  '/nl/blog/measuring-roi-ai-projects',
  '/nl/contact',
];
/** Benchmarks run after the page benchmarks, each as its own process (bench:i18n builds its own copy). */
const SERVER_BENCHES = [
  'bench/contact.ts',
  'bench/inbox.ts',
  'bench/auth.ts',
  'bench/interaction.ts',
  'bench/i18n-bytes.ts',
];
const DEFAULT_CHROME_PATH = CHROMIUM_PATH;
const RESULTS_DIR = path.resolve('bench/results');

type Part = 'bytes' | 'lighthouse' | 'server';
const PARTS: readonly Part[] = ['bytes', 'lighthouse', 'server'];

type BenchReport = {
  startedAt: string;
  finishedAt?: string;
  commit: string | null;
  environment: { node: string; platform: string; cpus: number; chromePath: string };
  bytes?: BytesReport;
  lighthouse?: {
    origin: string;
    runs: number;
    pages: string[];
    /** 1-minute load averages; above the CPU count, other processes skew the performance scores. */
    loadAverage: { start: number; end: number };
    results: PageResult[];
  };
  server?: { script: string; exitCode: number | null }[];
  error?: string;
};

function selectedParts(): Part[] {
  const only = process.env.BENCH_ONLY?.trim();
  if (!only) return [...PARTS];
  const parts = only.split(',').map((each) => each.trim());
  const unknown = parts.filter((each) => !PARTS.includes(each as Part));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY takes ${PARTS.join(', ')} (comma-separated), not ${only}`);
  return parts as Part[];
}

/** BENCH_PAGES narrows the Lighthouse pages while working on one (budgets still apply to those). */
function selectedPages(): string[] {
  const pages = process.env.BENCH_PAGES?.trim();
  return pages ? pages.split(',').map((each) => each.trim()) : LIGHTHOUSE_PAGES;
}

function selectedFormFactors(): FormFactor[] {
  const value = process.env.BENCH_FORM_FACTORS?.trim() || 'mobile,desktop';
  const factors = value.split(',').map((each) => each.trim());
  if (factors.some((each) => each !== 'mobile' && each !== 'desktop')) {
    throw new Error(`BENCH_FORM_FACTORS takes mobile and/or desktop, not ${value}`);
  }
  return factors as FormFactor[];
}

function runCount(): number {
  const value = process.env.BENCH_RUNS?.trim();
  if (!value) return 5;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer, not ${value}`);
  return runs;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

function writeResults(report: BenchReport): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  // ISO 8601 with the colons replaced, so the name is valid on every file system.
  const file = path.join(RESULTS_DIR, `${report.startedAt.replaceAll(':', '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

async function main(): Promise<number> {
  const chromePath = process.env.CHROME_PATH || DEFAULT_CHROME_PATH;
  process.env.CHROME_PATH = chromePath;

  const report: BenchReport = {
    startedAt: new Date().toISOString(),
    commit: gitCommit(),
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      chromePath,
    },
  };
  let exitCode = 0;
  const missed: string[] = [];
  try {
    const parts = selectedParts();
    const runs = runCount();
    const pages = selectedPages();
    const formFactors = selectedFormFactors();
    const slowdown = cpuSlowdownFromEnv();
    await ensureBuild();
    const snapshot = await snapshotBuild();
    try {
      if (parts.includes('bytes')) {
        report.bytes = measureFirstLoadBytes(snapshot.clientDir);
        console.log(`\n${renderBytesReport(report.bytes)}\n`);
        if (!report.bytes.pass) missed.push('first-load bytes');
      }
      if (parts.includes('lighthouse')) {
        if (!fs.existsSync(chromePath)) throw new Error(`no Chrome at ${chromePath}: set CHROME_PATH`);
        const floorPage = writeFloorPage(snapshot.clientDir);
        const server = await startServer({ staticDir: snapshot.clientDir, dataDir: snapshot.dataDir });
        console.log(
          `Server up at ${server.origin}; Lighthouse: ${pages.length} pages and the floor × ${formFactors.length} form factor(s) × ${runs} runs`,
        );
        const loadAtStart = os.loadavg()[0] ?? 0;
        try {
          const results = await runLighthouse({
            origin: server.origin,
            pages,
            floorPage,
            formFactors,
            runs,
            chromePath,
            beforeEachRun: server.assertHealthy,
            cpuSlowdown: slowdown,
          });
          const loadAverage = { start: loadAtStart, end: os.loadavg()[0] ?? 0 };
          report.lighthouse = { origin: server.origin, runs, pages, loadAverage, results };
        } finally {
          await server.stop();
        }
      }
    } finally {
      snapshot.remove();
    }

    if (report.lighthouse) {
      console.log(`\n${renderLighthouseReport(report.lighthouse.results, runs)}\n`);
      const { start, end } = report.lighthouse.loadAverage;
      if (Math.max(start, end) > report.environment.cpus) {
        console.log(
          `Warning: the machine was busy (load average ${start.toFixed(1)} at the start, ${end.toFixed(1)} at the end, ` +
            `${report.environment.cpus} CPUs): performance scores and TBT are pessimistic; rerun on an idle machine.\n`,
        );
      }
      const crashed = report.lighthouse.results.some((each) => each.runs.some((run) => run.runtimeError));
      if (crashed) {
        console.error('Lighthouse reported runtime errors: the scores above are incomplete.');
        exitCode = 1;
      }
      if (report.lighthouse.results.some((each) => !each.budget.pass)) missed.push('Lighthouse');
    }

    if (parts.includes('server')) {
      report.server = [];
      for (const script of SERVER_BENCHES) {
        console.log(`\n▶ ${script}`);
        const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
        report.server.push({ script, exitCode: result.status });
        if (result.status !== 0) missed.push(script);
      }
    }
  } catch (error) {
    report.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    report.finishedAt = new Date().toISOString();
    console.log(`Results written to ${path.relative(process.cwd(), writeResults(report))}`);
  }
  if (missed.length > 0) {
    console.log(`\nFAIL: budgets or goals missed in ${missed.join(', ')}`);
    exitCode = exitCode || 2;
  } else if (exitCode === 0) {
    console.log('\nPASS: every budget met');
  }
  return exitCode;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench`);
    killAllChrome();
    process.exit(signal === 'SIGINT' ? 130 : 143); // the server is killed by its 'exit' handler
  });
}

process.exit(await main());
