import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server-process.ts';
import { requireBuild, temporaryDir } from '../helpers/test-app.ts';

describe('server process', () => {
  it('starts with zero configuration, serves pages, and exits cleanly on SIGTERM', async () => {
    requireBuild();
    const dataDir = temporaryDir('rebels-proc-');
    const server = await startServer({ env: { DATA_DIR: dataDir } });
    try {
      const page = await fetch(`${server.url}/about`);
      expect(page.status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true);
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    }
    // The health check that startServer waited for, and the page.
    const requests = server.logs().filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.path)).toEqual(['/api/health', '/about']);
    expect(server.output()).toContain('shutting down');
  });

  it('refuses to start with a bad variable and names it', async () => {
    const server = await startServer({ env: { PORT: 'eighty' }, waitForHealth: false });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain('PORT="eighty"');
  });
});
