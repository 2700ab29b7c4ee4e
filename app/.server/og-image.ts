// Open Graph images (1200×630 PNG), one per post and per success story, made at build time and at a publish:
// satori lays the text out in Inter from the self-hosted @fontsource package and turns it into
// SVG paths, sharp rasterises it over a generated background. Nothing is fetched. An item with a social image of its
// own is shared with that image instead, cut to the card's size (socialImageJpeg).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import type { ArtMotif } from '#contracts/content/fields.ts';
import { MEDIA_MAX_PIXELS, type MediaView } from '#contracts/media.ts';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../lib/seo.ts';
import { site } from '#contracts/site.ts';
import { illustrationSvg } from './illustration-svgs.ts';

const require = createRequire(import.meta.url);
// satori reads TTF, OTF and WOFF (not WOFF2): the static Latin cuts of @fontsource/inter.
const font = (weight: 400 | 700) =>
  fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const },
  { name: 'Inter', data: font(700), weight: 700 as const, style: 'normal' as const },
];

export type OgCard = {
  /** Small line above the title: 'Blog' or the story's industry. */
  eyebrow: string;
  title: string;
  /** Line under the title: author and date, or the use case. */
  footnote: string;
  /** A post's illustration on the right; stories get the brand mesh only. */
  motif?: ArtMotif;
};

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

function titleSize(title: string) {
  if (title.length > 80) return 52;
  if (title.length > 50) return 60;
  return 72;
}

function textLayer(card: OgCard) {
  return el(
    'div',
    {
      // satori sizes boxes without their padding: the padding comes off the canvas size.
      width: OG_IMAGE_WIDTH - 2 * 72,
      height: OG_IMAGE_HEIGHT - 2 * 64,
      boxSizing: 'content-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      fontFamily: 'Inter',
      color: '#ffffff',
      backgroundImage: card.motif
        ? 'linear-gradient(90deg, rgba(19,15,36,0.97) 0%, rgba(19,15,36,0.92) 55%, rgba(19,15,36,0.35) 100%)'
        : 'none',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
        el(
          'div',
          {
            display: 'flex',
            width: 44,
            height: 44,
            borderRadius: 12,
            backgroundColor: '#7c3aed',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 26,
            fontWeight: 700,
          },
          site.name.slice(0, 1),
        ),
        el('div', { fontSize: 30, fontWeight: 700, letterSpacing: -0.5 }, site.name),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', maxWidth: card.motif ? 820 : 1000 }, [
        el(
          'div',
          { fontSize: 24, fontWeight: 700, color: '#c4b5fd', textTransform: 'uppercase', letterSpacing: 3 },
          card.eyebrow,
        ),
        el(
          'div',
          { marginTop: 20, fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 },
          card.title,
        ),
      ]),
      el('div', { fontSize: 26, color: '#ddd6fe' }, card.footnote),
    ],
  );
}

function meshBackground() {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}">
<defs>
<radialGradient id="a" cx="85%" cy="0%" r="75%"><stop offset="0" stop-color="#7c3aed" stop-opacity=".7"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0"/></radialGradient>
<radialGradient id="b" cx="0%" cy="100%" r="65%"><stop offset="0" stop-color="#4f46e5" stop-opacity=".45"/><stop offset="1" stop-color="#4f46e5" stop-opacity="0"/></radialGradient>
<pattern id="g" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0v48" fill="none" stroke="#fff" stroke-opacity=".06"/></pattern>
</defs>
<rect width="100%" height="100%" fill="#130f24"/><rect width="100%" height="100%" fill="url(#g)"/>
<rect width="100%" height="100%" fill="url(#a)"/><rect width="100%" height="100%" fill="url(#b)"/>
</svg>`);
}

/** One card as PNG bytes. */
export async function ogImagePng(card: OgCard): Promise<Buffer> {
  const background = card.motif
    ? await sharp(Buffer.from(illustrationSvg(card.motif, 'violet')))
        .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: 'cover' })
        .png()
        .toBuffer()
    : await sharp(meshBackground()).png().toBuffer();
  // satori takes React-like element objects; plain ones keep React out of the build script.
  const text = await satori(textLayer(card) as unknown as Parameters<typeof satori>[0], {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts,
  });
  return sharp(background)
    .composite([{ input: Buffer.from(text) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The social image an editor chose (issue 35), as a 1200×630 JPEG: scaled to cover the card, then cut around its focal
 * point (the middle when it has none), its EXIF orientation applied and its metadata dropped. `original` is the
 * library's stored file (decision 0082); an SVG is drawn at the size it is needed, not scaled up.
 */
export async function socialImageJpeg(original: Uint8Array, image: MediaView): Promise<Buffer> {
  const scale = Math.max(OG_IMAGE_WIDTH / image.width, OG_IMAGE_HEIGHT / image.height);
  const width = Math.max(OG_IMAGE_WIDTH, Math.round(image.width * scale));
  const height = Math.max(OG_IMAGE_HEIGHT, Math.round(image.height * scale));
  const focal = image.focal ?? { x: 50, y: 50 };
  const cut = (at: number, size: number, card: number) =>
    Math.min(size - card, Math.max(0, Math.round((at / 100) * size - card / 2)));
  const svg = image.file.endsWith('.svg');
  return sharp(Buffer.from(original), {
    limitInputPixels: MEDIA_MAX_PIXELS,
    ...(svg ? { density: Math.min(2400, (72 * width) / image.width) } : {}),
  })
    .rotate()
    .resize(width, height, { fit: 'fill' })
    .extract({
      left: cut(focal.x, width, OG_IMAGE_WIDTH),
      top: cut(focal.y, height, OG_IMAGE_HEIGHT),
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
