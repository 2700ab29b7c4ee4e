// A blog post: the frontmatter of its Markdown file, and what pages show of it.
import { z } from 'zod';
import { markdownMeta } from '#contracts/markdown.ts';
import type { MediaView } from '#contracts/media.ts';
import { ArtMotifSchema, type ArtMotif, type Seo, SeoSchema, localized, mediaRef, plainText, text } from './fields.ts';

/** The front matter of content/posts/<slug>.md; slug and author (always the team) are not written in it. */
export const PostFrontmatterSchema = z.strictObject({
  id: z.string().regex(/^\d+$/),
  title: text,
  excerpt: text,
  date: z.iso.date(),
  /** Empty in every post (spec §3); shown in the hero only when not empty. */
  category: z.string(),
  readTime: z.number().int().positive(),
  heroImage: ArtMotifSchema,
  /** A photo from the media library, shown instead of the illustration. */
  photo: mediaRef('Photo').optional(),
  seo: SeoSchema.optional(),
});
export type PostFrontmatter = z.infer<typeof PostFrontmatterSchema>;

/** At most this many characters of Markdown per language: a long post is a tenth of it. */
export const POST_BODY_MAX = 200_000;
/** A post as the pack and the database hold it: its front matter and each language's Markdown body. */
export const PostSchema = PostFrontmatterSchema.extend({
  body: localized(
    plainText.max(POST_BODY_MAX, `At most ${POST_BODY_MAX.toLocaleString('en')} characters`).meta(markdownMeta('article')),
  ),
});

export type Post = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** In the page's language, e.g. '28 juli 2025'; `datePublished` is YYYY-MM-DD. */
  date: string;
  datePublished: string;
  category: string;
  readTime: string;
  heroImage: ArtMotif;
  /** The photo from the media library shown instead of the illustration, if it has one. */
  photo: MediaView | null;
  /** Sanitised HTML rendered from the file's Markdown at build time. */
  content: string;
  /** Its own search and sharing texts, where it has them. */
  seo: Seo;
};

export type BlogTeaser = {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  image: ArtMotif;
  photo: MediaView | null;
  category: string;
  readTime: string;
  link: string;
};
