// A blog post: the frontmatter of its Markdown file, and what pages show of it.
import { z } from 'zod';
import { ArtMotifSchema, type ArtMotif, text } from './fields.ts';

/**
 * The frontmatter of a post file, app/content/posts/<slug>.md. The file name is the slug;
 * the author is always the team (site config), so neither is written in the file.
 */
export const PostFrontmatterSchema = z.strictObject({
  id: z.string().regex(/^\d+$/),
  title: text,
  excerpt: text,
  /** ISO date (YYYY-MM-DD): shown as 'July 28, 2025', used as is in JSON-LD and the feed. */
  date: z.iso.date(),
  /** Empty in every post (spec §3); shown in the hero only when not empty. */
  category: z.string(),
  /** Minutes, shown as '5 min read'. */
  readTime: z.number().int().positive(),
  heroImage: ArtMotifSchema,
});
export type PostFrontmatter = z.infer<typeof PostFrontmatterSchema>;

/** A post in one language, as the pages show it (built from its file by app/.server/content.ts). */
export type Post = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** Display date in the page's language, e.g. 'July 28, 2025' or '28 juli 2025'. */
  date: string;
  /** The same date as YYYY-MM-DD. */
  datePublished: string;
  category: string;
  /** '5 min read', '5 min leestijd'. */
  readTime: string;
  heroImage: ArtMotif;
  /** Sanitised HTML rendered from the file's Markdown at build time. */
  content: string;
};

/** A post's card, on the home page and the blog list, in one language. */
export type BlogTeaser = {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  image: ArtMotif;
  category: string;
  readTime: string;
  /** The post's path in the page's language. */
  link: string;
};
