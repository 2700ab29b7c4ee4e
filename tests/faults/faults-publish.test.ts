// A publish that cannot finish (issue 35, decision 0073): a full disk, or kill -9 at any moment of it. The store and
// the live site always agree afterwards, as the whole old version or the whole new one; what a crash half-wrote is
// never served; a full disk is said in the answer, and the next publish after space is freed goes through.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentTexts } from '#contracts/content/api.ts';
import { connect } from '#server/db/connect.ts';
import { createLiveSite } from '#server/publish/live-site.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';
import { newPost } from '../helpers/content.ts';
import { buildAdminApp, loginAsAdmin } from '../helpers/admin.ts';
import { skipDiskFaults, tmpfsDir } from '../helpers/scratch-fs.ts';
import {
  migrateAndSeed,
  postgresUrl,
  requireBuild,
  skipPostgres,
  temporaryDir,
  testConfig,
} from '../helpers/test-app.ts';

const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, fatal: quiet } as never;

describe('a publish that cannot finish', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await Promise.resolve(cleanups.pop()!()).catch(() => {});
  });

  it.skipIf(skipDiskFaults || skipPostgres)(
    'a full disk: nothing is published or stored, the studio is told so, and the next try after space is freed works',
    async () => {
      requireBuild();
      const disk = tmpfsDir(64);
      cleanups.push(disk.unmount);
      const ctx = await buildAdminApp({ DATABASE_URL: postgresUrl, DATA_DIR: disk.dir });
      cleanups.push(ctx.close);
      await ctx.app.site.start();
      const { cookie } = await loginAsAdmin(ctx.app, ctx.clock);
      const publish = () =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/content/post/written-to-a-full-disk',
          headers: { cookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ revision: 0, data: newPost() }),
        });
      const live = ctx.app.site.live();
      const filler = disk.fill();

      const refused = await publish();
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ success: false, error: contentTexts.diskFull, code: 'publish_failed' });
      expect(ctx.app.site.live()).toBe(live);
      expect((await ctx.app.inject({ method: 'GET', url: '/blog/written-to-a-full-disk' })).statusCode).toBe(404);
      expect(
        await ctx.db
          .selectFrom('content_items')
          .select('item_key')
          .where('item_key', '=', 'written-to-a-full-disk')
          .execute(),
      ).toEqual([]);
      // What the failed render half-wrote is gone, not left to fill the disk further.
      expect(fs.readdirSync(path.join(disk.dir, 'site')).filter((name) => name.endsWith('.partial'))).toEqual([]);

      fs.rmSync(filler);
      expect((await publish()).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/blog/written-to-a-full-disk' })).statusCode).toBe(200);
    },
    120_000,
  );

  it('kill -9 at any moment of a publish: after a restart the site serves exactly what the store holds', async () => {
    requireBuild();
    const dataDir = temporaryDir('rebels-publish-kill-');
    const config = testConfig({ DATA_DIR: dataDir });
    const database = { kind: 'sqlite', file: path.join(dataDir, 'app.db') } as const;
    const seeded = connect(database);
    await migrateAndSeed(seeded);
    await seeded.destroy();
    const child = path.resolve('tests/helpers/publish-child.ts');

    // A kill before the render, during it, while the generation is written, around the commit and the swap; then a
    // publish left to finish.
    const delays = [0, 200, 600, 1200, 1800, 2400, 3000, null];
    const outcomes: ('committed' | 'not committed')[] = [];
    for (const [round, delay] of delays.entries()) {
      const key = `killed-in-round-${round}`;
      const publisher = spawn(process.execPath, [child, dataDir, config.staticDir, key], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      publisher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      publisher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => publisher.on('exit', resolve));
      for (let waited = 0; !output.includes(`publishing ${key}`); waited += 10) {
        if (waited > 30_000 || publisher.exitCode !== null) throw new Error(`the publisher did not start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (delay !== null) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        publisher.kill('SIGKILL');
      }
      await exited;

      // The restart: the site this instance serves matches the store, item for item.
      const db = connect(database);
      const site = createLiveSite({
        staticDir: config.staticDir,
        siteDir: path.join(dataDir, 'site'),
        db,
        database,
        log,
      });
      await site.start();
      const live = site.live();
      expect(live.dir.endsWith('.partial'), 'a half-written generation is never served').toBe(false);
      const stored = new Set(
        (await db.selectFrom('content_items').select('item_key').where('type', '=', 'post').execute()).map(
          (row) => row.item_key,
        ),
      );
      outcomes.push(stored.has(key) ? 'committed' : 'not committed');
      for (let each = 0; each <= round; each++) {
        const earlier = `killed-in-round-${each}`;
        const page = path.join(live.clientDir, 'blog', earlier, 'index.html');
        expect(fs.existsSync(page), `${earlier} is served exactly when it is stored (round ${round})`).toBe(
          stored.has(earlier),
        );
      }
      // The blog list links only what is served.
      const list = builtPage('/blog', live.clientDir);
      for (const href of list.match(/href="\/blog\/killed-in-round-\d+"/g) ?? []) {
        expect(stored.has(href.slice('href="/blog/'.length, -1)), href).toBe(true);
      }
      await site.close();
      await db.destroy();
    }
    // The rounds reached both ends: some died before their commit, and the one left alone finished.
    expect(outcomes[0]).toBe('not committed');
    expect(outcomes.at(-1)).toBe('committed');
  }, 240_000);
});
