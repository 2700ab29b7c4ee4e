// The media library's files (issue 36, decision 0082). An upload is checked (inspect.ts) and its original stored in
// the database by its hash; the answer does not wait for the variants, which one queue per instance makes next with
// sharp, counting them for the studio's progress bar. A variant is served from this instance's disk, else from the
// database, else made at once from the original (an instance that stopped half-way, or a pack's image never made).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  MEDIA_FORMATS,
  MEDIA_MAX_PIXELS,
  type MediaFileInfo,
  type MediaFormat,
  type MediaKind,
  extensionOf,
  mediaFilePattern,
  variantPattern,
  variantWidths,
} from '#contracts/media.ts';
import type { Db } from '../db/connect.ts';
import { type Inspected, inspect } from './inspect.ts';

type Log = { error: (object: object, message: string) => void };
export type Variant = { data: Buffer; format: MediaFormat };

const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // Effort 4 of 9: a 1,600 px photo in about half a second, within a few percent of the bytes at 9.
  avif: (image) => image.avif({ quality: 52, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/** The largest variant's pixels, decoded once: every width and format is made from these. */
async function baseOf(original: Buffer, kind: MediaKind, width: number) {
  const widest = variantWidths(width).at(-1)!;
  const input = sharp(original, {
    limitInputPixels: MEDIA_MAX_PIXELS,
    // An SVG is drawn at the size of its widest variant, not scaled up from 72 dpi.
    ...(kind === 'svg' ? { density: Math.min(2400, (72 * widest) / width) } : {}),
  });
  return input
    .rotate()
    .resize({ width: widest, withoutEnlargement: kind !== 'svg' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function encode(base: { data: Buffer; info: OutputInfo }, width: number, format: MediaFormat) {
  const { width: baseWidth, height, channels } = base.info;
  const image = sharp(base.data, { raw: { width: baseWidth, height, channels } });
  return encoders[format](width < baseWidth ? image.resize({ width }) : image).toBuffer();
}

const infoOf = (row: {
  file: string;
  kind: MediaKind;
  width: number;
  height: number;
  size: number;
  state: MediaFileInfo['state'];
  done: number;
  total: number;
}): MediaFileInfo => ({
  file: row.file,
  kind: row.kind,
  width: row.width,
  height: row.height,
  bytes: row.size,
  state: row.state,
  done: row.done,
  total: row.total,
});

export function createMediaLibrary({
  db,
  cacheDir,
  log,
  now = () => new Date(),
}: {
  db: Db;
  /** Where this instance keeps the variants it served ('DATA_DIR/media'). */
  cacheDir: string;
  log: Log;
  now?: () => Date;
}) {
  const making = new Map<string, Promise<Variant | null>>();
  let queue: Promise<void> = Promise.resolve();

  const summaryColumns = ['file', 'kind', 'width', 'height', 'size', 'state', 'done', 'total'] as const;
  const find = (file: string) =>
    db.selectFrom('media_files').select(summaryColumns).where('file', '=', file).executeTakeFirst();

  async function storeVariant(file: string, width: number, format: MediaFormat, data: Buffer) {
    await db
      .insertInto('media_variants')
      .values({ file, width, format, data })
      .onConflict((conflict) => conflict.columns(['file', 'width', 'format']).doNothing())
      .execute();
  }

  /** Makes every variant of a stored original, one after another, counting each for the progress bar. */
  async function makeVariants(file: string) {
    const row = await db.selectFrom('media_files').selectAll().where('file', '=', file).executeTakeFirst();
    if (!row) return;
    try {
      const base = await baseOf(row.data, row.kind, row.width);
      let done = 0;
      for (const width of variantWidths(row.width).reverse())
        for (const format of MEDIA_FORMATS) {
          await storeVariant(file, width, format, await encode(base, width, format));
          done += 1;
          await db.updateTable('media_files').set({ done }).where('file', '=', file).execute();
        }
      await db.updateTable('media_files').set({ state: 'ready' }).where('file', '=', file).execute();
    } catch (error) {
      log.error({ err: error, file }, 'an image could not be processed');
      await db
        .updateTable('media_files')
        .set({ state: 'failed', error: String((error as Error).message ?? error).slice(0, 300) })
        .where('file', '=', file)
        .execute();
    }
  }

  const enqueue = (file: string) => {
    queue = queue
      .then(() => makeVariants(file))
      .catch((error: unknown) => log.error({ err: error, file }, 'media queue'));
  };

  /** Stores checked bytes as an original (once: the same bytes are the same file) and queues its variants. */
  async function store(
    bytes: Buffer,
    inspected: Inspected,
    actor: string,
  ): Promise<{ info: MediaFileInfo; created: boolean }> {
    const file = `${createHash('sha256').update(bytes).digest('hex')}.${extensionOf(inspected.kind)}`;
    const existing = await find(file);
    if (existing) return { info: infoOf(existing), created: false };
    const total = variantWidths(inspected.width).length * MEDIA_FORMATS.length;
    const row = {
      file,
      kind: inspected.kind,
      width: inspected.width,
      height: inspected.height,
      size: bytes.length,
      state: 'processing' as const,
      done: 0,
      total,
    };
    await db
      .insertInto('media_files')
      .values({ ...row, data: bytes, error: null, created_at: now().toISOString(), created_by: actor })
      .onConflict((conflict) => conflict.column('file').doNothing())
      .execute();
    enqueue(file);
    return { info: infoOf(row), created: true };
  }

  /** A variant by its served name, or null for a name that is no variant of a stored original. */
  async function variant(name: string): Promise<Variant | null> {
    const match = variantPattern.exec(name);
    if (!match) return null;
    const [, hash, widthText, formatText] = match;
    const format = formatText as MediaFormat;
    const cached = path.join(cacheDir, name);
    try {
      return { data: await fs.promises.readFile(cached), format };
    } catch {
      // Not on this instance's disk yet.
    }
    let pending = making.get(name);
    if (!pending) {
      pending = (async () => {
        const width = Number(widthText);
        const original = await db
          .selectFrom('media_files')
          .select(['file', 'kind', 'width', 'state'])
          .where('file', 'like', `${hash}.%`)
          .executeTakeFirst();
        // An original whose sizes could not be made is not tried again on every request.
        if (!original || original.state === 'failed' || !variantWidths(original.width).includes(width)) return null;
        const stored = await db
          .selectFrom('media_variants')
          .select('data')
          .where('file', '=', original.file)
          .where('width', '=', width)
          .where('format', '=', format)
          .executeTakeFirst();
        let data: Buffer | undefined = stored?.data;
        if (data === undefined) {
          const row = await db
            .selectFrom('media_files')
            .select('data')
            .where('file', '=', original.file)
            .executeTakeFirstOrThrow();
          data = await encode(await baseOf(row.data, original.kind, original.width), width, format);
          await storeVariant(original.file, width, format, data);
        }
        const bytes = Buffer.from(data);
        const partial = `${cached}.${process.pid}.partial`;
        try {
          await fs.promises.mkdir(cacheDir, { recursive: true });
          await fs.promises.writeFile(partial, bytes);
          await fs.promises.rename(partial, cached);
        } catch (error) {
          log.error({ err: error, name }, 'a media variant could not be kept on disk');
        }
        return { data: bytes, format };
      })().finally(() => making.delete(name));
      making.set(name, pending);
    }
    return pending;
  }

  return {
    /** Checks and stores an upload; refuses with an HttpError before anything is stored. */
    async upload(bytes: Buffer, declared: { name?: string; type?: string }, actor: string) {
      return store(bytes, await inspect(bytes, declared), actor);
    },
    async info(file: string): Promise<MediaFileInfo | null> {
      if (!mediaFilePattern.test(file)) return null;
      const row = await find(file);
      return row ? infoOf(row) : null;
    },
    /** Whether each file is stored, with its size: a media item may only name a stored original of that size. */
    async sizes(files: readonly string[]) {
      if (files.length === 0) return new Map<string, { width: number; height: number }>();
      const rows = await db
        .selectFrom('media_files')
        .select(['file', 'width', 'height'])
        .where('file', 'in', files)
        .execute();
      return new Map(rows.map(({ file, width, height }) => [file, { width, height }]));
    },
    /** An original's bytes, for a pack's export. */
    async original(file: string): Promise<Buffer | null> {
      const row = await db.selectFrom('media_files').select('data').where('file', '=', file).executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    },
    /** A pack's original, checked like an upload; stored unless it is there. */
    /**
     * A pack's original checked as an upload is (its name is its hash, its bytes a safe image of a sane size), and
     * how to store it: an import checks every original and item before it stores any.
     */
    async checkOriginal(file: string, bytes: Buffer) {
      if (!file.startsWith(`${createHash('sha256').update(bytes).digest('hex')}.`))
        throw new Error('other bytes than its name says: a pack names each original by the SHA-256 of its bytes');
      const inspected = await inspect(bytes, { name: file });
      return async (actor: string) => (await store(bytes, inspected, actor)).info;
    },
    variant,
    /** Queues again what an instance stopped making half-way (its state still 'processing'). */
    async resume() {
      const rows = await db.selectFrom('media_files').select('file').where('state', '=', 'processing').execute();
      for (const { file } of rows) enqueue(file);
      return rows.length;
    },
    /** Resolves when every queued image is processed (tests, and a server that closes). */
    idle: () => queue,
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
