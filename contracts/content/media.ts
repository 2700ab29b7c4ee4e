// The media library's items (issue 36, decision 0082): an uploaded image as content (`media/<key>.yaml`), with its alt
// text in both languages or marked decorative on purpose, and an optional focal point; the fields of other types
// that name one. The files themselves: contracts/media.ts.
import { z } from 'zod';
import type { Locale } from '#contracts/locale.ts';
import { MEDIA_MAX_SIDE, type MediaView, mediaFilePattern } from '#contracts/media.ts';
import { mediaRef, mediaRefMeta } from './fields.ts';

const altText = z.string().trim().max(250, 'At most 250 characters: say what the image shows, briefly');
const percent = z.number().min(0).max(100);

export { mediaRef, mediaRefMeta };
/** The JSON Schema mark of the focal point: the studio lets the editor click on the image to set it. */
export const focalMeta = { 'x-focal': true } as const;

/** content/media/<key>.yaml: an image of the library, its original in content/media/files/<file>. */
export const MediaSchema = z
  .strictObject({
    /** Set by the upload from the bytes; the server checks them again at publish. */
    file: z.string().regex(mediaFilePattern, 'An uploaded file: its SHA-256 and its extension').meta({ readOnly: true }),
    width: z.number().int().positive().max(MEDIA_MAX_SIDE).meta({ readOnly: true }),
    height: z.number().int().positive().max(MEDIA_MAX_SIDE).meta({ readOnly: true }),
    /** What the image shows, for whoever cannot see it; both languages unless it is decorative. */
    alt: z.strictObject({ en: altText, nl: altText }).meta({ title: 'Alt text: what the image shows' }),
    /** Marked on purpose: an image that says nothing the text does not (alt=""). */
    decorative: z.boolean().meta({ title: 'Decorative: it shows nothing the text does not say (no alt text)' }),
    /** The point a crop keeps in view, in percent of the width and the height. */
    focal: z.strictObject({ x: percent, y: percent }).meta(focalMeta).optional(),
  })
  .superRefine((media, context) => {
    if (media.decorative) return;
    for (const locale of ['en', 'nl'] as const)
      if (!media.alt[locale])
        context.addIssue({
          code: 'custom',
          path: ['alt', locale],
          message: 'Describe the image in both languages, or mark it decorative',
        });
  });
export type Media = z.output<typeof MediaSchema>;

/**
 * The fields that name an image of the library, by content type, as dotted paths: the usage list and the check at
 * publish read them.
 */
export const mediaFields = {
  post: ['photo', 'seo.image'],
  story: ['photo', 'seo.image', 'testimonial.photo'],
  team: ['team.*.photo'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The image keys named at a dotted field path of an item's data ('seo.image'; '*' for each entry of a list, as in
 * 'team.*.photo'), each with the path it was found at ('team.3.photo').
 */
export function mediaKeysAt(data: unknown, field: string): { path: string; key: string }[] {
  let found: { path: string[]; value: unknown }[] = [{ path: [], value: data }];
  for (const part of field.split('.'))
    found = found.flatMap(({ path, value }) => {
      if (!value || typeof value !== 'object') return [];
      if (part !== '*') return [{ path: [...path, part], value: (value as Record<string, unknown>)[part] }];
      return Array.isArray(value) ? value.map((entry, index) => ({ path: [...path, String(index)], value: entry })) : [];
    });
  return found.flatMap(({ path, value }) => (typeof value === 'string' ? [{ path: path.join('.'), key: value }] : []));
}

export const mediaView = (media: Media, locale: Locale): MediaView => ({
  file: media.file,
  width: media.width,
  height: media.height,
  alt: media.decorative ? '' : media.alt[locale],
  focal: media.focal ?? null,
});

