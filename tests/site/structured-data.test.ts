// JSON-LD, Open Graph images, the sitemap and the RSS feed, read from the built site as a
// crawler would: served by the real server, parsed as JSON and XML.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { decode, firstHeading, metaContent, parseHtml } from '../helpers/html.ts';
import { specStoryIds } from '../helpers/spec.ts';

const app = useTestApp();

const origin = 'https://www.rebels-ai.nl';
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

type Ld = Record<string, unknown> & { '@type': string };

async function page(path: string) {
  const response = await app().inject({ url: path });
  expect(response.statusCode, path).toBe(200);
  return response.body;
}

function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) => {
    // Escaped by construction: no copy can end the element or open a comment.
    expect(body).not.toMatch(/[<>]/);
    return JSON.parse(body!) as Ld;
  });
}

const get = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

function expectFields(block: Ld, fields: string[]) {
  for (const field of fields) {
    const value = get(block, field);
    expect(value, `${block['@type']}.${field}`).toBeDefined();
    expect(value, `${block['@type']}.${field}`).not.toBe('');
  }
}

async function expectPngAt(url: unknown) {
  expect(String(url).startsWith(origin), String(url)).toBe(true);
  const response = await app().inject({ url: String(url).slice(origin.length) });
  expect(response.statusCode, String(url)).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  // 1200×630, read from the PNG header.
  expect([response.rawPayload.readUInt32BE(16), response.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
}

describe('JSON-LD', () => {
  it('describes the company and the website on the home page, as the footer shows them', async () => {
    const html = await page('/');
    const blocks = jsonLd(html);
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    const [organization, website] = blocks as [Ld, Ld];
    expectFields(organization, [
      'name',
      'url',
      'logo',
      'address.streetAddress',
      'address.postalCode',
      'address.addressLocality',
      'address.addressCountry',
      'contactPoint.telephone',
      'contactPoint.email',
      'contactPoint.contactType',
    ]);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Rebels',
      url: `${origin}/`,
      address: { addressLocality: 'Rotterdam', addressCountry: 'NL' },
    });
    const { text } = parseHtml(html);
    expect(text).toContain(String(get(organization, 'address.streetAddress')));
    expect(text).toContain(String(get(organization, 'contactPoint.email')));
    expect(text).toContain(String(get(organization, 'contactPoint.telephone')));
    await expect(app().inject({ url: String(organization.logo).slice(origin.length) })).resolves.toMatchObject({
      statusCode: 200,
    });
    expectFields(website, ['name', 'url']);
    expect(website).toMatchObject({ name: 'Rebels', url: `${origin}/` });
  });

  it('has a JobPosting with Google’s required fields for each of the four positions on /jobs', async () => {
    const html = await page('/jobs');
    const postings = jsonLd(html).filter((block) => block['@type'] === 'JobPosting');
    expect(postings.map((posting) => posting.title)).toEqual([
      'Machine Learning Engineer',
      'Head of Implementation',
      'Implementation Lead',
      'Gen-AI Consultant',
    ]);
    const { text } = parseHtml(html);
    for (const posting of postings) {
      expectFields(posting, [
        'title',
        'description',
        'datePosted',
        'hiringOrganization.name',
        'jobLocation.address.addressLocality',
        'jobLocation.address.addressCountry',
        'employmentType',
      ]);
      expect(text).toContain(String(posting.title));
      expect(posting.datePosted).toMatch(isoDate);
      expect(posting.hiringOrganization).toMatchObject({ name: 'Rebels' });
      expect(get(posting, 'jobLocation.address.addressLocality')).toBe('Rotterdam');
      expect(posting.employmentType).toEqual(['FULL_TIME', 'PART_TIME']);
      // The description is the one the tab shows, as HTML paragraphs and lists.
      expect(String(posting.description)).toMatch(/^<p>[\s\S]+<ul><li>/);
      const firstParagraph = decode(/^<p>([^<]+)<\/p>/.exec(String(posting.description))?.[1] ?? '');
      expect(text).toContain(firstParagraph);
    }
  });

  it.each([
    ['future-ai-business-transformation', '2025-07-28'],
    ['measuring-roi-ai-projects', '2024-12-19'],
    ['building-ai-implementation-teams', '2024-10-28'],
  ])('describes the post /blog/%s as a BlogPosting with its breadcrumbs', async (slug, datePublished) => {
    const url = `${origin}/blog/${slug}`;
    const html = await page(`/blog/${slug}`);
    const blocks = jsonLd(html);
    expect(blocks.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    const [posting, breadcrumbs] = blocks as [Ld, Ld];
    expectFields(posting, ['headline', 'datePublished', 'author.name', 'image', 'publisher.name']);
    expect(posting.headline).toBe(firstHeading(html));
    expect(posting.datePublished).toBe(datePublished);
    expect(get(posting, 'author.name')).toBe('Rebels Team');
    expect(parseHtml(html).text).toContain('Rebels Team');
    expect(get(posting, 'mainEntityOfPage.@id')).toBe(url);
    const image = (posting.image as string[])[0];
    expect(image).toBe(`${origin}/og/blog/${slug}.png`);
    await expectPngAt(image);
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
      { '@type': 'ListItem', position: 3, name: firstHeading(html), item: url },
    ]);
  });

  it('describes every story as an Article with its breadcrumbs', async () => {
    expect(specStoryIds).toHaveLength(17);
    for (const id of specStoryIds) {
      const url = `${origin}/success-stories/${id}`;
      const html = await page(`/success-stories/${id}`);
      const blocks = jsonLd(html);
      expect(
        blocks.map((block) => block['@type']),
        id,
      ).toEqual(['Article', 'BreadcrumbList']);
      const [article, breadcrumbs] = blocks as [Ld, Ld];
      expectFields(article, ['headline', 'author.name', 'image', 'publisher.name', 'articleSection']);
      expect(article.headline, id).toBe(firstHeading(html));
      expect(parseHtml(html).text).toContain(String(article.articleSection));
      expect((article.image as string[])[0]).toBe(`${origin}/og/success-stories/${id}.png`);
      await expectPngAt((article.image as string[])[0]);
      expect(breadcrumbs.itemListElement, id).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Success Stories', item: `${origin}/success-stories` },
        { '@type': 'ListItem', position: 3, name: firstHeading(html), item: url },
      ]);
    }
  });

  it('describes the Dutch home page in Dutch, as the same company', async () => {
    const blocks = jsonLd(await page('/nl/'));
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    const [organization, website] = blocks as [Ld, Ld];
    expect(organization).toMatchObject({ name: 'Rebels', address: { addressLocality: 'Rotterdam' } });
    expect(website).toMatchObject({ name: 'Rebels', url: `${origin}/nl/`, inLanguage: 'nl' });
  });

  it('has the four JobPostings on /nl/jobs, their descriptions in Dutch', async () => {
    const html = await page('/nl/jobs');
    const postings = jsonLd(html).filter((block) => block['@type'] === 'JobPosting');
    expect(postings.map((posting) => posting.title)).toEqual([
      'Machine Learning Engineer',
      'Head of Implementation',
      'Implementation Lead',
      'Gen-AI Consultant',
    ]);
    const { text } = parseHtml(html);
    for (const posting of postings) {
      expect(get(posting, 'jobLocation.address.addressLocality')).toBe('Rotterdam');
      expect(String(posting.description)).toMatch(/^<p>Als /);
      const firstParagraph = decode(/^<p>([^<]+)<\/p>/.exec(String(posting.description))?.[1] ?? '');
      expect(text).toContain(firstParagraph);
    }
  });

  it('describes a Dutch post as a Dutch BlogPosting with Dutch breadcrumbs and its own image', async () => {
    const slug = 'measuring-roi-ai-projects';
    const url = `${origin}/nl/blog/${slug}`;
    const html = await page(`/nl/blog/${slug}`);
    const blocks = jsonLd(html);
    expect(blocks.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    const [posting, breadcrumbs] = blocks as [Ld, Ld];
    expect(posting).toMatchObject({ datePublished: '2024-12-19', inLanguage: 'nl', headline: firstHeading(html) });
    expect(get(posting, 'author.name')).toBe('Team Rebels');
    expect(get(posting, 'mainEntityOfPage.@id')).toBe(url);
    expect((posting.image as string[])[0]).toBe(`${origin}/og/nl/blog/${slug}.png`);
    await expectPngAt((posting.image as string[])[0]);
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/nl/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/nl/blog` },
      { '@type': 'ListItem', position: 3, name: firstHeading(html), item: url },
    ]);
  });

  it('describes every Dutch story as a Dutch Article with Dutch breadcrumbs', async () => {
    expect(specStoryIds).toHaveLength(17);
    for (const id of specStoryIds) {
      const url = `${origin}/nl/success-stories/${id}`;
      const html = await page(`/nl/success-stories/${id}`);
      const [article, breadcrumbs] = jsonLd(html) as [Ld, Ld];
      expect(article['@type'], id).toBe('Article');
      expect(article.inLanguage, id).toBe('nl');
      expect(article.headline, id).toBe(firstHeading(html));
      expect(get(article, 'mainEntityOfPage.@id'), id).toBe(url);
      expect((article.image as string[])[0]).toBe(`${origin}/og/nl/success-stories/${id}.png`);
      await expectPngAt((article.image as string[])[0]);
      expect(breadcrumbs.itemListElement, id).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/nl/` },
        { '@type': 'ListItem', position: 2, name: 'Klantverhalen', item: `${origin}/nl/success-stories` },
        { '@type': 'ListItem', position: 3, name: firstHeading(html), item: url },
      ]);
    }
  });

  it('gives every story Article a datePublished and a dateModified, the same in both languages', async () => {
    expect(specStoryIds).toHaveLength(17);
    for (const id of specStoryIds) {
      const [english] = jsonLd((await app().inject({ url: `/success-stories/${id}` })).body) as [Ld];
      const [dutch] = jsonLd((await app().inject({ url: `/nl/success-stories/${id}` })).body) as [Ld];
      expect(english.datePublished, id).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(english.dateModified, id).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(String(english.dateModified) >= String(english.datePublished), id).toBe(true);
      expect([dutch.datePublished, dutch.dateModified], id).toEqual([english.datePublished, english.dateModified]);
    }
  });

  it('stays out of the CSP: the blocks are data, not hashed scripts', async () => {
    const response = await app().inject({ url: '/blog/measuring-roi-ai-projects' });
    const csp = String(response.headers['content-security-policy']);
    const { createHash } = await import('node:crypto');
    const blocks = [...response.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(2);
    for (const [, body] of blocks) {
      expect(csp).not.toContain(createHash('sha256').update(body!, 'utf8').digest('base64'));
    }
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });
});

describe('Open Graph', () => {
  it.each([
    ['/blog/measuring-roi-ai-projects', '/og/blog/measuring-roi-ai-projects.png'],
    ['/success-stories/prorail', '/og/success-stories/prorail.png'],
    ['/nl/blog/measuring-roi-ai-projects', '/og/nl/blog/measuring-roi-ai-projects.png'],
    ['/nl/success-stories/prorail', '/og/nl/success-stories/prorail.png'],
  ])('%s names its own image for og:image and twitter:image', async (path, image) => {
    const html = await page(path);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${origin}${image}`);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${origin}${image}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
  });
});

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

describe('sitemap.xml', () => {
  it('is well-formed XML listing public pages, without /academy-test (noindex) or /admin', async () => {
    const { body } = await app().inject({ url: '/sitemap.xml' });
    expect(XMLValidator.validate(body)).toBe(true);
    const parsed = xml.parse(body);
    expect(parsed.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = (parsed.urlset.url as { loc: string }[]).map((url) => url.loc);
    expect(locs).toContain(`${origin}/blog/future-ai-business-transformation`);
    expect(locs).toContain(`${origin}/success-stories/easyenergy-customer-service`);
    expect(locs).toContain(`${origin}/nl/blog/future-ai-business-transformation`);
    expect(locs).toContain(`${origin}/nl/success-stories/easyenergy-customer-service`);
    expect(locs).not.toContain(`${origin}/academy-test`);
    expect(locs).not.toContain(`${origin}/nl/academy-test`);
    expect(locs.filter((loc) => loc.includes('/admin'))).toEqual([]);
    expect(locs.filter((loc) => loc.includes('_not-found'))).toEqual([]);
    const academyTest = await page('/academy-test');
    expect(metaContent(academyTest, 'name', 'robots')).toMatch(/noindex/);
  });
});

describe('rss.xml', () => {
  it('is an RSS 2.0 feed of the three posts, newest first', async () => {
    const response = await app().inject({ url: '/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { rss } = xml.parse(response.body);
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('Rebels Blog');
    expect(rss.channel.link).toBe(`${origin}/blog`);
    const items = rss.channel.item as Record<string, unknown>[];
    expect(items.map((item) => [item.title, item.link, new Date(String(item.pubDate)).toISOString()])).toEqual([
      [
        'Gemini 2.5 Pro and the 1M-Token Context Window: What It Changes for Business',
        `${origin}/blog/future-ai-business-transformation`,
        '2025-07-28T00:00:00.000Z',
      ],
      [
        'Building an AI-Ready Knowledge Base: From Scattered Documents to Measurable ROI',
        `${origin}/blog/measuring-roi-ai-projects`,
        '2024-12-19T00:00:00.000Z',
      ],
      [
        'Inside Rebels: How Our Implementation Teams Build with an AI Code Editor',
        `${origin}/blog/building-ai-implementation-teams`,
        '2024-10-28T00:00:00.000Z',
      ],
    ]);
    for (const item of items) {
      expect(item['dc:creator']).toBe('Rebels Team');
      expect(String(item.description).length).toBeGreaterThan(50);
      expect(String(item['content:encoded'])).toMatch(/^<p>/);
      expect(String(item['content:encoded'])).not.toMatch(/href="\/[^/]/);
      await page(String(item.link).slice(origin.length));
    }
  });

  it('has a Dutch twin at /nl/rss.xml with the Dutch posts', async () => {
    const response = await app().inject({ url: '/nl/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { rss } = xml.parse(response.body);
    expect(rss.channel.language).toBe('nl');
    expect(rss.channel.link).toBe(`${origin}/nl/blog`);
    const items = rss.channel.item as Record<string, unknown>[];
    expect(items.map((item) => item.link)).toEqual([
      `${origin}/nl/blog/future-ai-business-transformation`,
      `${origin}/nl/blog/measuring-roi-ai-projects`,
      `${origin}/nl/blog/building-ai-implementation-teams`,
    ]);
    for (const item of items) {
      expect(item['dc:creator']).toBe('Team Rebels');
      await page(String(item.link).slice(origin.length));
    }
  });

  it('is linked from the head of every Dutch page as the Dutch feed', async () => {
    for (const path of ['/nl/', '/nl/jobs', '/nl/blog', '/nl/success-stories/prorail']) {
      const head = /<head>([\s\S]*?)<\/head>/.exec(await page(path))?.[1] ?? '';
      expect(head, path).toMatch(
        /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/nl\/rss.xml"/,
      );
    }
  });

  it('is linked from the head of every page', async () => {
    for (const path of ['/', '/jobs', '/blog', '/contact', '/success-stories/prorail']) {
      const html = await page(path);
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      expect(head, path).toMatch(
        /<link rel="alternate" type="application\/rss\+xml" title="Rebels Blog" href="\/rss.xml"/,
      );
    }
  });
});
