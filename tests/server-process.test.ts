import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild, temporaryDir } from './helpers/test-app.ts';

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

describe('server process', () => {
  it('starts with zero configuration, serves pages, and exits cleanly on SIGTERM', async () => {
    requireBuild();
    const port = await freePort();
    const dataDir = temporaryDir('rebels-proc-');
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await waitForHealth(port);
      const page = await fetch(`http://127.0.0.1:${port}/about`);
      expect(page.status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .trim()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'));
    expect(lines).toHaveLength(2);
    expect(server.output()).toContain('shutting down');
  });

  it('refuses to start with a bad variable and names it', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty"');
  });
});
