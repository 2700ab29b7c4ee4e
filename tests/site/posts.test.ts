// The blog posts (spec §2 /blog, §3, §9): one Markdown file each in the content pack with the English and the Dutch
// text, read and checked by contracts/content/pack.ts, rendered by app/.server/markdown.ts.
import { clipDescription } from '#app/lib/seo.ts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content, displayDate } from '#app/.server/content.ts';
import { checkItem, describeErrors, parseItem, placeholderValues } from '#contracts/content/pack.ts';
import { repositorySettings } from '../helpers/content.ts';
import { REPOSITORY_PACK } from '#contracts/content/pack-files.ts';
import { plainText, renderMarkdown, wordCount } from '#app/.server/markdown.ts';
import { locales } from '#contracts/locale.ts';

const POSTS_DIR = path.join(REPOSITORY_PACK, 'posts');
const en = content('en');
const nl = content('nl');

describe('blog posts', () => {
  it('are one Markdown file each, named by the slug', () => {
    expect(fs.readdirSync(POSTS_DIR).sort()).toEqual([
      'building-ai-implementation-teams.md',
      'future-ai-business-transformation.md',
      'measuring-roi-ai-projects.md',
    ]);
  });

  it('are the three posts of the spec, with its dates and read times', () => {
    expect(en.posts.map((post) => [post.id, post.slug, post.date, post.datePublished, post.readTime])).toEqual([
      ['1', 'future-ai-business-transformation', 'July 28, 2025', '2025-07-28', '5 min read'],
      ['2', 'measuring-roi-ai-projects', 'December 19, 2024', '2024-12-19', '7 min read'],
      ['3', 'building-ai-implementation-teams', 'October 28, 2024', '2024-10-28', '6 min read'],
    ]);
    expect(en.posts).toHaveLength(3);
    for (const post of en.posts) {
      expect(post.author).toBe('Rebels Team');
      expect(post.category).toBe('');
    }
  });

  it('are the same posts in Dutch, with Dutch dates, read times and author', () => {
    expect(nl.posts.map((post) => [post.id, post.slug, post.date, post.datePublished, post.readTime])).toEqual([
      ['1', 'future-ai-business-transformation', '28 juli 2025', '2025-07-28', '5 min leestijd'],
      ['2', 'measuring-roi-ai-projects', '19 december 2024', '2024-12-19', '7 min leestijd'],
      ['3', 'building-ai-implementation-teams', '28 oktober 2024', '2024-10-28', '6 min leestijd'],
    ]);
    expect(nl.posts).toHaveLength(3);
    for (const [index, post] of nl.posts.entries()) {
      expect(post.author).toBe('Team Rebels');
      expect(post.category).toBe('');
      expect(post.title).not.toBe(en.posts[index]!.title);
      expect(post.content).not.toBe(en.posts[index]!.content);
    }
  });

  it('formats dates as each language writes them', () => {
    expect(displayDate('2025-07-28', 'en')).toBe('July 28, 2025');
    expect(displayDate('2025-07-28', 'nl')).toBe('28 juli 2025');
    expect(displayDate('2024-01-01', 'nl')).toBe('1 januari 2024');
  });

  it('cover the topics and figures of the spec', () => {
    const [gemini, knowledgeBase, codeEditor] = en.posts;
    expect(gemini?.title).toMatch(/Gemini 2\.5 Pro/);
    expect(gemini?.title).toMatch(/1M-Token Context Window/);
    expect(plainText(gemini?.content ?? '')).toMatch(/default lifetime of 60 minutes/);
    expect(knowledgeBase?.title).toMatch(/AI-Ready Knowledge Base/);
    expect(plainText(knowledgeBase?.content ?? '')).toMatch(/support workload had fallen by 47%/);
    expect(codeEditor?.title).toBe('Inside Rebels: How Our Implementation Teams Build with an AI Code Editor');
    expect(codeEditor?.content).toMatch(/code editor/i);
  });

  it('cite the same figures in Dutch', () => {
    const [gemini, knowledgeBase, codeEditor] = nl.posts;
    expect(gemini?.title).toMatch(/Gemini 2\.5 Pro/);
    expect(plainText(gemini?.content ?? '')).toMatch(/60 minuten/);
    expect(plainText(knowledgeBase?.content ?? '')).toMatch(/47%/);
    expect(codeEditor?.content).toMatch(/code-editor/i);
  });

  it('write the brand through the site config, never by hand', () => {
    const files = fs.readdirSync(POSTS_DIR);
    expect(files).toHaveLength(3);
    for (const file of files) {
      const source = fs.readFileSync(path.join(POSTS_DIR, file), 'utf8');
      expect(source, file).not.toContain('Rebels');
      expect(source, file).toContain('{{site.name}}');
    }
    for (const post of [...en.posts, ...nl.posts]) expect(post.content).not.toContain('{{');
  });

  it.each(locales)('are articles of 800 to 1,500 words with headings, lists, a quote and code (%s)', (locale) => {
    const { posts } = content(locale);
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(800);
      expect(words, post.slug).toBeLessThanOrEqual(1500);
      expect(post.content, post.slug).toMatch(/<h2>/);
      expect(post.content, post.slug).toMatch(/<(ul|ol)>/);
      expect(post.content, post.slug).toMatch(/<blockquote>/);
      expect(post.content, post.slug).toMatch(/<pre tabindex="0"><code class="language-[a-z]+">/);
    }
  });

  it.each(locales)('render only safe elements and link only to this site (%s)', (locale) => {
    const allowed = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a', 'pre', 'code']);
    const { posts } = content(locale);
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      const tags = [...post.content.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)];
      expect(tags.length, post.slug).toBeGreaterThan(50);
      for (const [, tag] of tags) {
        expect(allowed.has((tag ?? '').toLowerCase()), `${post.slug}: <${tag}>`).toBe(true);
      }
      const anchors = [...post.content.matchAll(/<a\b[^>]*>/g)];
      expect(anchors.length, post.slug).toBeGreaterThan(0);
      for (const [anchor] of anchors) expect(anchor, post.slug).toMatch(/^<a href="\/[a-z/-]*">$/);
    }
  });

  // A post's Markdown links are written as English paths ([Neem contact op](/contact)).
  it('link a Dutch reader to the Dutch pages', () => {
    const anchors = nl.posts.flatMap((post) => [...post.content.matchAll(/<a href="([^"]+)">/g)].map(([, to]) => to));
    expect(anchors.length).toBeGreaterThan(0);
    for (const to of anchors) expect(to).toMatch(/^\/nl\//);
  });

  it('are found by slug, and relate the first two others', () => {
    expect(en.getPost('measuring-roi-ai-projects')?.id).toBe('2');
    expect(nl.getPost('measuring-roi-ai-projects')?.title).toMatch(/kennisbank/);
    expect(en.getPost('unknown')).toBeUndefined();
    expect(en.relatedPosts('future-ai-business-transformation').map((post) => post.id)).toEqual(['2', '3']);
    expect(en.relatedPosts('measuring-roi-ai-projects').map((post) => post.id)).toEqual(['1', '3']);
    expect(en.relatedPosts('building-ai-implementation-teams').map((post) => post.id)).toEqual(['1', '2']);
    expect(nl.relatedPosts('building-ai-implementation-teams').map((post) => post.id)).toEqual(['1', '2']);
  });

  it('make the blog teasers of spec §3, linking in the page’s language', () => {
    expect(en.blogTeasers[1]).toEqual({
      id: '2',
      title: 'Building an AI-Ready Knowledge Base: From Scattered Documents to Measurable ROI',
      excerpt: expect.stringContaining('47%'),
      author: 'Rebels Team',
      date: 'December 19, 2024',
      image: 'document',
      // No photo from the media library: the card shows the illustration.
      photo: null,
      category: '',
      readTime: '7 min read',
      link: '/blog/measuring-roi-ai-projects',
    });
    expect(en.blogTeasers.map((teaser) => teaser.link)).toEqual([
      '/blog/future-ai-business-transformation',
      '/blog/measuring-roi-ai-projects',
      '/blog/building-ai-implementation-teams',
    ]);
    expect(nl.blogTeasers.map((teaser) => [teaser.link, teaser.date, teaser.author])).toEqual([
      ['/nl/blog/future-ai-business-transformation', '28 juli 2025', 'Team Rebels'],
      ['/nl/blog/measuring-roi-ai-projects', '19 december 2024', 'Team Rebels'],
      ['/nl/blog/building-ai-implementation-teams', '28 oktober 2024', 'Team Rebels'],
    ]);
  });
});

describe('the Markdown renderer', () => {
  it('escapes raw HTML and drops unsafe links', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '[bad](javascript:alert(1)) [data](data:text/html,hi) [ok](/contact) [web](https://example.org)',
      ].join('\n\n'),
      'test.md',
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="(javascript|data):/);
    expect(html).toContain('<a href="/contact">ok</a>');
    expect(html).toContain('<a href="https://example.org">web</a>');
  });

  it('refuses a level-1 heading: the title is the page’s h1', () => {
    expect(() => renderMarkdown('Intro\n\n# Second title', 'x.md')).toThrow('x.md: line 3: use ## and below');
  });
});

/** A post file's checked data, or the lines naming its errors, as an import or the build reports them. */
function readPost(name: string, text: string) {
  const parsed = parseItem(`posts/${name}`, text);
  const checked = parsed.item
    ? checkItem(parsed.item, placeholderValues(repositorySettings))
    : { data: undefined, errors: parsed.errors };
  return { data: checked.data, errors: describeErrors(checked.errors) };
}

describe('a post file’s two languages', () => {
  const withBody = (body: string) => `---\nid: "9"\n---\n${body}`;
  const bodyOf = (text: string) => {
    const parsed = parseItem('posts/a.md', text);
    return parsed.item ? (parsed.item.data as { body: unknown }).body : describeErrors(parsed.errors);
  };

  it('are the texts after the <!-- en --> and <!-- nl --> lines', () => {
    expect(bodyOf(withBody('<!-- en -->\n\nHello.\n\n<!-- nl -->\n\nHallo.\n'))).toEqual({
      en: 'Hello.',
      nl: 'Hallo.',
    });
  });

  it('fail without the Dutch text, naming the file and the field', () => {
    expect(bodyOf(withBody('<!-- en -->\n\nHello.\n'))).toBe(
      "posts/a.md: body.nl: missing (a line '<!-- nl -->' and the text after it)",
    );
    expect(bodyOf(withBody('<!-- en -->\n\nHello.\n\n<!-- nl -->\n\n'))).toMatch(/^posts\/a\.md: body\.nl: missing/);
    expect(bodyOf(withBody('Stray.\n<!-- en -->\nHello.\n<!-- nl -->\nHallo.'))).toBe(
      'posts/a.md: body: text before the first <!-- en --> line',
    );
    expect(bodyOf(withBody('<!-- en -->\nHello.\n<!-- nl -->\nHallo.\n<!-- en -->\nAgain.'))).toBe(
      'posts/a.md: body.en: a second <!-- en --> line',
    );
  });
});

describe('a bad post file fails the build and an import', () => {
  const body = '\n<!-- en -->\n\nBody text.\n\n<!-- nl -->\n\nTekst.\n';
  const frontmatter = (fields: Record<string, string>) =>
    `---\n${Object.entries({
      id: "'9'",
      title: '\n  en: A title\n  nl: Een titel',
      excerpt: '\n  en: An excerpt\n  nl: Een samenvatting',
      date: '2025-01-31',
      category: "''",
      readTime: '4',
      heroImage: 'brain',
      ...fields,
    })
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n')}\n---\n${body}`;

  it('reads a good file in both languages', () => {
    expect(readPost('a-good-post.md', frontmatter({}))).toEqual({
      errors: '',
      data: {
        id: '9',
        title: { en: 'A title', nl: 'Een titel' },
        excerpt: { en: 'An excerpt', nl: 'Een samenvatting' },
        date: '2025-01-31',
        category: '',
        readTime: 4,
        heroImage: 'brain',
        body: { en: 'Body text.', nl: 'Tekst.' },
      },
    });
  });

  it.each([
    [{ readTime: 'five' }, 'readTime: '],
    [{ date: 'July 28 2025' }, 'date: '],
    [{ heroImage: 'unicorn' }, 'heroImage: '],
    [{ id: '9' }, 'id: '],
    [{ title: 'A title in one language' }, 'title: '],
    [{ title: '\n  en: A title' }, 'title.nl: '],
    [{ excerpt: "\n  en: An excerpt\n  nl: ''" }, 'excerpt.nl: '],
    [{ title: '\n  en: A title\n  nl: Een titel\n  de: Ein Titel' }, 'title.de: not a field of this content type'],
    [{ author: 'Someone' }, 'author: not a field of this content type'],
  ])('names the file and the field for %o', (fields, field) => {
    expect(readPost('broken-post.md', frontmatter(fields)).errors).toMatch(
      new RegExp(`^posts/broken-post\\.md: ${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  it('names the file for a missing front matter, a bad file name, bad YAML or an unknown placeholder', () => {
    expect(readPost('no-frontmatter.md', 'Just text.\n').errors).toBe(
      'posts/no-frontmatter.md: the file must start with a front matter block between --- lines',
    );
    expect(readPost('Not_A_Slug.md', frontmatter({})).errors).toBe(
      'posts/Not_A_Slug.md: the file name must be lower-case words joined by hyphens',
    );
    expect(readPost('bad-yaml.md', frontmatter({ title: '[unclosed' })).errors).toMatch(
      /^posts\/bad-yaml\.md: not valid YAML: /,
    );
    expect(readPost('placeholder.md', frontmatter({ title: "\n  en: 'About {{site.nmae}}'\n  nl: Over" })).errors).toBe(
      'posts/placeholder.md: title.en: unknown placeholder {{site.nmae}}',
    );
  });

  it('names the file when the Dutch body is missing', () => {
    expect(readPost('english-only.md', frontmatter({}).replace(/<!-- nl -->[\s\S]*$/, '')).errors).toMatch(
      /^posts\/english-only\.md: body\.nl: missing/,
    );
  });
});

describe('a post page description', () => {
  it('is cut at a word, with an ellipsis, when the excerpt is longer than 155 characters', () => {
    expect(clipDescription('Short enough.')).toBe('Short enough.');
    const long = `${'word '.repeat(40)}end`;
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(155);
    expect(clipped).toMatch(/ word…$/);
    expect(clipDescription(`${'a'.repeat(150)}, and more text here`)).toBe(`${'a'.repeat(150)}…`);
  });
});
