// The blog posts (spec §2 /blog, §3, §9): one Markdown file each with the English and the Dutch
// text, read and checked at build by app/.server/content.ts, rendered by app/.server/markdown.ts.
import { clipDescription } from '#app/lib/seo.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { content, displayDate, POSTS_DIR, readPostFile, splitLanguages } from '#app/.server/content.ts';
import { plainText, renderMarkdown, wordCount } from '#app/.server/markdown.ts';
import { locales } from '#contracts/locale.ts';

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

describe('a post file’s two languages', () => {
  it('are the texts after the <!-- en --> and <!-- nl --> lines', () => {
    expect(splitLanguages('<!-- en -->\n\nHello.\n\n<!-- nl -->\n\nHallo.\n', 'a.md')).toEqual({
      en: 'Hello.',
      nl: 'Hallo.',
    });
  });

  it('fail without the Dutch text, naming the file and the field', () => {
    expect(() => splitLanguages('<!-- en -->\n\nHello.\n', 'a.md')).toThrow(
      "a.md: body.nl: missing (a line '<!-- nl -->' and the text after it)",
    );
    expect(() => splitLanguages('<!-- en -->\n\nHello.\n\n<!-- nl -->\n\n', 'a.md')).toThrow('a.md: body.nl: missing');
    expect(() => splitLanguages('Stray.\n<!-- en -->\nHello.\n<!-- nl -->\nHallo.', 'a.md')).toThrow(
      'a.md: body: text before the first <!-- en --> line',
    );
  });
});

describe('a bad post file fails the build', () => {
  let dir = '';
  const write = (name: string, text: string) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posts-'));
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

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
    const file = write('a-good-post.md', frontmatter({}));
    expect(readPostFile(file)).toEqual({
      slug: 'a-good-post',
      meta: {
        id: '9',
        title: { en: 'A title', nl: 'Een titel' },
        excerpt: { en: 'An excerpt', nl: 'Een samenvatting' },
        date: '2025-01-31',
        category: '',
        readTime: 4,
        heroImage: 'brain',
      },
      html: { en: '<p>Body text.</p>', nl: '<p>Tekst.</p>' },
    });
  });

  it.each([
    [{ readTime: 'five' }, 'readTime'],
    [{ date: 'July 28 2025' }, 'date'],
    [{ heroImage: 'unicorn' }, 'heroImage'],
    [{ id: '9' }, 'id'],
    [{ title: 'A title in one language' }, 'title'],
    [{ title: '\n  en: A title' }, 'title.nl'],
    [{ excerpt: "\n  en: An excerpt\n  nl: ''" }, 'excerpt.nl'],
    [{ title: '\n  en: A title\n  nl: Een titel\n  de: Ein Titel' }, 'title'],
    [{ author: 'Someone' }, '(the record)'],
  ])('names the file and the field for %o', (fields, field) => {
    const file = write('broken-post.md', frontmatter(fields));
    expect(() => readPostFile(file)).toThrow(`${file}: not valid content:\n  ${field}: `);
  });

  it('names the file for a missing frontmatter, a bad file name or an unknown placeholder', () => {
    const file = write('no-frontmatter.md', 'Just text.\n');
    expect(() => readPostFile(file)).toThrow(`${file}: the file must start with a frontmatter block`);
    fs.rmSync(dir, { recursive: true, force: true });
    const badName = write('Not_A_Slug.md', frontmatter({}));
    expect(() => readPostFile(badName)).toThrow(`${badName}: the file name must be the slug`);
    fs.rmSync(dir, { recursive: true, force: true });
    const other = write('placeholder.md', frontmatter({ title: "\n  en: 'About {{site.nmae}}'\n  nl: Over" }));
    expect(() => readPostFile(other)).toThrow(`${other}: unknown placeholder {{site.nmae}}`);
  });

  it('names the file when the Dutch body is missing', () => {
    const file = write('english-only.md', frontmatter({}).replace(/<!-- nl -->[\s\S]*$/, ''));
    expect(() => readPostFile(file)).toThrow(`${file}: body.nl: missing`);
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
