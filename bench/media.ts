// The media library (issue 36, decision 0082), measured on this machine:
// 1. A 12-megapixel JPEG (4,000 × 3,000) uploaded: how long the upload's checks take before it answers, and how long
//    until every variant (AVIF and WebP at 400, 800, 1,200 and 1,600 px) is made. Budget: ≤ 5 s.
// 2. Where the files live: the originals and variants written to and read from SQLite and PostgreSQL, beside this
//    instance's disk, which serves every variant after its first read. The store is read once per variant and
//    instance; the disk serves every visitor after that.
// 3. Lighthouse on /success-stories and a story page as the build has them, then with every story's picture a photo
//    of the library (see below).
// Run with `npm run bench:media` after `npm run build` (SKIP_POSTGRES=1 leaves PostgreSQL out, TEST_DATABASE_URL names
// it; SKIP_LIGHTHOUSE=1 leaves part 3 out, BENCH_RUNS sets the runs, 3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { connect } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { createMediaLibrary } from '../server/media/media.service.ts';
import { mediaUrl, variantWidths } from '../contracts/media.ts';
import { currentGeneration } from '../server/publish/generations.ts';
import { enrollAdmin, overHttp, setupAdmin } from '../tests/helpers/admin-steps.ts';
import { photoLike } from '../tests/helpers/images.ts';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { kb, median, passFail, renderTable } from './lib/format.ts';
import { FLOOR_PATH, writeFloorPage } from './lib/floor.ts';
import { renderLighthouseReport, runLighthouse } from './lib/lighthouse.ts';
import { benchSchema } from './lib/postgres.ts';
import { startServer } from './lib/server.ts';

const PROCESS_BUDGET_MS = 5_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const log = { error: (object: object, message: string) => console.error(message, object) };
const temporaryDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A photo-like 12-megapixel JPEG with a camera's grain, so the encoders have detail to keep. */
const twelveMegapixels = (seed: number) => photoLike(4000, 3000, { seed, grain: true });

type Store = { name: string; database: Parameters<typeof connect>[0]; drop?: () => Promise<void> };
const stores: Store[] = [
  { name: 'SQLite', database: { kind: 'sqlite', file: path.join(temporaryDir('rebels-bench-media-'), 'app.db') } },
];
if (process.env.SKIP_POSTGRES !== '1') {
  const { url, drop } = await benchSchema('media');
  stores.push({ name: 'PostgreSQL', database: { kind: 'postgres', url }, drop });
}

const photos = await Promise.all(Array.from({ length: RUNS }, (_, run) => twelveMegapixels(run)));
console.log(`Media library: ${RUNS} different 12-megapixel JPEGs of ${kb(photos[0]!.length)} KB each\n`);
const processRows: string[][] = [];
const storeRows: string[][] = [];
for (const store of stores) {
  const db = connect(store.database);
  try {
    await migrate(db);
    const cacheDir = temporaryDir('rebels-bench-media-cache-');
    const library = createMediaLibrary({ db, cacheDir, log });
    const answers: number[] = [];
    const readies: number[] = [];
    let variantBytes = 0;
    let file = '';
    for (const bytes of photos) {
      const start = performance.now();
      const { info } = await library.upload(bytes, { name: 'photo.jpg', type: 'image/jpeg' }, 'bench');
      answers.push(performance.now() - start);
      await library.idle();
      readies.push(performance.now() - start);
      const stored = await library.info(info.file);
      if (stored?.state !== 'ready') throw new Error(`${info.file} is ${stored?.state}`);
      file = info.file;
    }
    // Reading a variant: from the store (a fresh instance's first visitor), then from this instance's disk.
    const names = variantWidths(4000).flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => mediaUrl(file, width, format).slice('/media/'.length)),
    );
    const fromStore: number[] = [];
    const fromDisk: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const fresh = createMediaLibrary({ db, cacheDir: temporaryDir('rebels-bench-media-fresh-'), log });
      for (const name of names) {
        let start = performance.now();
        const variant = await fresh.variant(name);
        fromStore.push(performance.now() - start);
        if (round === 0) variantBytes += variant!.data.length;
        start = performance.now();
        await fresh.variant(name);
        fromDisk.push(performance.now() - start);
      }
    }
    processRows.push([
      store.name,
      median(answers)!.toFixed(0),
      median(readies)!.toFixed(0),
      Math.max(...readies).toFixed(0),
      passFail(Math.max(...readies) <= PROCESS_BUDGET_MS),
    ]);
    storeRows.push([
      store.name,
      kb(photos.at(-1)!.length),
      kb(variantBytes),
      median(fromStore)!.toFixed(2),
      median(fromDisk)!.toFixed(2),
    ]);
  } finally {
    await db.destroy();
    await store.drop?.();
  }
}
console.log(
  renderTable(
    [
      { header: 'store' },
      { header: 'upload answers, ms (median)', align: 'right' },
      { header: 'all 8 variants made, ms (median)', align: 'right' },
      { header: 'worst, ms', align: 'right' },
      { header: `≤ ${PROCESS_BUDGET_MS} ms` },
    ],
    processRows,
  ),
);
console.log('');
console.log(
  renderTable(
    [
      { header: 'store' },
      { header: 'original, KB', align: 'right' },
      { header: '8 variants, KB', align: 'right' },
      { header: 'variant from the store, ms (median)', align: 'right' },
      { header: 'from the disk after, ms', align: 'right' },
    ],
    storeRows,
  ),
);

// 3. Lighthouse (mobile, at the host-matched slowdown) on the success-stories list and a story page, as the build has
//    them (illustrations) and then with every story's picture a photo from the library, published through the API.
//    Budgets: LCP ≤ 1.6 s and CLS ≤ 0.02 in every run, beside the same pages before.
if (process.env.SKIP_LIGHTHOUSE !== '1') {
  fs.mkdirSync(path.resolve('node_modules/.cache'), { recursive: true });
  const copy = fs.mkdtempSync(path.resolve('node_modules/.cache/rebels-bench-media-'));
  fs.cpSync(path.resolve('build'), path.join(copy, 'build'), { recursive: true });
  const clientDir = path.join(copy, 'build', 'client');
  writeFloorPage(clientDir);
  fs.mkdirSync(path.join(copy, 'data'));
  const server = await startServer({ staticDir: clientDir, dataDir: path.join(copy, 'data') });
  const pages = ['/success-stories', '/success-stories/prorail'];
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  // Both passes at the slowdown the first one read from this host's CPU index, so they are compared like for like.
  const lighthouse = (cpuSlowdown?: number) =>
    runLighthouse({
      cpuSlowdown,
      origin: server.origin,
      pages,
      floorPage: FLOOR_PATH,
      formFactors: ['mobile'],
      runs,
      chromePath: process.env.CHROME_PATH || CHROMIUM_PATH,
      beforeEachRun: server.assertHealthy,
    });
  try {
    const before = await lighthouse();
    const http = overHttp(server.origin);
    const { body } = await setupAdmin(http);
    const { cookie } = await enrollAdmin(http, body as { username: string; password: string });
    const call = async (method: 'PUT' | 'POST' | 'GET', url: string, payload?: Buffer | object, type?: string) => {
      const response = await fetch(`${server.origin}${url}`, {
        method,
        headers: {
          cookie,
          origin: server.origin,
          ...(payload ? { 'content-type': type ?? 'application/json' } : {}),
        },
        body: Buffer.isBuffer(payload) ? new Uint8Array(payload) : payload ? JSON.stringify(payload) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, never>>;
    };
    // Six photos of 12 megapixels, each a library image described in both languages.
    const keys: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const bytes = await twelveMegapixels(100 + index);
      const { media } = (await call('POST', '/api/admin/content/media-files', bytes, 'image/jpeg')) as unknown as {
        media: { file: string; width: number; height: number };
      };
      const key = `bench-photo-${index + 1}`;
      await call('PUT', `/api/admin/content/media/${key}`, {
        revision: 0,
        data: {
          file: media.file,
          width: media.width,
          height: media.height,
          alt: { en: `Photo ${index + 1} of a project`, nl: `Foto ${index + 1} van een project` },
          decorative: false,
        },
      });
      keys.push(key);
      // Every size made before Lighthouse runs: the queue would otherwise share the CPU with the measured pages.
      for (let state = ''; state !== 'ready'; await new Promise((resolve) => setTimeout(resolve, 250)))
        ({ state } = (
          (await call('GET', `/api/admin/content/media-files/${media.file}`)) as unknown as {
            media: { state: string };
          }
        ).media);
    }
    const stories = (
      (await call('GET', '/api/admin/content')) as unknown as { items: { type: string; key: string }[] }
    ).items.filter((item) => item.type === 'story');
    for (const [index, { key }] of stories.entries()) {
      const { item } = (await call('GET', `/api/admin/content/story/${key}`)) as unknown as {
        item: { revision: number; data: object };
      };
      await call('PUT', `/api/admin/content/story/${key}`, {
        revision: item.revision,
        data: { ...item.data, photo: keys[index % keys.length] },
      });
    }
    await server.assertHealthy();
    const generation = currentGeneration(path.join(copy, 'data', 'site'));
    if (!generation) throw new Error('no generation is live after the publishes');
    writeFloorPage(path.join(generation, 'client'));
    const list = await (await fetch(`${server.origin}/success-stories`)).text();
    const pictures = (list.match(/<picture>/g) ?? []).length;
    if (pictures !== stories.filter((story) => list.includes(`data-story="${story.key}"`)).length)
      throw new Error(`the list shows ${pictures} photos`);
    const after = await lighthouse(before[0]?.runs[0]?.cpuSlowdown);
    console.log(`\nLighthouse before: every story's picture its illustration (the build).\n`);
    console.log(renderLighthouseReport(before, runs));
    console.log(`\nLighthouse after: every story's picture a photo from the library (${stories.length} stories).\n`);
    console.log(renderLighthouseReport(after, runs));
    if ([...before, ...after].some((each) => !each.budget.pass)) process.exitCode = 1;
  } finally {
    await server.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
