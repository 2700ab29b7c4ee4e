// Blog posts (spec §2 /blog, §3, §9): one Markdown file each in ./posts/, named by its slug,
// with frontmatter checked by PostFrontmatterSchema. Read with node:fs, so only route loaders,
// tests and build scripts import this module; pages get posts through their loader data.
import fs from 'node:fs';
import path from 'node:path';
import { site } from '#contracts/site.ts';
import { ContentError, readFrontmatter, renderMarkdown } from './markdown.ts';
import { PostFrontmatterSchema, slug as SlugSchema, type BlogTeaser, type Post } from './schema.ts';

/** Where the post files live, relative to the project root (every build and test runs there). */
export const POSTS_DIR = 'app/content/posts';

/** Spec §3: the author is always the team. */
const author = `${site.name} Team`;

const displayDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Reads, checks and renders one post file; a bad field fails with the file's name and the field. */
export function readPost(file: string): Post {
  const slug = path.basename(file, '.md');
  if (!SlugSchema.safeParse(slug).success) {
    throw new ContentError(file, 'the file name must be the slug: lower-case words joined by hyphens');
  }
  const { data, body } = readFrontmatter(fs.readFileSync(file, 'utf8'), file);
  const parsed = PostFrontmatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(frontmatter)'}: ${issue.message}`);
    throw new ContentError(file, problems.join('; '));
  }
  const meta = parsed.data;
  return {
    id: meta.id,
    slug,
    title: meta.title,
    excerpt: meta.excerpt,
    author,
    date: displayDate(meta.date),
    datePublished: meta.date,
    category: meta.category,
    readTime: `${meta.readTime} min read`,
    heroImage: meta.heroImage,
    content: renderMarkdown(body, file),
  };
}

/** Every post in a folder, in id order; ids must be unique. */
export function loadPosts(dir: string): Post[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));
  const loaded = files
    .map((file) => ({ file, post: readPost(file) }))
    .sort((a, b) => Number(a.post.id) - Number(b.post.id));
  const seen = new Map<string, string>();
  for (const { file, post } of loaded) {
    const other = seen.get(post.id);
    if (other) throw new ContentError(file, `id: ${post.id} is also the id of ${other}`);
    seen.set(post.id, file);
  }
  return loaded.map(({ post }) => post);
}

export const posts: Post[] = loadPosts(POSTS_DIR);

const postBySlug = new Map(posts.map((post) => [post.slug, post]));

export function getPost(slug: string): Post | undefined {
  return postBySlug.get(slug);
}

/** 'You May Also Like': the first two posts other than the current one. */
export function relatedPosts(slug: string): Post[] {
  return posts.filter((post) => post.slug !== slug).slice(0, 2);
}

export function toBlogTeaser(post: Post): BlogTeaser {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    date: post.date,
    image: post.heroImage,
    category: post.category,
    readTime: post.readTime,
    link: `/blog/${post.slug}`,
  };
}

export const blogTeasers: BlogTeaser[] = posts.map(toBlogTeaser);
