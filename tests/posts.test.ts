import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '#contracts/site.ts';
import { plainText, renderMarkdown, wordCount } from '../app/content/markdown.ts';
import { blogTeasers, getPost, loadPosts, POSTS_DIR, posts, relatedPosts } from '../app/content/posts.ts';
import { BlogTeaserSchema, PostSchema } from '../app/content/schema.ts';

describe('blog posts', () => {
  it('are one Markdown file each, named by the slug', () => {
    expect(fs.readdirSync(POSTS_DIR).sort()).toEqual([
      'building-ai-implementation-teams.md',
      'future-ai-business-transformation.md',
      'measuring-roi-ai-projects.md',
    ]);
  });

  it('parses every post and teaser with its schema', () => {
    for (const post of posts) PostSchema.parse(post);
    for (const teaser of blogTeasers) BlogTeaserSchema.parse(teaser);
  });

  it('has the three posts of the spec', () => {
    expect(posts.map((post) => [post.id, post.slug, post.date, post.datePublished, post.readTime])).toEqual([
      ['1', 'future-ai-business-transformation', 'July 28, 2025', '2025-07-28', '5 min read'],
      ['2', 'measuring-roi-ai-projects', 'December 19, 2024', '2024-12-19', '7 min read'],
      ['3', 'building-ai-implementation-teams', 'October 28, 2024', '2024-10-28', '6 min read'],
    ]);
    for (const post of posts) {
      expect(post.author).toBe('Rebels Team');
      expect(post.category).toBe('');
    }
  });

  it('covers the topics and figures of the spec', () => {
    const [gemini, knowledgeBase, codeEditor] = posts;
    expect(gemini?.title).toMatch(/Gemini 2\.5 Pro/);
    expect(gemini?.title).toMatch(/1M-Token Context Window/);
    expect(plainText(gemini?.content ?? '')).toMatch(/default lifetime of 60 minutes/);
    expect(knowledgeBase?.title).toMatch(/AI-Ready Knowledge Base/);
    expect(plainText(knowledgeBase?.content ?? '')).toMatch(/support workload had fallen by 47%/);
    expect(codeEditor?.title).toBe('Inside Rebels: How Our Implementation Teams Build with an AI Code Editor');
    expect(codeEditor?.content).toMatch(/code editor/i);
  });

  it('writes the brand through the site config, never by hand', () => {
    for (const file of fs.readdirSync(POSTS_DIR)) {
      const source = fs.readFileSync(path.join(POSTS_DIR, file), 'utf8');
      expect(source, file).not.toContain(site.name);
      expect(source, file).toContain('{{site.name}}');
    }
    for (const post of posts) expect(post.content).not.toContain('{{');
  });

  it('has articles of 800 to 1,500 words with headings, lists, a quote and code', () => {
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

  it('renders only safe elements and links to this site', () => {
    const allowed = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a', 'pre', 'code']);
    for (const post of posts) {
      for (const [, tag] of post.content.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)) {
        expect(allowed.has((tag ?? '').toLowerCase()), `${post.slug}: <${tag}>`).toBe(true);
      }
      for (const [anchor] of post.content.matchAll(/<a\b[^>]*>/g)) {
        expect(anchor, post.slug).toMatch(/^<a href="\/[a-z/-]*">$/);
      }
    }
  });

  it('finds posts by slug and relates the first two others', () => {
    expect(getPost('measuring-roi-ai-projects')?.id).toBe('2');
    expect(getPost('unknown')).toBeUndefined();
    expect(relatedPosts('future-ai-business-transformation').map((post) => post.id)).toEqual(['2', '3']);
    expect(relatedPosts('measuring-roi-ai-projects').map((post) => post.id)).toEqual(['1', '3']);
    expect(relatedPosts('building-ai-implementation-teams').map((post) => post.id)).toEqual(['1', '2']);
  });

  it('derives blog teasers from the posts', () => {
    expect(blogTeasers).toHaveLength(3);
    blogTeasers.forEach((teaser, index) => {
      const post = posts[index];
      if (!post) throw new Error('missing post');
      expect(teaser).toEqual({
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        date: post.date,
        image: post.heroImage,
        category: post.category,
        readTime: post.readTime,
        link: `/blog/${post.slug}`,
      });
    });
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

describe('a bad post file fails the build', () => {
  let dir = '';
  const write = (name: string, content: string) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posts-'));
    fs.writeFileSync(path.join(dir, name), content);
    return path.join(dir, name);
  };
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const frontmatter = (fields: Record<string, string>) =>
    `---\n${Object.entries({
      id: "'9'",
      title: 'A title',
      excerpt: 'An excerpt',
      date: '2025-01-31',
      category: "''",
      readTime: '4',
      heroImage: 'brain',
      ...fields,
    })
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n')}\n---\n\nBody text.\n`;

  it('reads a good file', () => {
    write('a-good-post.md', frontmatter({}));
    expect(loadPosts(dir)).toMatchObject([{ id: '9', slug: 'a-good-post', date: 'January 31, 2025' }]);
  });

  it.each([
    [{ readTime: 'five' }, 'readTime'],
    [{ date: 'July 28 2025' }, 'date'],
    [{ heroImage: 'unicorn' }, 'heroImage'],
    [{ id: '9' }, 'id'],
    [{ title: "''" }, 'title'],
    [{ author: 'Someone' }, '(frontmatter)'],
  ])('names the file and the field for %o', (fields, field) => {
    const file = write('broken-post.md', frontmatter(fields));
    expect(() => loadPosts(dir)).toThrow(`${file}: ${field}`);
  });

  it('names the file for a missing frontmatter or an unknown placeholder', () => {
    const file = write('no-frontmatter.md', 'Just text.\n');
    expect(() => loadPosts(dir)).toThrow(`${file}: the file must start with a frontmatter block`);
    fs.rmSync(dir, { recursive: true, force: true });
    const other = write('placeholder.md', frontmatter({ title: "'About {{site.nmae}}'" }));
    expect(() => loadPosts(dir)).toThrow(`${other}: unknown placeholder {{site.nmae}}`);
  });
});
