// What site search finds (decision 0081): each post and success story of a language, as contracts/search.ts indexes
// it. Built at build and at every publish (app/.server/content-files.ts), so the index is always the site's content.
import { localePath } from '#contracts/locale.ts';
import type { SearchDocument } from '#contracts/search.ts';
import type { content } from './content.ts';

/** Every string in a value (a story's solution plan, its key results), in order. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** Markdown as the words it shows: links' addresses, images and markup dropped. */
const plain = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`~[\]|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function searchDocuments(c: ReturnType<typeof content>): SearchDocument[] {
  return [
    ...c.posts.map((post) => ({
      id: `post:${post.slug}`,
      kind: 'post' as const,
      url: localePath(`/blog/${post.slug}`, c.locale),
      title: post.title,
      label: post.category,
      excerpt: post.excerpt,
      text: plain(post.content),
    })),
    ...c.stories.map((story) => ({
      id: `story:${story.id}`,
      kind: 'story' as const,
      url: localePath(`/success-stories/${story.id}`, c.locale),
      title: story.title,
      label: story.industry,
      excerpt: story.summary,
      text: plain(
        strings([
          story.logo,
          story.provider,
          story.useCase,
          story.companyDescription,
          story.challenge,
          story.solution,
          story.results,
          story.keyResults,
          story.technologies,
        ]).join('\n'),
      ),
    })),
  ];
}
