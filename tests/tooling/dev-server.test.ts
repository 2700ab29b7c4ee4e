// `npm run dev` serves the app with React Fast Refresh: a component edit shows up in the open
// page without a reload, its state kept (issue 9). Runs the real dev server on a copy of the
// sources, so the edit never touches the working tree, and drives it with Chromium.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, chromiumArgs } from '../../scripts/lib/chromium.ts';
import { freePort } from '../../scripts/lib/free-port.ts';

const COPIED = [
  'app',
  'content', // the content pack the pages' loaders read
  'contracts',
  'public',
  'package.json',
  'react-router.config.ts',
  'scripts/lib', // vite.config.ts's own plugins
  'tsconfig.json',
  'vite.config.ts',
];
const COMPONENT = 'app/components/sections/home/why-choose.tsx';

let dev: ChildProcess | undefined;
// Not under test-results/: Vite's file watcher ignores that directory.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('applies a component edit to the open page by Fast Refresh, without a reload', { timeout: 180_000 }, async () => {
    for (const entry of COPIED) fs.cpSync(entry, path.join(root, entry), { recursive: true });
    // A real directory, not a symlink: Vite serves no file from outside its root. Hard links when
    // the temporary directory is on the same file system, a copy otherwise.
    const modules = path.join(root, 'node_modules');
    try {
      execFileSync('cp', ['-al', path.resolve('node_modules'), modules], { stdio: 'ignore' });
    } catch {
      fs.rmSync(modules, { recursive: true, force: true });
      execFileSync('cp', ['-a', path.resolve('node_modules'), modules]);
    }
    fs.rmSync(path.join(modules, '.vite'), { recursive: true, force: true }); // the copy's own optimizer cache
    const port = await freePort();
    dev = spawn(
      process.execPath,
      ['node_modules/.bin/react-router', 'dev', '--port', String(port), '--host', '127.0.0.1'],
      {
        cwd: root,
        detached: true,
        stdio: 'ignore',
      },
    );
    const url = `http://127.0.0.1:${port}/`;
    const deadline = Date.now() + 90_000;
    while (
      !(await fetch(url).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('the dev server did not answer within 90 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      let loads = 0;
      page.on('load', () => loads++);
      // On a first visit Vite optimizes dependencies and may answer 504 'Outdated Optimize Dep'
      // until it is done: a fresh visit after that hydrates.
      let ready = false;
      for (let attempt = 0; attempt < 6 && !ready; attempt++) {
        await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
        ready = await page
          .locator('html[data-hydrated="true"]')
          .waitFor({ state: 'attached', timeout: 30_000 })
          .then(
            () => true,
            () => false,
          );
      }
      expect(ready, 'the page hydrated on the dev server').toBe(true);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => Object.assign(window, { stateBeforeEdit: 'kept' }));
      const loadsBefore = loads;

      const file = path.join(root, COMPONENT);
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toContain('{content.subtitle}</p>');
      fs.writeFileSync(file, source.replace('{content.subtitle}</p>', '{content.subtitle} Edited by the test.</p>'));

      await expect.poll(() => page.getByText('Edited by the test.').count(), { timeout: 60_000 }).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { stateBeforeEdit?: string }).stateBeforeEdit)).toBe(
        'kept',
      );
      expect(loads).toBe(loadsBefore);
    } finally {
      await browser.close();
    }
  });
});
