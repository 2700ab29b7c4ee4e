// What site search finds (decision 0081): each post and success story of a language, as contracts/search.ts indexes
// it. Built at build and at every publish (app/.server/content-files.ts), so the index is always the site's content.
import { localePath } from '#contracts/locale.ts';
import type { SearchDocument } from '#contracts/search.ts';
import type { content } from './content.ts';

/** The words a story's solution shows: its intro, each part's heading, text and items, its outro; no icon or layout. */
function solutionWords(solution: ReturnType<typeof content>['stories'][number]['solution']): string[] {
  if (solution === undefined || typeof solution === 'string') return solution === undefined ? [] : [solution];
  return [
    solution.intro,
    ...solution.sections.flatMap((section) => [
      section.heading,
      section.text ?? '',
      ...section.items.flatMap((item) => [item.title, item.text]),
    ]),
    solution.outro ?? '',
  ];
}

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
        [
          story.provider ?? '',
          story.useCase ?? '',
          story.companyDescription,
          story.challenge,
          ...solutionWords(story.solution),
          story.results,
          ...story.keyResults,
          ...story.technologies,
          // The client's name, last, so an excerpt does not start with it.
          story.logo,
        ].join('\n'),
      ),
    })),
  ];
}
