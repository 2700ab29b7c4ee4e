// Time from a tap to the next paint with Chromium's CPU slowed to the phone Lighthouse means on this
// host (issue 34: 4× on a host of CPU index 1,750, in proportion on another; BENCH_CPU_SLOWDOWN sets
// it): the Event Timing API's duration of each interaction with the controls a visitor uses first
// (issue 20), once the page's scripts have run, and again tapped in the first second after the first
// paint, while they load. Against a baseline measured in the same run: a tap on plain text, which
// runs no code of ours. Goal: every row's median ≤ 200 ms (INP's "good").
// Run with `npm run bench:interaction` after `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { type Control, controls, slowCpuPage } from './lib/first-controls.ts';
import { calibratedCpuSlowdown, cpuSlowdownFromEnv } from './lib/lighthouse.ts';
import { median, renderTable } from './lib/format.ts';
import { ensureBuild, startServer } from './lib/server.ts';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/lib/chromium.ts';

const goalMs = 200;
const tries = Number(process.env.BENCH_RUNS ?? 5);

/** Collects the page's interactions (Event Timing), from before the first tap. */
const observeInteractions = () => {
  const durations: number[] = [];
  (window as unknown as { interactions: number[] }).interactions = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) durations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** The tap's time to the next paint: its entry arrives after that paint. */
async function tapDuration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { interactions: number[] }).interactions.length > 0, null, {
    timeout: 10_000,
  });
  return page.evaluate(() => Math.max(...(window as unknown as { interactions: number[] }).interactions));
}

async function measure(page: Page, control: Control, origin: string) {
  await page.goto(new URL(control.path, origin).toString());
  // After hydration: this measures the page's answer to input, not its start-up.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => (window as unknown as { interactions: number[] }).interactions.splice(0));
  await control.tap(page);
  return tapDuration(page);
}

/** A tap in the first second after the first paint (at `delayMs`), with the page's scripts still on their way. */
async function measureEarly(page: Page, control: Control, origin: string, delayMs: number) {
  await page.goto(new URL(control.path, origin).toString(), { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 30_000,
    polling: 16,
  });
  await page.waitForTimeout(delayMs);
  const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  await control.tap(page);
  return { duration: await tapDuration(page), hydrated };
}

async function baseline(page: Page, origin: string) {
  await page.goto(new URL('/about', origin).toString());
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => (window as unknown as { interactions: number[] }).interactions.splice(0));
  await page.locator('h1').click();
  return tapDuration(page);
}

/** The CPU slowdown of the phone Lighthouse means, from this host's index as Lighthouse computes it. */
async function hostSlowdown(browser: Browser): Promise<{ rate: number; index: number | null }> {
  const fixed = cpuSlowdownFromEnv();
  if (fixed !== undefined) return { rate: fixed, index: null };
  const page = await browser.newPage();
  const indexes: number[] = [];
  for (let run = 0; run < 3; run++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  await page.close();
  const index = median(indexes) ?? 1750;
  return { rate: calibratedCpuSlowdown(index), index };
}

await ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-bench-interaction-'));
const server = await startServer({ staticDir: path.resolve('build/client'), dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
try {
  const slowdown = await hostSlowdown(browser);
  console.log(
    slowdown.index === null
      ? `CPU ${slowdown.rate}× slower (BENCH_CPU_SLOWDOWN)`
      : `CPU index ${Math.round(slowdown.index)}: ${slowdown.rate}× slower, the phone Lighthouse's 4× means`,
  );
  const rows: { name: string; values: number[] }[] = [];
  const run = async (name: string, phone: boolean, once: (page: Page) => Promise<number>) => {
    const values: number[] = [];
    for (let attempt = 0; attempt < tries; attempt++) {
      const page = await slowCpuPage(browser, phone, observeInteractions, slowdown.rate);
      values.push(await once(page));
      await page.context().close();
    }
    rows.push({ name, values });
    console.log(`  ${name}: ${values.map((value) => Math.round(value)).join(', ')} ms`);
  };
  await run('baseline: a tap on the /about heading', false, (page) => baseline(page, server.origin));
  for (const control of controls) {
    await run(control.name, control.phone ?? false, (page) => measure(page, control, server.origin));
  }
  // The same controls tapped in the first second after the first paint, the taps spread over it; a control that
  // shows only once it works (the strip's buttons) has no such tap.
  let early = 0;
  for (const control of controls.filter((each) => !each.afterScripts)) {
    let attempt = 0;
    await run(`${control.name}, in the first second`, control.phone ?? false, async (page) => {
      const delay = tries > 1 ? Math.round((1000 * attempt++) / (tries - 1)) : 500;
      const { duration, hydrated } = await measureEarly(page, control, server.origin, delay);
      if (!hydrated) early++;
      return duration;
    });
  }
  const base = median(rows[0]!.values) ?? NaN;
  console.log(
    `\nTap to next paint (Event Timing), CPU ${slowdown.rate}× slower, ${tries} tries each; ${early} of the first-second taps came before the page's scripts had run\n`,
  );
  console.log(
    renderTable(
      [
        { header: 'interaction' },
        { header: 'median ms', align: 'right' },
        { header: 'worst ms', align: 'right' },
        { header: 'median / baseline', align: 'right' },
      ],
      rows.map((row) => {
        const middle = median(row.values) ?? NaN;
        return [
          row.name,
          String(Math.round(middle)),
          String(Math.round(Math.max(...row.values))),
          `${(middle / base).toFixed(2)}×`,
        ];
      }),
    ),
  );
  const missed = rows.slice(1).filter((row) => (median(row.values) ?? Infinity) > goalMs);
  console.log(
    missed.length > 0
      ? `\nGoal not met (median ≤ ${goalMs} ms): ${missed.map((row) => row.name).join('; ')}`
      : `\nAll goals met (median ≤ ${goalMs} ms).`,
  );
  if (missed.length > 0) process.exitCode = 2;
  if (os.loadavg()[0]! > os.cpus().length) {
    console.log(
      `Warning: the machine was busy (load average ${os.loadavg()[0]?.toFixed(1)}): rerun on an idle machine.`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
