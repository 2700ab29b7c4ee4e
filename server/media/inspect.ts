// What an upload is, by its bytes and never by its name (issue 36, decision 0082): one of the kinds the library takes,
// named as what it is, no larger than the pixel limit (read from the header, before any decoding, so a decompression
// bomb costs nothing), an SVG with nothing in it that runs or fetches, and bytes that decode. Each refusal says what is
// wrong and what to do, and nothing is stored before every check has passed.
import sharp from 'sharp';
import {
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  type MediaKind,
  extensionOf,
} from '#contracts/media.ts';
import { HttpError } from '../http/http-error.ts';

export type Inspected = { kind: MediaKind; width: number; height: number };

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');
// A DOCTYPE with an internal subset ('[<!ENTITY …>]') is still an SVG's start: sniffed as one, it is refused below for
// its entities, by name, instead of as no image at all.
const svgStart =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The kind of image the bytes are, from their signature; null for anything else. */
export function sniff(bytes: Buffer): MediaKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), 64, bytes.length);
    // The major brand, then the compatible brands, four letters each.
    const brands = [
      ascii(bytes, 8, 12),
      ...Array.from({ length: (boxSize - 16) / 4 }, (_, i) => ascii(bytes, 16 + i * 4, 20 + i * 4)),
    ];
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
    return null;
  }
  if (svgStart.test(bytes.subarray(0, 4096).toString('utf8'))) return 'svg';
  return null;
}

/**
 * What an SVG may not hold, since it is drawn by the server: anything that runs, an internal DTD (entities), or a
 * file it would load. A plain DOCTYPE naming the SVG 1.1 DTD (as drawing programs export) declares nothing and is
 * never fetched; a link (`<a href>`) is not followed by a drawing.
 */
const svgDangers: [RegExp, string][] = [
  [/<script\b/i, 'a script'],
  [/\son[a-z]+\s*=/i, 'an event handler (an on… attribute)'],
  [/javascript:/i, 'a javascript: link'],
  [/<foreignObject\b/i, 'embedded HTML (foreignObject)'],
  [/<!ENTITY|<!DOCTYPE[^>]*\[/i, 'a DOCTYPE that declares entities'],
  [/@import/i, 'a style that imports another file'],
  [/url\(\s*['"]?\s*(?!#)/i, 'a reference to another file'],
];
/** An attribute that loads what it names, on any element but a link: only a fragment or an inline raster may be named. */
const loads = /(?:^|\s)(?:[\w-]+:)?(?:href|src)\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|webp);base64,)/i;
const tags = /<([a-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

export function refuseUnsafeSvg(bytes: Buffer) {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(415, 'This SVG is not UTF-8 text: export it again from the drawing program.');
  }
  const links = [...text.matchAll(tags)].some(
    ([, name, attributes]) => name!.toLowerCase() !== 'a' && loads.test(attributes!),
  );
  const what = links ? 'a link to another file' : svgDangers.find(([pattern]) => pattern.test(text))?.[1];
  if (what)
    throw new HttpError(
      415,
      `This SVG holds ${what}. The library takes SVG drawings without scripts, links to other files or embedded ` +
        'HTML: export it again without them, or upload it as a PNG.',
    );
}

const extensionOfName = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? null;
const megapixels = (pixels: number) => (pixels / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 });

/**
 * Checks an upload and tells its kind and size (as shown: a photo's EXIF orientation applied), or throws the refusal:
 * 400 empty, 413 too large, 415 not an image the library takes or not what its name or type says, 422 too many pixels.
 */
export async function inspect(bytes: Buffer, declared: { name?: string; type?: string }): Promise<Inspected> {
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
  if (bytes.length > MEDIA_MAX_BYTES)
    throw new HttpError(
      413,
      `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB: make it smaller and try again.`,
    );
  const kind = sniff(bytes);
  if (!kind)
    throw new HttpError(415, 'This file is not an image the library takes: upload a JPEG, PNG, WebP, AVIF or SVG.');
  const { label, mime, extensions } = MEDIA_KINDS[kind];
  const extension = declared.name ? extensionOfName(declared.name) : null;
  if (extension !== null && !(extensions as readonly string[]).includes(extension))
    throw new HttpError(
      415,
      `This file is a ${label} image, but its name ends in .${extension}. Rename it to .${extensionOf(kind)} and upload it again.`,
    );
  const type = declared.type?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'application/octet-stream' && type !== mime)
    throw new HttpError(415, `This file is a ${label} image, but it was sent as ${type}.`);
  if (kind === 'svg') refuseUnsafeSvg(bytes);
  let width: number;
  let height: number;
  try {
    // The header only: nothing is decoded yet.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    ({ width, height } = metadata.autoOrient);
  } catch {
    throw new HttpError(415, `This ${label} file cannot be read: it may be damaged. Export it again and upload that.`);
  }
  if (!width || !height)
    throw new HttpError(415, `This ${label} file has no size: an SVG needs a width and height or a viewBox.`);
  if (width * height > MEDIA_MAX_PIXELS || width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE)
    throw new HttpError(
      422,
      `The image is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels (${megapixels(width * height)} ` +
        `megapixels). The library takes at most ${megapixels(MEDIA_MAX_PIXELS)} megapixels and ` +
        `${MEDIA_MAX_SIDE.toLocaleString('en')} pixels a side: make it smaller and upload it again.`,
    );
  try {
    // Every byte decodes (a JPEG shrinks on load, so a 12-megapixel photo takes a few milliseconds).
    await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new HttpError(415, `This ${label} file cannot be read: it may be damaged. Export it again and upload that.`);
  }
  return { kind, width, height };
}
