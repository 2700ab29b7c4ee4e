import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth } from './helpers/server-process.ts';
import { requireBuild, temporaryDir } from './helpers/test-app.ts';

describe('server process', () => {
  it('starts with zero configuration, serves pages, and exits cleanly on SIGTERM', async () => {
    requireBuild();
    const port = await freePort();
    const dataDir = temporaryDir('rebels-proc-');
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await waitForHealth(server);
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
