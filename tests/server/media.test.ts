// The media library (issue 36, decision 0082), on a SQLite file and on PostgreSQL, used as the studio and a visitor's
// browser use it: an upload is checked by its bytes and stored once by its hash, answered before its AVIF and WebP
// variants are made, which are then served for a year under names that never change; a photo's EXIF orientation is
// applied and its metadata dropped; whatever is not a safe image of a sane size is refused with a message naming the
// problem, and nothing stored. A media item names an uploaded file with its alt text in both languages; a post shows
// it as a <picture>; an image in use cannot be unpublished. Uploads and refusals are in the audit trail.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  MEDIA_MAX_BYTES,
  type MediaFileInfo,
  type MediaFileResponse,
  type MediaUsageResponse,
  mediaSrcset,
} from '#contracts/media.ts';
import { site } from '#contracts/site.ts';
import { newPost, usePublishingAdmin } from '../helpers/content.ts';
import { describeEachDatabase, isolatedDatabase, temporaryDir, testConfig } from '../helpers/test-app.ts';
import { createContentService } from '#server/content/index.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { createMediaLibrary } from '#server/media/index.ts';
import { photoLike, pixels } from '../helpers/images.ts';

/** An attribute's value in an HTML tag, its name matched as HTML does (in any case); null when it has none. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
type ErrorBody = { success: false; error: string; fieldErrors?: Record<string, string[]> };

/** A photo as a camera makes one: 2,000 × 1,333, gradients with waves over them (detail, but quick to encode). */
const makePhoto = () => photoLike(2000, 1333);

/**
 * A phone's portrait photo: stored landscape (1,200 × 800, left half red, right half blue) with EXIF orientation 6
 * (turn 90° clockwise to show it), the camera's make and a GPS position in its EXIF.
 */
const makeRotatedPhoto = () =>
  pixels(1200, 800, (x) => (x < 600 ? [220, 20, 20] : [20, 20, 220]))
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 28/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const makePng = () =>
  pixels(40, 30, () => [0, 128, 0])
    .png()
    .toBuffer();

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb's header: a valid PNG claiming `width` × `height` pixels (30,000 × 30,000 is 900 MP) in under
 * 100 bytes, so no test allocates what it claims.
 */
function hugePng(width = 30_000, height = 30_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 0, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = (inner: string, attributes = 'width="600" height="400" viewBox="0 0 600 400"') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`,
  );
const safeSvg = svg('<rect width="600" height="400" fill="#1e90ff"/><circle cx="300" cy="200" r="80" fill="#fff"/>');

describeEachDatabase('the media library on $name', ({ env }) => {
  const { ctx, send, cookie } = usePublishingAdmin(env);
  let photo: Buffer;
  let photoFile: string;
  beforeAll(async () => {
    photo = await makePhoto();
    photoFile = `${sha256(photo)}.jpg`;
  });

  const upload = (
    payload: Buffer | string,
    {
      type = 'image/jpeg',
      name = 'photo.jpg',
      signedIn = true,
    }: { type?: string; name?: string; signedIn?: boolean } = {},
  ) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/admin/content/media-files',
      headers: {
        ...(signedIn ? { cookie: cookie() } : {}),
        'content-type': type,
        'x-file-name': encodeURIComponent(name),
      },
      payload,
    });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const state = async (file: string) => {
    const response = await send('GET', `/api/admin/content/media-files/${file}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MediaFileResponse>().media;
  };
  const storedFiles = async () =>
    (await ctx().db.selectFrom('media_files').select('file').execute()).map(({ file }) => file).sort();
  const storedVariants = async (file: string) =>
    (await ctx().db.selectFrom('media_variants').select(['width', 'format']).where('file', '=', file).execute())
      .map(({ width, format }) => `${width}.${format}`)
      .sort();
  /** A variant as a browser fetches it: 200, its type, cached for a year; its pixels as sharp reads them. */
  async function variant(name: string, type: 'image/avif' | 'image/webp') {
    const response = await get(`/media/${name}`);
    expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = response.rawPayload;
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe(type === 'image/avif' ? 'heif' : 'webp');
    if (type === 'image/avif') expect(metadata.compression).toBe('av1');
    return { bytes, metadata };
  }

  it('stores an upload by its hash, answers before making its variants, then serves each for a year', async () => {
    const before = await storedFiles();
    const response = await upload(photo);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<MediaFileResponse>()).toEqual({
      success: true,
      media: {
        file: photoFile,
        kind: 'jpeg',
        width: 2000,
        height: 1333,
        bytes: photo.length,
        state: 'processing',
        done: 0,
        total: 8,
      } satisfies MediaFileInfo,
    });
    await ctx().app.media.idle();
    expect(await state(photoFile)).toMatchObject({ file: photoFile, state: 'ready', done: 8, total: 8 });
    expect(await storedFiles()).toEqual([...before, photoFile].sort());
    expect(await storedVariants(photoFile)).toEqual(
      ['1200.avif', '1200.webp', '1600.avif', '1600.webp', '400.avif', '400.webp', '800.avif', '800.webp'].sort(),
    );
    // The original is kept as it was uploaded, byte for byte.
    const original = await ctx()
      .db.selectFrom('media_files')
      .select('data')
      .where('file', '=', photoFile)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(original.data).equals(photo)).toBe(true);

    const hash = photoFile.slice(0, 64);
    const largest = await variant(`${hash}-1600.avif`, 'image/avif');
    expect([largest.metadata.width, largest.metadata.height]).toEqual([1600, 1066]);
    // Smaller than the original: a variant is for the web.
    expect(largest.bytes.length).toBeLessThan(photo.length);
    const webp = await variant(`${hash}-800.webp`, 'image/webp');
    expect([webp.metadata.width, webp.metadata.height]).toEqual([800, 533]);
    expect((await variant(`${hash}-400.avif`, 'image/avif')).metadata.width).toBe(400);
    // Served from this instance's disk afterwards, the same bytes.
    const cached = path.join(ctx().config.dataDir, 'media', `${hash}-1600.avif`);
    expect(fs.readFileSync(cached).equals(largest.bytes)).toBe(true);
    expect((await get(`/media/${hash}-1600.avif`)).rawPayload.equals(largest.bytes)).toBe(true);

    // A width not made, a format not served, a hash never uploaded, or no variant name at all: not found.
    for (const name of [
      `${hash}-1000.avif`,
      `${hash}-2000.webp`,
      `${hash}-0.avif`,
      `${hash}-1600.png`,
      `${hash}-1600.jpg`,
      `${hash}.jpg`,
      `${'0'.repeat(64)}-800.avif`,
      `${hash.toUpperCase()}-800.avif`,
      'photo.jpg',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const missing = await get(`/media/${name}`);
      expect(missing.statusCode, name).toBe(404);
      expect(String(missing.headers['cache-control'] ?? ''), name).not.toMatch(/immutable/);
    }
    expect((await send('GET', `/api/admin/content/media-files/${'0'.repeat(64)}.jpg`)).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/content/media-files/not-a-file')).statusCode).toBe(404);

    // The same bytes again, under another name: the same file, already made, nothing stored twice.
    const again = await upload(photo, { name: 'Team Offsite 2025 (kopie).JPEG' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<MediaFileResponse>().media).toMatchObject({ file: photoFile, state: 'ready', done: 8, total: 8 });
    await ctx().app.media.idle();
    expect(await storedFiles()).toEqual([...before, photoFile].sort());
    expect(await storedVariants(photoFile)).toHaveLength(8);
  });

  it('serves a variant this instance has not kept from the database, and makes one the database lacks', async () => {
    const hash = photoFile.slice(0, 64);
    const name = `${hash}-1200.webp`;
    const cached = path.join(ctx().config.dataDir, 'media', name);
    // Another instance made it: it is in the database, not on this disk.
    expect(fs.existsSync(cached)).toBe(false);
    const stored = await ctx()
      .db.selectFrom('media_variants')
      .select('data')
      .where('file', '=', photoFile)
      .where('width', '=', 1200)
      .where('format', '=', 'webp')
      .executeTakeFirstOrThrow();
    const fromDatabase = await variant(name, 'image/webp');
    expect(fromDatabase.bytes.equals(Buffer.from(stored.data))).toBe(true);
    expect(fs.existsSync(cached)).toBe(true);

    // Lost from both (an instance that stopped half-way): made from the original at once, and kept.
    await ctx()
      .db.deleteFrom('media_variants')
      .where('file', '=', photoFile)
      .where('width', '=', 1200)
      .where('format', '=', 'avif')
      .execute();
    const remade = await variant(`${hash}-1200.avif`, 'image/avif');
    expect([remade.metadata.width, remade.metadata.height]).toEqual([1200, 800]);
    expect(await storedVariants(photoFile)).toContain('1200.avif');
  });

  it('turns a photo as its EXIF orientation says, and keeps none of its EXIF or GPS in what it serves', async () => {
    const rotated = await makeRotatedPhoto();
    const input = await sharp(rotated).metadata();
    // The fixture is what a phone sends: stored landscape, orientation 6, with the camera and a position in it.
    expect([input.width, input.height, input.orientation]).toEqual([1200, 800, 6]);
    expect(input.exif?.includes('SecretCam')).toBe(true);

    const response = await upload(rotated, { name: 'IMG_0042.jpeg' });
    expect(response.statusCode, response.body).toBe(202);
    const { media } = response.json<MediaFileResponse>();
    // As shown: portrait.
    expect(media).toMatchObject({ kind: 'jpeg', width: 800, height: 1200, total: 4 });
    await ctx().app.media.idle();
    expect(await state(media.file)).toMatchObject({ state: 'ready', done: 4, total: 4 });

    const hash = media.file.slice(0, 64);
    for (const [name, type] of [
      [`${hash}-800.avif`, 'image/avif'],
      [`${hash}-400.webp`, 'image/webp'],
    ] as const) {
      const { bytes, metadata } = await variant(name, type);
      expect(metadata.height, name).toBe(metadata.width! * 1.5);
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.orientation, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(bytes.includes('SecretCam'), name).toBe(false);
      // Turned clockwise: what was the left (red) half is now the top, the right (blue) half the bottom.
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      const [topRed, , topBlue] = at(info.width / 2, info.height / 4);
      const [bottomRed, , bottomBlue] = at(info.width / 2, (info.height * 3) / 4);
      expect(topRed!, name).toBeGreaterThan(150);
      expect(topBlue!, name).toBeLessThan(80);
      expect(bottomBlue!, name).toBeGreaterThan(150);
      expect(bottomRed!, name).toBeLessThan(80);
    }
  });

  it('refuses what is not a safe image of a sane size, saying what is wrong, and stores nothing', async () => {
    const before = await storedFiles();
    const png = await makePng();
    const half = photo.subarray(0, Math.floor(photo.length / 2));
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const cases: [string, Buffer | string, { type?: string; name?: string }, number, RegExp[]][] = [
      ['a PNG named .jpg', png, { type: 'image/png', name: 'photo.jpg' }, 415, [/PNG/, /\.jpg/, /\.png/]],
      ['a PNG sent as a JPEG', png, { type: 'image/jpeg', name: 'photo.png' }, 415, [/PNG/, /image\/jpeg/]],
      ['a PNG named .jpg and sent as a JPEG', png, { type: 'image/jpeg', name: 'photo.jpg' }, 415, [/PNG/]],
      ['a JPEG named .svg', photo, { type: 'application/octet-stream', name: 'logo.svg' }, 415, [/JPEG/, /\.svg/]],
      ['900 megapixels', hugePng(), { type: 'image/png', name: 'huge.png' }, 422, [/30,000 × 30,000/, /megapixels/]],
      // Each limit on its own: too many pixels within the longest side, and too long a side of few pixels.
      [
        '100 megapixels',
        hugePng(10_000, 10_000),
        { type: 'image/png', name: 'big.png' },
        422,
        [/100 megapixels/, /at most 50 megapixels/],
      ],
      [
        'a 20,000 px side',
        hugePng(20_000, 100),
        { type: 'image/png', name: 'banner.png' },
        422,
        [/20,000 × 100/, /16,000 pixels a side/],
      ],
      [
        'an SVG with a script',
        svg('<script>fetch("/api/admin/content")</script><rect width="10" height="10"/>'),
        { type: 'image/svg+xml', name: 'logo.svg' },
        415,
        [/script/],
      ],
      [
        'an SVG reading a local file',
        svg('<image href="file:///etc/passwd" width="600" height="400"/>'),
        { type: 'image/svg+xml', name: 'logo.svg' },
        415,
        [/link to another file/],
      ],
      [
        'an SVG fetching another host',
        svg(
          '<image xlink:href="https://tracker.example/p.png" width="10" height="10"/>',
          'xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="400"',
        ),
        { type: 'image/svg+xml', name: 'logo.svg' },
        415,
        [/link to another file/],
      ],
      [
        'an SVG with an event handler',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" onload="alert(1)"><rect width="1" height="1"/></svg>',
        ),
        { type: 'image/svg+xml', name: 'logo.svg' },
        415,
        [/event handler/],
      ],
      [
        'an SVG with embedded HTML',
        svg(
          '<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>',
        ),
        { type: 'image/svg+xml', name: 'logo.svg' },
        415,
        [/foreignObject/],
      ],
      [
        'an SVG declaring an entity',
        Buffer.from(
          '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n' +
            '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><text y="20">&secret;</text></svg>',
        ),
        { type: 'image/svg+xml', name: 'logo.svg' },
        415,
        [/DOCTYPE that declares entities/],
      ],
      [
        'a text file',
        'Just some notes, not a picture.\n',
        { type: 'application/octet-stream', name: 'notes.txt' },
        415,
        [/not an image/, /JPEG, PNG/],
      ],
      ['a PDF', pdf, { type: 'application/octet-stream', name: 'offer.pdf' }, 415, [/not an image/]],
      ['a PDF sent as such', pdf, { type: 'application/pdf', name: 'offer.pdf' }, 415, [/./]],
      ['an empty file', Buffer.alloc(0), {}, 400, [/empty/]],
      ['half a JPEG', half, {}, 415, [/JPEG/, /damaged/]],
      ['more than 20 MB', Buffer.concat([photo, Buffer.alloc(MEDIA_MAX_BYTES)]), {}, 413, [/too large/]],
      ['JSON', JSON.stringify({ file: 'aGVsbG8=' }), { type: 'application/json' }, 415, [/bytes/]],
      ['plain text', 'hello', { type: 'text/plain' }, 415, [/send the file itself/]],
    ];
    for (const [what, payload, headers, status, messages] of cases) {
      const response = await upload(payload, headers);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      const body = response.json<ErrorBody>();
      expect(body.success, what).toBe(false);
      for (const message of messages) expect(body.error, what).toMatch(message);
    }
    // A form upload (a browser's FormData) is not how the studio sends a file: refused, not taken as empty.
    const boundary = '----media-test';
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const multipart = await upload(form, { type: `multipart/form-data; boundary=${boundary}` });
    expect(multipart.statusCode, multipart.body).toBe(415);
    expect(multipart.json<ErrorBody>().error).toMatch(/send the file itself, with its type/);
    // Signed out: refused before anything is read.
    const signedOut = await upload(photo, { signedIn: false });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json<ErrorBody>().error).toMatch(/./);
    expect((await send('GET', '/api/admin/content/media-usage', undefined, false)).statusCode).toBe(401);
    expect((await send('GET', `/api/admin/content/media-files/${photoFile}`, undefined, false)).statusCode).toBe(401);

    await ctx().app.media.idle();
    expect(await storedFiles()).toEqual(before);
  });

  it('takes an SVG as drawing programs export it: the SVG 1.1 DOCTYPE, and a link that a drawing never follows', async () => {
    const exported = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="200">' +
        '<a xlink:href="https://rebels.example/"><rect width="300" height="200" fill="#4c1d95"/></a></svg>',
    );
    const response = await upload(exported, { type: 'image/svg+xml', name: 'Exported.svg' });
    expect(response.statusCode, response.body).toBe(202);
    // The same link on an element that loads it is refused.
    const loading = Buffer.from(exported.toString().replace('<a xlink:href', '<use xlink:href'));
    const refused = await upload(loading, { type: 'image/svg+xml', name: 'Exported.svg' });
    expect(refused.statusCode, refused.body).toBe(415);
    expect(refused.json<ErrorBody>().error).toMatch(/link to another file/);
    await ctx().app.media.idle();
  });

  it('takes a safe SVG drawing and serves it drawn at each width', async () => {
    const response = await upload(safeSvg, { type: 'image/svg+xml', name: 'Diagram.svg' });
    expect(response.statusCode, response.body).toBe(202);
    const { media } = response.json<MediaFileResponse>();
    expect(media).toMatchObject({ file: `${sha256(safeSvg)}.svg`, kind: 'svg', width: 600, height: 400, total: 4 });
    await ctx().app.media.idle();
    expect(await state(media.file)).toMatchObject({ state: 'ready', done: 4, total: 4 });
    const hash = media.file.slice(0, 64);
    const { bytes, metadata } = await variant(`${hash}-600.avif`, 'image/avif');
    expect([metadata.width, metadata.height]).toEqual([600, 400]);
    // Drawn: the blue background, the white circle in the middle.
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [r, g, b] = at(20, 20);
    expect(b!).toBeGreaterThan(200);
    expect(r!).toBeLessThan(80);
    expect(g!).toBeGreaterThan(100);
    expect(at(300, 200).every((channel) => channel > 230)).toBe(true);
    expect((await variant(`${hash}-400.webp`, 'image/webp')).metadata.width).toBe(400);
    expect((await get(`/media/${hash}-800.avif`)).statusCode).toBe(404);
  });

  const mediaKey = 'team-at-work';
  const slug = 'a-post-with-a-photo';
  const alt = { en: 'The team at a whiteboard', nl: 'Het team bij een whiteboard' };
  const publish = (type: string, key: string, revision: number, data: unknown) =>
    send('PUT', `/api/admin/content/${type}/${key}`, { revision, data });
  const mediaItem = (overrides: Record<string, unknown> = {}) => ({
    file: photoFile,
    width: 2000,
    height: 1333,
    alt,
    decorative: false,
    ...overrides,
  });
  const fieldErrorsOf = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json<ErrorBody>().fieldErrors ?? {};
  };

  it('publishes an image with its alt text in both languages, or marked decorative, naming an uploaded file', async () => {
    const published = await publish('media', mediaKey, 0, mediaItem());
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      success: true,
      item: { type: 'media', key: mediaKey, file: `media/${mediaKey}.yaml`, revision: 1 },
    });
    expect(
      fieldErrorsOf(await publish('media', 'no-dutch', 0, mediaItem({ alt: { en: 'The team', nl: '' } })))['alt.nl'],
    ).toEqual([expect.stringMatching(/both languages, or mark it decorative/)]);
    expect(
      fieldErrorsOf(await publish('media', 'blank-english', 0, mediaItem({ alt: { en: '   ', nl: 'Het team' } })))[
        'alt.en'
      ],
    ).toEqual([expect.any(String)]);
    const decorative = await publish(
      'media',
      'decorative',
      0,
      mediaItem({ alt: { en: '', nl: '' }, decorative: true }),
    );
    expect(decorative.statusCode, decorative.body).toBe(200);
    expect(
      fieldErrorsOf(await publish('media', 'never-uploaded', 0, mediaItem({ file: `${'a'.repeat(64)}.jpg` }))).file,
    ).toEqual([expect.stringMatching(/not a file uploaded/)]);
    expect(fieldErrorsOf(await publish('media', 'not-a-file', 0, mediaItem({ file: 'photo.jpg' }))).file).toEqual([
      expect.any(String),
    ]);
    expect(fieldErrorsOf(await publish('media', 'wrong-size', 0, mediaItem({ width: 1999 }))).width).toEqual([
      expect.stringMatching(/2000 × 1333/),
    ]);
    expect(fieldErrorsOf(await publish('media', 'wrong-height', 0, mediaItem({ height: 1500 }))).width).toEqual([
      expect.stringMatching(/2000 × 1333/),
    ]);
    // Nothing of the refused ones was stored.
    const keys = (await ctx().db.selectFrom('content_items').select('item_key').where('type', '=', 'media').execute())
      .map(({ item_key }) => item_key)
      .sort();
    expect(keys).toEqual(['decorative', mediaKey]);
    // A post may name only an image in the library.
    expect(fieldErrorsOf(await publish('post', slug, 0, newPost({ photo: 'no-such-image' }))).photo).toEqual([
      expect.stringMatching(/not in the media library/),
    ]);
  });

  it('shows a post’s photo as a picture of AVIF and WebP widths, with its alt text in each language', async () => {
    const published = await publish('post', slug, 0, newPost({ photo: mediaKey }));
    expect(published.statusCode, published.body).toBe(200);
    const hash = photoFile.slice(0, 64);
    const view = { file: photoFile, width: 2000 };
    for (const [url, text] of [
      [`/blog/${slug}`, alt.en],
      [`/nl/blog/${slug}`, alt.nl],
    ] as const) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const picture = /<picture>[\s\S]*?<\/picture>/.exec(page.body)?.[0];
      expect(picture, `${url} has a picture`).toBeDefined();
      // Each format's every width, the browser choosing; attribute names as HTML reads them (any case).
      const sources = [...picture!.matchAll(/<source [^>]*>/g)].map(([tag]) => ({
        type: attribute(tag, 'type'),
        srcset: attribute(tag, 'srcset'),
      }));
      expect(sources).toEqual([
        {
          type: 'image/avif',
          srcset: `/media/${hash}-400.avif 400w, /media/${hash}-800.avif 800w, /media/${hash}-1200.avif 1200w, /media/${hash}-1600.avif 1600w`,
        },
        { type: 'image/webp', srcset: mediaSrcset(view, 'webp') },
      ]);
      const img = /<img [^>]*>/.exec(picture!)?.[0] ?? '';
      expect(attribute(img, 'alt')).toBe(text);
      expect(attribute(img, 'width')).toBe('2000');
      expect(attribute(img, 'height')).toBe('1333');
      expect(attribute(img, 'fetchpriority')).toBe('high');
      expect(attribute(img, 'src')).toBe(`/media/${hash}-800.webp`);
      // Every address the page names is served.
      for (const [, address] of picture!.matchAll(/(\/media\/[0-9a-f]{64}-\d+\.(?:avif|webp))/g))
        expect((await get(address!)).statusCode, address).toBe(200);
    }
  });

  it('shows a story’s photo on its cards: the list’s first one at high priority, the others when near', async () => {
    const story = await send('GET', '/api/admin/content/story/prorail');
    const { item } = story.json<{ item: { revision: number; data: object } }>();
    const withPhoto = await publish('story', 'prorail', item.revision, { ...item.data, photo: mediaKey });
    expect(withPhoto.statusCode, withPhoto.body).toBe(200);
    const list = await get('/success-stories');
    const card = /<article[^>]*data-story="prorail"[\s\S]*?<\/article>/.exec(list.body)?.[0] ?? '';
    const img = /<picture>[\s\S]*?(<img [^>]*>)/.exec(card)?.[1] ?? '';
    expect(attribute(img, 'alt')).toBe(alt.en);
    expect(attribute(img, 'fetchpriority')).toBe('high');
    // On another story's page, among 'Explore More': lazy, in the Dutch page's language.
    const other = await get('/nl/success-stories/asml');
    const more = /<picture>[\s\S]*?(<img [^>]*>)/.exec(other.body)?.[1] ?? '';
    expect(attribute(more, 'alt')).toBe(alt.nl);
    expect(attribute(more, 'loading')).toBe('lazy');
    const usage = (await send('GET', '/api/admin/content/media-usage')).json<MediaUsageResponse>().usage;
    expect(usage[mediaKey]).toContainEqual(expect.objectContaining({ type: 'story', key: 'prorail', field: 'photo' }));
    // Back as the build has it, for the tests below.
    const after = (await send('GET', '/api/admin/content/story/prorail')).json<{ item: { revision: number } }>();
    const back = await publish('story', 'prorail', after.item.revision, item.data);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('shows a team member’s and a testimonial’s photo instead of the drawn portrait, square around its focal point', async () => {
    type Item<T> = { item: { revision: number; data: T } };
    const team = (await send('GET', '/api/admin/content/team/team')).json<
      Item<{ team: { name: string; photo?: string }[] }>
    >().item;
    const story = (await send('GET', '/api/admin/content/story/prorail')).json<Item<{ testimonial: object }>>().item;
    const member = team.data.team[5]!;
    const withMember = { ...team.data, team: team.data.team.with(5, { ...member, photo: mediaKey }) };
    const withQuote = { ...story.data, testimonial: { ...story.data.testimonial, photo: mediaKey } };
    // A photo that is not in the library is refused, naming the member's field; nothing changes.
    const unknown = { ...team.data, team: team.data.team.with(5, { ...member, photo: 'no-such-image' }) };
    const refused = await publish('team', 'team', team.revision, unknown);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toMatch(/team\.5\.photo.*'no-such-image' is not in the media library/);
    expect((await publish('team', 'team', team.revision, withMember)).statusCode).toBe(200);
    expect((await publish('story', 'prorail', story.revision, withQuote)).statusCode).toBe(200);

    /** The picture a page shows in the part that starts at `start` and names `name`. */
    const pictureNear = (body: string, start: string, name: string) => {
      const part = body.split(start).find((each) => each.includes(`>${name}<`)) ?? '';
      return { part, img: /<picture>[\s\S]*?(<img [^>]*>)/.exec(part)?.[1] };
    };
    // /about: that member's card shows the photo, square and lazy, with its alt text; the others keep their portraits.
    const about = await get('/about');
    const card = pictureNear(about.body, '<li', member.name);
    expect(card.img, 'the member’s card has a photo').toBeDefined();
    expect(attribute(card.img!, 'alt')).toBe(alt.en);
    expect(attribute(card.img!, 'loading')).toBe('lazy');
    expect(card.part).toMatch(/aspect-ratio:\s*1 \/ 1/);
    expect(card.part).not.toContain('role="img"');
    expect(about.body.match(/<picture>/g)).toHaveLength(1);
    expect(about.body.match(/aria-label="Portrait of /g)?.length).toBeGreaterThanOrEqual(17);
    // The story's testimonial and its home teaser, in Dutch too.
    const quote = pictureNear(
      (await get('/nl/success-stories/prorail')).body,
      'data-testid="testimonial"',
      'Marieke van den Berg',
    );
    expect(attribute(quote.img ?? '', 'alt')).toBe(alt.nl);
    const teaser = pictureNear((await get('/')).body, '<figcaption', 'Marieke van den Berg');
    expect(attribute(teaser.img ?? '', 'alt')).toBe(alt.en);

    const usage = (await send('GET', '/api/admin/content/media-usage')).json<MediaUsageResponse>().usage;
    expect(usage[mediaKey]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'team', key: 'team', field: 'team.5.photo', draft: false }),
        expect.objectContaining({ type: 'story', key: 'prorail', field: 'testimonial.photo', draft: false }),
      ]),
    );
    // Back as the build has them, for the tests below.
    expect((await publish('team', 'team', team.revision + 1, team.data)).statusCode).toBe(200);
    expect((await publish('story', 'prorail', story.revision + 1, story.data)).statusCode).toBe(200);
    expect((await get('/about')).body).not.toContain('<picture>');
  });

  it('shares a story with the social image its editor chose, cut to 1200 × 630 around its focal point', async () => {
    // Three bands across 2,400 × 800: red, green, blue. The card (1,890 × 630 scaled) shows two of them.
    const bands = await pixels(2400, 800, (x) => (x < 800 ? [230, 20, 20] : x < 1600 ? [20, 200, 20] : [20, 20, 230]))
      .jpeg({ quality: 90 })
      .toBuffer();
    const uploaded = await upload(bands, { name: 'bands.jpg' });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const file = uploaded.json<MediaFileResponse>().media.file;
    const shareAlt = { en: 'Three bands of colour', nl: 'Drie kleurbanden' };
    const image = { file, width: 2400, height: 800, alt: shareAlt, decorative: false };
    expect((await publish('media', 'three-bands', 0, { ...image, focal: { x: 10, y: 50 } })).statusCode).toBe(200);

    const story = (await send('GET', '/api/admin/content/story/prorail')).json<{
      item: { revision: number; data: { seo?: object } };
    }>().item;
    const shared = await publish('story', 'prorail', story.revision, {
      ...story.data,
      seo: { ...story.data.seo, image: 'three-bands' },
    });
    expect(shared.statusCode, shared.body).toBe(200);

    const meta = (html: string, property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    for (const [url, card, text] of [
      ['/success-stories/prorail', '/og/success-stories/prorail.jpg', shareAlt.en],
      ['/nl/success-stories/prorail', '/og/nl/success-stories/prorail.jpg', shareAlt.nl],
    ] as const) {
      const page = (await get(url)).body;
      expect(meta(page, 'og:image'), url).toBe(`${site.url}${card}`);
      expect(meta(page, 'twitter:image'), url).toBe(`${site.url}${card}`);
      expect(meta(page, 'og:image:alt'), url).toBe(text);
      // The JSON-LD names the same image.
      expect(page).toContain(`"image":["${site.url}${card}"]`);
      // The card made from the title is no longer named.
      expect(page).not.toContain('/success-stories/prorail.png');
    }
    /** The social image as a crawler fetches it: a JPEG of 1200 × 630, and the colour at (x, 315). */
    const fetchCard = async () => {
      const response = await get('/og/success-stories/prorail.jpg');
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1200, 630]);
      return (x: number) => [...data.subarray((315 * 1200 + x) * 3, (315 * 1200 + x) * 3 + 3)];
    };
    const dominant = (rgb: number[]) => ['red', 'green', 'blue'][rgb.indexOf(Math.max(...rgb))];
    // Focal point on the left: the card starts at the left edge, red then green.
    let at = await fetchCard();
    expect([dominant(at(100)), dominant(at(1100))]).toEqual(['red', 'green']);
    // The editor moves the focal point to the right: the next publish cuts the card again, green then blue.
    expect((await publish('media', 'three-bands', 1, { ...image, focal: { x: 90, y: 50 } })).statusCode).toBe(200);
    at = await fetchCard();
    expect([dominant(at(100)), dominant(at(1100))]).toEqual(['green', 'blue']);

    // It is a use of the image: listed, and the image cannot be unpublished while the story shares it.
    const usage = (await send('GET', '/api/admin/content/media-usage')).json<MediaUsageResponse>().usage;
    expect(usage['three-bands']).toEqual([
      expect.objectContaining({ type: 'story', key: 'prorail', field: 'seo.image', draft: false }),
    ]);
    const refused = await send('POST', '/api/admin/content/media/three-bands/unpublish', { revision: 2 });
    expect(refused.json<ErrorBody>().fieldErrors).toEqual({
      'stories/prorail.yaml: seo.image': [expect.stringMatching(/'three-bands' is not in the media library/)],
    });

    // Back to the card made from the title, for the tests below.
    const after = (await send('GET', '/api/admin/content/story/prorail')).json<{ item: { revision: number } }>();
    expect((await publish('story', 'prorail', after.item.revision, story.data)).statusCode).toBe(200);
    const page = (await get('/success-stories/prorail')).body;
    expect(meta(page, 'og:image')).toBe(`${site.url}/og/success-stories/prorail.png`);
    expect(`${meta(page, 'og:image:alt')} | ${site.name}`).toBe(meta(page, 'og:title'));
    expect((await get('/og/success-stories/prorail.png')).headers['content-type']).toBe('image/png');
  });

  it('refuses to unpublish an image a post shows, lists where it is used, and unpublishes it once unused', async () => {
    const unpublish = (revision: number) =>
      send('POST', `/api/admin/content/media/${mediaKey}/unpublish`, { revision });
    const refused = await unpublish(1);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<ErrorBody>().fieldErrors).toEqual({
      [`posts/${slug}.md: photo`]: [expect.stringMatching(new RegExp(`'${mediaKey}' is not in the media library`))],
    });
    expect((await send('GET', `/api/admin/content/media/${mediaKey}`)).statusCode).toBe(200);

    const usage = await send('GET', '/api/admin/content/media-usage');
    expect(usage.statusCode, usage.body).toBe(200);
    const { usage: uses } = usage.json<MediaUsageResponse>();
    expect(uses[mediaKey]).toEqual([
      {
        type: 'post',
        key: slug,
        file: `posts/${slug}.md`,
        title: 'Publishing without a developer',
        field: 'photo',
        draft: false,
      },
    ]);
    expect(uses.decorative).toBeUndefined();

    // A draft naming it is listed as a draft.
    const draft = await send('PUT', '/api/admin/content/post/draft-with-photo/draft', {
      revision: 0,
      data: newPost({ id: '98', photo: 'decorative' }),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const withDraft = (await send('GET', '/api/admin/content/media-usage')).json<MediaUsageResponse>().usage;
    expect(withDraft.decorative).toEqual([
      expect.objectContaining({ type: 'post', key: 'draft-with-photo', draft: true }),
    ]);

    // The post shows its illustration again: the image is no longer used, and goes.
    const without = await publish('post', slug, 1, newPost());
    expect(without.statusCode, without.body).toBe(200);
    expect((await get(`/blog/${slug}`)).body).not.toContain('<picture>');
    expect(
      (await send('GET', '/api/admin/content/media-usage')).json<MediaUsageResponse>().usage[mediaKey],
    ).toBeUndefined();
    const gone = await unpublish(1);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await send('GET', `/api/admin/content/media/${mediaKey}`)).statusCode).toBe(404);
    // Its file stays in the library, served as before: a page cached elsewhere may still name it.
    expect((await get(`/media/${photoFile.slice(0, 64)}-800.webp`)).statusCode).toBe(200);
  });

  it('records every upload and every refused one in the audit trail', async () => {
    const response = await upload(await makePng(), { type: 'image/png', name: 'Logo groen ü.png' });
    expect(response.statusCode, response.body).toBe(202);
    const { file } = response.json<MediaFileResponse>().media;
    await ctx().app.media.idle();
    const refused = await upload(await makePng(), { type: 'image/png', name: 'logo.gif' });
    expect(refused.statusCode).toBe(415);
    const audit = await ctx()
      .db.selectFrom('audit_log')
      .select(['actor', 'action', 'target', 'outcome', 'detail'])
      .where('action', '=', 'media.uploaded')
      .orderBy('id')
      .execute();
    expect(audit).toContainEqual({
      actor: expect.any(String),
      action: 'media.uploaded',
      target: file,
      outcome: 'success',
      detail: 'Logo groen ü.png: png, 40 × 30, ' + (await makePng()).length + ' bytes',
    });
    expect(audit).toContainEqual(
      expect.objectContaining({
        target: photoFile,
        outcome: 'success',
        detail: expect.stringMatching(/^photo\.jpg: jpeg, 2000 × 1333/),
      }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({
        target: photoFile,
        outcome: 'success',
        detail: expect.stringMatching(/\(already stored\)$/),
      }),
    );
    expect(audit.at(-1)).toMatchObject({
      action: 'media.uploaded',
      outcome: 'refused',
      detail: expect.stringMatching(/^logo\.gif: This file is a PNG image, but its name ends in \.gif/),
    });
    // The refusals of the earlier test too, each saying why.
    const refusals = audit.filter(({ outcome }) => outcome === 'refused').map(({ detail }) => detail);
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^huge\.png: .*megapixels/),
        expect.stringMatching(/^logo\.svg: .*script/),
      ]),
    );
    // A body over the limit is refused before the route runs, and still audited.
    const refusals413 = await ctx()
      .db.selectFrom('audit_log')
      .select(['detail'])
      .where('outcome', '=', 'refused')
      .where('target', 'like', '%media-files%')
      .execute();
    expect(refusals413.map(({ detail }) => detail).join('\n')).toMatch(/413/);
    expect(audit.every(({ actor }) => actor && actor !== 'unknown')).toBe(true);
  });

  it('goes out with `content export` and comes back with `import`, its original beside it; a pack lacking it is refused', async () => {
    const source = createContentService({ db: ctx().app.db, media: ctx().app.media });
    const out = path.join(temporaryDir(), 'pack');
    await source.exportDir(out);
    // The image published above (decorative) and its original, byte for byte.
    expect(fs.readFileSync(path.join(out, 'media', 'decorative.yaml'), 'utf8')).toContain(`file: ${photoFile}`);
    expect(fs.readFileSync(path.join(out, 'media', 'files', photoFile)).equals(photo)).toBe(true);

    const isolated = await isolatedDatabase(env);
    const db = connect(testConfig(isolated.env).database);
    try {
      await migrate(db);
      const media = createMediaLibrary({ db, cacheDir: temporaryDir(), log: { error: () => {} } });
      const target = createContentService({ db, media });
      const operator = { actor: 'cli:test', ip: null };
      // Without its original the pack is refused, naming the item; nothing is imported.
      const lacking = path.join(temporaryDir(), 'lacking');
      fs.cpSync(out, lacking, { recursive: true });
      fs.rmSync(path.join(lacking, 'media', 'files', photoFile));
      const refused = await target.importDir(lacking, operator);
      expect(refused).toMatchObject({
        ok: false,
        errors: [
          { file: 'media/decorative.yaml', field: 'file', message: `media/files/${photoFile} is not in the pack` },
        ],
      });
      expect(await target.items()).toEqual([]);
      // Other bytes under the original's name: refused like an upload would be.
      fs.writeFileSync(path.join(lacking, 'media', 'files', photoFile), await makePng());
      const swapped = await target.importDir(lacking, operator);
      expect(swapped.ok).toBe(false);
      expect(await db.selectFrom('media_files').select('file').execute()).toEqual([]);
      // Every original sound, but an item that fails its schema: still nothing stored, not even the originals.
      const broken = path.join(temporaryDir(), 'broken');
      fs.cpSync(out, broken, { recursive: true });
      const decorativeYaml = path.join(broken, 'media', 'decorative.yaml');
      fs.writeFileSync(decorativeYaml, fs.readFileSync(decorativeYaml, 'utf8').replace(/^width: \d+$/m, 'width: -3'));
      const invalid = await target.importDir(broken, operator);
      expect(invalid).toMatchObject({ ok: false, errors: [{ file: 'media/decorative.yaml', field: 'width' }] });
      expect(await db.selectFrom('media_files').select('file').execute()).toEqual([]);

      const imported = await target.importDir(out, operator);
      expect(imported.ok, JSON.stringify(imported)).toBe(true);
      await media.idle();
      expect(await media.info(photoFile)).toMatchObject({ state: 'ready', width: 2000, height: 1333 });
      expect((await target.items()).find((item) => item.type === 'media' && item.key === 'decorative')).toBeDefined();
      // And out again: the same files.
      const again = path.join(temporaryDir(), 'again');
      await target.exportDir(again);
      expect(fs.readFileSync(path.join(again, 'media', 'files', photoFile)).equals(photo)).toBe(true);
    } finally {
      await db.destroy();
      await isolated.drop();
    }
  });
});
