// The Dockerfile cannot be built here (no Docker daemon), so scripts/check-dockerfile.ts reads it
// and reproduces its runtime stage by hand: the files it copies, the production node_modules,
// its ENV, an unprivileged user and its CMD. These tests run that check on the real Dockerfile,
// and on a copy missing one COPY line, which must fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild } from './helpers/test-app.ts';

function runCheck(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/check-dockerfile.ts', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('Dockerfile', () => {
  it('builds in one stage and runs the server from the other without a build, as a non-root user', async () => {
    requireBuild();
    const { code, output } = await runCheck();
    expect(output).not.toContain('FAIL');
    expect(output).toMatch(/(\d+) of \1 Dockerfile checks passed/);
    expect(output).toContain('the server starts and GET /api/health answers 200');
    expect(output).toContain('SIGTERM stops the server with exit code 0');
    expect(code).toBe(0);
  }, 120_000);

  it('fails when the runtime stage lacks a file the server needs', async () => {
    requireBuild();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-dockerfile-test-'));
    try {
      const broken = path.join(dir, 'Dockerfile');
      const original = fs.readFileSync('Dockerfile', 'utf8');
      const withoutContracts = original.replace(/^COPY --from=build \/app\/contracts .*\n/m, '');
      expect(withoutContracts).not.toBe(original);
      fs.writeFileSync(broken, withoutContracts);
      const { code, output } = await runCheck(`--dockerfile=${broken}`);
      expect(output).toContain('FAIL the server starts');
      expect(code).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
