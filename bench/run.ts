// `npm run bench`: first-load bytes of every prerendered page and Lighthouse scores of the key
// pages against the real production server, printed as tables with budgets and written to
// bench/results/<timestamp>.json. Budgets are reported, not enforced: the exit code is non-zero
// only when the bench itself failed (build, server start, Lighthouse crash). See bench/README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BytesReport, measureFirstLoadBytes, renderBytesReport } from './lib/bytes.ts';
import { killAllChrome, type PageResult, renderLighthouseReport, runLighthouse } from './lib/lighthouse.ts';
import { ensureBuild, snapshotBuild, startServer } from './lib/server.ts';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

const LIGHTHOUSE_PAGES = ['/', '/success-stories/prorail', '/blog/measuring-roi-ai-projects', '/contact'];
const DEFAULT_CHROME_PATH = CHROMIUM_PATH;
const RESULTS_DIR = path.resolve('bench/results');

type Part = 'bytes' | 'lighthouse';

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
  error?: string;
};

function selectedParts(): Part[] {
  const only = process.env.BENCH_ONLY?.trim();
  if (!only) return ['bytes', 'lighthouse'];
  if (only === 'bytes' || only === 'lighthouse') return [only];
  throw new Error(`BENCH_ONLY must be "bytes" or "lighthouse", not ${JSON.stringify(only)}`);
}

function runCount(): number {
  const value = process.env.BENCH_RUNS?.trim();
  if (!value) return 3;
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
  try {
    const parts = selectedParts();
    const runs = runCount();
    await ensureBuild();
    const snapshot = await snapshotBuild();
    try {
      if (parts.includes('bytes')) {
        report.bytes = measureFirstLoadBytes(snapshot.clientDir);
        console.log(`\n${renderBytesReport(report.bytes)}\n`);
      }
      if (parts.includes('lighthouse')) {
        if (!fs.existsSync(chromePath)) throw new Error(`no Chrome at ${chromePath}: set CHROME_PATH`);
        const server = await startServer({ staticDir: snapshot.clientDir, dataDir: snapshot.dataDir });
        console.log(
          `Server up at ${server.origin}; Lighthouse: ${LIGHTHOUSE_PAGES.length} pages × 2 form factors × ${runs} runs`,
        );
        const loadAtStart = os.loadavg()[0] ?? 0;
        try {
          const results = await runLighthouse({
            origin: server.origin,
            pages: LIGHTHOUSE_PAGES,
            runs,
            chromePath,
            beforeEachRun: server.assertHealthy,
          });
          const loadAverage = { start: loadAtStart, end: os.loadavg()[0] ?? 0 };
          report.lighthouse = { origin: server.origin, runs, pages: LIGHTHOUSE_PAGES, loadAverage, results };
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
    }
  } catch (error) {
    report.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    report.finishedAt = new Date().toISOString();
    console.log(`Results written to ${path.relative(process.cwd(), writeResults(report))}`);
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
