// The README's quick start, `npm install && npm start`, on what a clone holds: the files git
// tracks (and new ones not yet added), none of what a build or an earlier run generated. A build
// step that only works because a generated file was left lying around (the compiled interface
// strings once were) fails here, not on a visitor's first try.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { temporaryDir } from '../helpers/test-app.ts';

/** The files a clone of this checkout would hold, with their content as it is now. */
function cloneFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  return listed.split('\0').filter((file) => file && fs.existsSync(file));
}

async function waitForHealth(url: string, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

describe('a fresh clone', () => {
  it('builds and serves the site with `npm start`, nothing else set up', { timeout: 420_000 }, async () => {
    const clone = temporaryDir('rebels-clone-');
    const files = cloneFiles();
    expect(files).toContain('package.json');
    expect(files.some((file) => file.startsWith('contracts/i18n/'))).toBe(false);
    for (const file of files) {
      fs.mkdirSync(path.join(clone, path.dirname(file)), { recursive: true });
      fs.copyFileSync(file, path.join(clone, file));
    }
    // What `npm install` would put there.
    fs.symlinkSync(path.resolve('node_modules'), path.join(clone, 'node_modules'));

    const port = await freePort();
    const child = spawn('npm', ['start'], {
      cwd: clone,
      detached: true,
      env: {
        // A shell's environment: not the test runner's (NODE_ENV=test, VITEST_*).
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
        ),
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let exited = false;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', () => (exited = true));
    const url = `http://127.0.0.1:${port}`;
    try {
      expect(await waitForHealth(url, () => exited, 360_000), output.slice(-4000)).toBe(true);
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="en"');
      const dutch = await fetch(`${url}/nl/contact`);
      expect(dutch.status).toBe(200);
      expect(await dutch.text()).toContain('<html lang="nl"');
      // The database is the embedded SQLite file, in the clone's own data directory.
      expect(fs.existsSync(path.join(clone, 'data', 'app.db'))).toBe(true);
    } finally {
      if (!exited && child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  });
});
