// The fields content is made of. Content is data only: images are art motif keys, colours tone keys, logos wordmarks.
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { markdownMeta } from '#contracts/markdown.ts';
import type { MediaView } from '#contracts/media.ts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './seo-limits.ts';

export const ArtMotifSchema = z.enum([
  'rail',
  'construction',
  'chat',
  'city',
  'energy',
  'chip',
  'bank',
  'car',
  'ticket',
  'law',
  'network',
  'document',
  'telecom',
  'factory',
  'brain',
  'code',
  'people',
]);
export type ArtMotif = z.infer<typeof ArtMotifSchema>;

export const ToneSchema = z.enum(['violet', 'indigo', 'teal', 'amber', 'rose', 'sky']);
export type Tone = z.infer<typeof ToneSchema>;

/** The site's one icon registry (decision 0014): only app/components/ui/icon.tsx turns a key into a picture. */
export const IconNameSchema = z.enum([
  'award',
  'brain',
  'calendar',
  'camera',
  'champion',
  'chart',
  'chat',
  'check',
  'clock',
  'cloud',
  'cog',
  'compare',
  'compass',
  'cycling',
  'database',
  'demo',
  'detect',
  'document',
  'flask',
  'governance',
  'group',
  'hackathon',
  'handshake',
  'hybrid',
  'impact',
  'inbox',
  'languages',
  'learning',
  'lightbulb',
  'list',
  'location',
  'map',
  'mentor',
  'office',
  'productivity',
  'review',
  'rocket',
  'scale',
  'scan',
  'search',
  'shield',
  'speed',
  'team',
  'teaching',
  'wrench',
]);
export type IconName = z.infer<typeof IconNameSchema>;

/** Non-empty, trimmed text that is the same in every language: names, wordmarks, technologies. */
export const plainText = z.string().trim().min(1);
/** Text in both languages, { en, nl }: a missing Dutch text fails the build (decision 0053). */
export const localized = <S extends z.ZodType>(schema: S) => z.strictObject({ en: schema, nl: schema });
export const text = localized(plainText);

/** A text whose English is fixed (the spec's wording, word for word) and whose Dutch is free. */
export const localizedAs = <E extends z.ZodType, N extends z.ZodType>(en: E, nl: N) => z.strictObject({ en, nl });
export const specText = (english: string) => localizedAs(z.literal(english), plainText);
export const internalPath = z.string().regex(/^\/[a-z0-9/-]*$/);
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** The JSON Schema mark of a field that names a media item: the studio draws a picker from the library for it. */
export const mediaRefMeta = { 'x-media': true } as const;
/**
 * A field that names an image of the media library (decision 0082) by its key, titled for the studio's form, with
 * what the image is for when it is not shown instead of the item's illustration.
 */
export const mediaRef = (title: string, use?: string) =>
  slug.meta({ ...mediaRefMeta, title, ...(use ? { description: use } : {}) });

/** What a person's photo is for, in the studio's form: the portrait drawn from their name is the default. */
export const PERSON_PHOTO_USE = 'shown instead of the drawn portrait, cropped square around its focal point';

/**
 * How an item shows in search results and when it is shared (issue 35): a title and a description of its own there,
 * where the page's would be too long or say too little, and an image of the library to share it with instead of the
 * card made from its title. Each is optional, the texts in both languages when given.
 */
export const SeoSchema = z.strictObject({
  title: localized(plainText.max(SEO_TITLE_MAX, `At most ${SEO_TITLE_MAX} characters: a search result cuts the rest`)).optional(),
  description: localized(
    plainText.max(SEO_DESCRIPTION_MAX, `At most ${SEO_DESCRIPTION_MAX} characters: a search result cuts the rest`),
  ).optional(),
  image: mediaRef(
    'Social image',
    'shared instead of the card made from the title, cut to 1200 × 630 around its focal point',
  ).optional(),
});
/** An item's search and sharing texts in one language, and its social image. */
export type Seo = { title?: string; description?: string; image?: MediaView };
/** A button or link: its label and where it goes (the English path; Dutch pages add '/nl'). */
export const ActionSchema = z.object({ label: text, to: internalPath });
export type Action = Local<z.infer<typeof ActionSchema>>;

/** The one markup of long text: paragraphs, '- ' lists, **strong**, *emphasis*, no HTML (app/.server/markdown.ts). */
const markdownText = plainText
  .refine((value) => !/[<>]/.test(value), 'Markdown here may not contain HTML (< or >)')
  .refine((value) => (value.match(/\*\*/g) ?? []).length % 2 === 0, 'Unbalanced ** (strong) markers');
export const markdown = localized(markdownText.meta(markdownMeta('paragraphs')));
export const inlineMarkdown = localized(markdownText.refine((value) => !value.includes('\n'), 'One line only'));
