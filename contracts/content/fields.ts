// The fields content is made of: art, tone and icon keys, texts in both languages, paths, slugs,
// links and Markdown. Content is data only: images are generated SVG art in the app, so image-ish
// fields hold a motif key, colours hold a tone key and logos are wordmarks (the text to set in type).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';

/** Key of a generated SVG illustration. */
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

/** Key of a colour gradient in the app's palette. */
export const ToneSchema = z.enum(['violet', 'indigo', 'teal', 'amber', 'rose', 'sky']);
export type Tone = z.infer<typeof ToneSchema>;

/**
 * The site's one icon registry, by key: content names an icon, and
 * app/components/ui/icon.tsx is the only place a key becomes a picture.
 */
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
/**
 * Text a reader reads, in every language side by side (issue 23): { en, nl }. A file without
 * its Dutch text fails the build with the file and the field ('title.nl: …').
 */
export const localized = <S extends z.ZodType>(schema: S) => z.strictObject({ en: schema, nl: schema });
/** Copy: non-empty, trimmed, in English and Dutch. */
export const text = localized(plainText);
/** A text whose English is fixed (the spec's wording, word for word) and whose Dutch is free. */
export const localizedAs = <E extends z.ZodType, N extends z.ZodType>(en: E, nl: N) => z.strictObject({ en, nl });
/** The spec's English text, word for word, and its Dutch. */
export const specText = (english: string) => localizedAs(z.literal(english), plainText);
/** A path on this site, such as '/contact'. */
export const internalPath = z.string().regex(/^\/[a-z0-9/-]*$/);
/** A URL-safe key: lower-case words joined by hyphens (story ids, post slugs). */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A button or link: its label and where it goes (the English path; Dutch pages add '/nl'). */
export const ActionSchema = z.object({ label: text, to: internalPath });
export type Action = Local<z.infer<typeof ActionSchema>>;

/**
 * Markdown, the one markup of long text in content: paragraphs separated by a blank line,
 * list items starting with '- ', **strong** and *emphasis*. No HTML, links or headings:
 * app/.server/markdown.ts renders exactly this subset and escapes everything else.
 */
const markdownText = plainText
  .refine((value) => !/[<>]/.test(value), 'Markdown here may not contain HTML (< or >)')
  .refine((value) => (value.match(/\*\*/g) ?? []).length % 2 === 0, 'Unbalanced ** (strong) markers');
export const markdown = localized(markdownText);
/** Markdown of one paragraph: emphasis only, no line breaks or lists. */
export const inlineMarkdown = localized(markdownText.refine((value) => !value.includes('\n'), 'One line only'));
