// The media library (issue 36, decision 0082), measured on this machine:
// 1. A 12-megapixel JPEG (4,000 × 3,000) uploaded: how long the upload's checks take before it answers, and how long
//    until every variant (AVIF and WebP at 400, 800, 1,200 and 1,600 px) is made. Budget: ≤ 5 s.
// 2. Where the files live: the originals and variants written to and read from SQLite and PostgreSQL, beside this
//    instance's disk, which serves every variant after its first read. The store is read once per variant and
//    instance; the disk serves every visitor after that.
// Run with `npm run bench:media` (SKIP_POSTGRES=1 leaves PostgreSQL out; TEST_DATABASE_URL names it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { connect } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { createMediaLibrary } from '../server/media/media.service.ts';
import { mediaUrl, variantWidths } from '../contracts/media.ts';
import { kb, median, passFail, renderTable } from './lib/format.ts';

const PROCESS_BUDGET_MS = 5_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const log = { error: (object: object, message: string) => console.error(message, object) };
const temporaryDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A photo-like 12-megapixel JPEG: gradients and texture, so the encoders have detail to keep. */
async function twelveMegapixels(seed: number) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const noise = ((x * 7919 + y * 104729 + seed) % 31) - 15;
      pixels[at] = Math.max(0, Math.min(255, (x * 255) / width + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, (y * 255) / height + noise));
      pixels[at + 2] = 128 + 70 * Math.sin((x + seed) / 90) * Math.cos(y / 70);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

type Store = { name: string; database: Parameters<typeof connect>[0]; drop?: () => Promise<void> };
const stores: Store[] = [
  { name: 'SQLite', database: { kind: 'sqlite', file: path.join(temporaryDir('rebels-bench-media-'), 'app.db') } },
];
if (process.env.SKIP_POSTGRES !== '1') {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_media_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const database = new URL(url);
  database.searchParams.set('options', `-c search_path=${schema}`);
  stores.push({
    name: 'PostgreSQL',
    database: { kind: 'postgres', url: database.toString() },
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  });
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
