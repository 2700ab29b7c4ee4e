// A clone in a private home directory (0700, like /root) once failed the suites that run the
// server as another user: nobody could not enter it. This runs such a suite again from a
// checkout where that would show: under a 0700 directory, with spaces in its path.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VitestReport } from '../../scripts/lib/test-summary.ts';
import { linkTree } from '../../server/publish/link-tree.ts';
import { skipDiskFaults } from '../helpers/scratch-fs.ts';
import { requireBuild, temporaryDir } from '../helpers/test-app.ts';

/** What a checkout holds besides its sources, less what the runners write while they run. */
const notCopied = new Set(['.git', 'test-results', 'playwright-report', 'coverage', 'data', 'bench/results']);
const written = /^node_modules\/\.(vite|cache)$/;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(skipDiskFaults)('a checkout under a private directory, with spaces in its path', () => {
  it('passes the suite that runs the server as nobody', async () => {
    requireBuild();
    const home = temporaryDir('rebels-private-home-');
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
    const checkout = path.join(home, 'a clone with spaces');
    linkTree(process.cwd(), checkout, {
      skip: (relative) => notCopied.has(relative) || written.test(relative),
    });

    // The clone's own Node when npm runs this one from node_modules (the `node` devDependency).
    const fromHere = path.relative(process.cwd(), process.execPath);
    const node = fromHere.startsWith('..') ? process.execPath : path.join(checkout, fromHere);
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    const reportFile = path.join(home, 'report.json');
    const { code, output } = await run(
      node,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        'tests/faults/faults-disk.test.ts',
        '--testNamePattern=as nobody',
        '--reporter=json',
        `--outputFile=${reportFile}`,
      ],
      checkout,
      { ...env, NO_COLOR: '1' },
    );
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport;
    expect({ code, passed: report.numPassedTests, failed: report.numFailedTests }, output).toEqual({
      code: 0,
      passed: 1,
      failed: 0,
    });
  }, 120_000);
});
