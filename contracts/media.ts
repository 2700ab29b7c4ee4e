// The media library's files (issue 36, decision 0082): what an upload may be, the widths and formats an image is made
// at, and where each is served. No zod: the studio's upload and the pages' markup use it as the server does.

/** The largest file an upload may be. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** The most pixels an image may have: a 12-megapixel photo passes, a decompression bomb does not. */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** The longest side an image may have (AVIF's own limit is 65,536; no layout shows more than 1,600). */
export const MEDIA_MAX_SIDE = 16_000;
/** The widths the site's layouts show an image at, for 1× and 2× screens: a post's hero is 832 px wide at most. */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** What an upload may be, by its bytes; the extensions its name may end in. */
export const MEDIA_KINDS = {
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { label: 'PNG', mime: 'image/png', extensions: ['png'] },
  webp: { label: 'WebP', mime: 'image/webp', extensions: ['webp'] },
  avif: { label: 'AVIF', mime: 'image/avif', extensions: ['avif'] },
  svg: { label: 'SVG', mime: 'image/svg+xml', extensions: ['svg'] },
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;
export const MEDIA_ACCEPT = Object.values(MEDIA_KINDS)
  .map(({ mime }) => mime)
  .join(',');

/** A stored original: the SHA-256 of its bytes and the extension of its kind ('3f…9a.jpg'). */
export const mediaFilePattern = /^[0-9a-f]{64}\.(jpg|png|webp|avif|svg)$/;
export const extensionOf = (kind: MediaKind) => MEDIA_KINDS[kind].extensions[0];

/** The widths an image is made at: the layouts' widths below its own, and its own width when that is less than 1,600. */
export function variantWidths(width: number): number[] {
  const below: number[] = MEDIA_WIDTHS.filter((each) => each < width);
  const largest = Math.min(width, MEDIA_WIDTHS.at(-1)!);
  return below.includes(largest) ? below : [...below, largest];
}

/** Where a variant is served: the original's hash, the width and the format. The name never changes its bytes. */
export const mediaUrl = (file: string, width: number, format: MediaFormat) =>
  `/media/${file.slice(0, 64)}-${width}.${format}`;
export const variantPattern = /^([0-9a-f]{64})-(\d{1,5})\.(avif|webp)$/;

/** An image as a page shows it: its variants' widths, its size, its alt text in the page's language, its focal point. */
export type MediaView = {
  file: string;
  width: number;
  height: number;
  alt: string;
  focal: { x: number; y: number } | null;
};
/** `srcset` of a variant format: every width made. */
export const mediaSrcset = (view: Pick<MediaView, 'file' | 'width'>, format: MediaFormat) =>
  variantWidths(view.width)
    .map((width) => `${mediaUrl(view.file, width, format)} ${width}w`)
    .join(', ');

/** The upload's answer and the state of its processing, which the studio shows as a progress bar. */
export type MediaFileInfo = {
  file: string;
  kind: MediaKind;
  width: number;
  height: number;
  bytes: number;
  state: 'processing' | 'ready' | 'failed';
  /** Variants made so far, of `total`. */
  done: number;
  total: number;
};
export type MediaFileResponse = { success: true; media: MediaFileInfo };
/** Where each image of the library is used: the items naming it, published or in a draft. */
export type MediaUse = { type: string; key: string; file: string; title: string | null; field: string; draft: boolean };
export type MediaUsageResponse = { success: true; usage: Record<string, MediaUse[]> };
/** The key a new library item gets from an uploaded file's name: 'Team Offsite 2025.JPG' → 'team-offsite-2025'. */
export const mediaKeyOf = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'image';

/** A field that names an image, as the studio's usage list says it ('seo.image' is 'social image'). */
export function mediaFieldLabel(field: string) {
  if (field === 'seo.image') return 'social image';
  if (field === 'testimonial.photo') return 'testimonial’s photo';
  const member = /^team\.(\d+)\.photo$/.exec(field)?.[1];
  return member === undefined ? field : `photo of team member ${Number(member) + 1}`;
}
