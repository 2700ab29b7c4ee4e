// Taps the moment a control shows, with Chromium's CPU slowed 4× (a mid-range phone), many times,
// and counts the taps whose effect did not show within 5 s or was gone once React had hydrated
// (issue 20: no lost taps). Two variants, interleaved: the baseline holds every script until the
// effect has shown (the prerendered HTML alone), the other delays each script by a random 0–600 ms
// so that hydration lands at a different moment around the tap on every try. The e2e suite taps
// each control three times (e2e/early-input.spec.ts); this sweeps the race far more often, to find
// a rare loss. Goal: 0 lost. Run with `npm run bench:early-taps` after `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { type Control, controls, slowCpuPage } from './lib/first-controls.ts';
import { median, renderTable } from './lib/format.ts';
import { ensureBuild, startServer } from './lib/server.ts';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/lib/chromium.ts';

const tries = Number(process.env.BENCH_RUNS ?? 10);
const variants = ['scripts held', 'scripts racing'] as const;
type Variant = (typeof variants)[number];
/** `tapped: false`: the control did not show within 30 s (a busy machine), so no tap was made. */
type Outcome = { tapped: boolean; lost: boolean; shownAfterMs: number; detail: string };

/** What a lost tap leaves behind, to find its cause: the URL's fragment, CSS's target, React's state. */
const stateOf = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({
      hash: location.hash,
      target: document.querySelector(':target')?.id ?? null,
      hydrated: document.documentElement.dataset.hydrated ?? null,
    }),
  );

async function once(page: Page, control: Control, origin: string, variant: Variant): Promise<Outcome> {
  const shows = control.shows!(page);
  let release = () => {};
  if (variant === 'scripts held') {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
  } else {
    const delay = Math.floor(Math.random() * 600);
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
  }
  try {
    await page.goto(new URL(control.path, origin).toString(), { waitUntil: 'commit' });
    await control.tap(page);
  } catch (error) {
    release();
    return { tapped: false, lost: false, shownAfterMs: NaN, detail: String(error).split('\n')[0]! };
  }
  const tapped = performance.now();
  const shown = await shows.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  const shownAfterMs = performance.now() - tapped;
  release();
  if (!shown) return { tapped: true, lost: true, shownAfterMs, detail: `not shown within 5 s: ${await stateOf(page)}` };
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  if (!(await shows.isVisible()))
    return { tapped: true, lost: true, shownAfterMs, detail: `gone after hydration: ${await stateOf(page)}` };
  return { tapped: true, lost: false, shownAfterMs, detail: '' };
}

await ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-bench-early-taps-'));
const server = await startServer({ staticDir: path.resolve('build/client'), dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
const swept = controls.filter((control) => control.shows);
const results = new Map<string, Outcome[]>();
try {
  for (let attempt = 0; attempt < tries; attempt++) {
    for (const control of swept) {
      for (const variant of variants) {
        const phone = control.phone ?? (control.desktop ? false : attempt % 2 === 1);
        const page = await slowCpuPage(browser, phone);
        const outcome = await once(page, control, server.origin, variant);
        await page.context().close();
        const key = `${control.name}\n${variant}`;
        results.set(key, [...(results.get(key) ?? []), outcome]);
        const where = `${control.name}, ${variant}, ${phone ? 'phone' : 'desktop'}`;
        if (outcome.lost) console.log(`  LOST ${where}: ${outcome.detail}`);
        if (!outcome.tapped) console.log(`  no tap (not counted) ${where}: ${outcome.detail}`);
      }
    }
    console.log(`  round ${attempt + 1} of ${tries} done`);
  }
  console.log(
    `\nTaps the moment a control shows, CPU 4× slower, ${tries} tries per variant (phone and desktop alternate)\n`,
  );
  const rows = swept.map((control) => {
    const [held, racing] = variants.map((variant) =>
      (results.get(`${control.name}\n${variant}`) ?? []).filter((each) => each.tapped),
    );
    const shownHeld = median(held!.map((each) => each.shownAfterMs)) ?? NaN;
    const shownRacing = median(racing!.map((each) => each.shownAfterMs)) ?? NaN;
    return [
      control.name,
      `${held!.filter((each) => each.lost).length} / ${held!.length}`,
      `${racing!.filter((each) => each.lost).length} / ${racing!.length}`,
      String(Math.round(shownHeld)),
      String(Math.round(shownRacing)),
      `${(shownRacing / shownHeld).toFixed(2)}×`,
    ];
  });
  console.log(
    renderTable(
      [
        { header: 'control' },
        { header: 'lost, held (baseline)', align: 'right' },
        { header: 'lost, racing', align: 'right' },
        { header: 'shown after, held ms', align: 'right' },
        { header: 'racing ms', align: 'right' },
        { header: 'racing / held', align: 'right' },
      ],
      rows,
    ),
  );
  const lost = [...results.values()].flat().filter((each) => each.lost).length;
  console.log(lost > 0 ? `\nGoal not met: ${lost} lost taps.` : '\nGoal met: no tap lost.');
  if (lost > 0) process.exitCode = 2;
  if (os.loadavg()[0]! > os.cpus().length) {
    console.log(`Note: the machine was busy (load average ${os.loadavg()[0]?.toFixed(1)}), which widens the race.`);
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
