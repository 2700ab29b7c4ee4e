// The built site in two languages (issue 23): every English page has its Dutch twin under /nl
// with lang="nl", reciprocal hreflang links, its own Dutch title, description, Open Graph tags and
// JSON-LD, no English interface string left on a Dutch page, both languages in the sitemap with
// alternates that match the pages, the Dutch feed, the Dutch 404, and a complete catalog.
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { filesUnder } from '../../scripts/lib/files.ts';
import { decode, metaContent, parseHtml, title } from '../helpers/html.ts';
import { requireBuild, staticDir, useTestApp } from '../helpers/test-app.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

const origin = 'https://www.rebels-ai.nl';

/** The public pages the build wrote, by path ('/' and '/about', '/nl/' and '/nl/about'); no admin, no 404. */
function builtPages() {
  requireBuild();
  return filesUnder(staticDir, /^index\.html$/, ['admin', '_answer', 'assets', 'art', 'og', 'documents'])
    .map((file) => {
      const dir = path.relative(staticDir, path.dirname(file)).split(path.sep).join('/');
      return dir === '' ? '/' : dir === 'nl' ? '/nl/' : `/${dir}`;
    })
    .filter((page) => !/(^|\/)404$|_not-found/.test(page))
    .sort();
}

const html = (page: string) => builtPage(page);

const dutchTwin = (page: string) => (page === '/' ? '/nl/' : `/nl${page}`);

/** hreflang → URL of a page's alternate links. */
function alternates(markup: string) {
  const links: Record<string, string> = {};
  for (const [tag] of markup.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/gi)) {
    const lang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) links[lang] = decode(href);
  }
  return links;
}

function jsonLd(markup: string) {
  return [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body!) as Record<string, unknown>,
  );
}

const pages = builtPages();
const english = pages.filter((page) => !page.startsWith('/nl/'));
const dutch = pages.filter((page) => page.startsWith('/nl/'));

describe('the Dutch pages', () => {
  it('exist for every English page, and for nothing else', () => {
    // The spec's prerendered routes: home, about, 3 services pages, success stories and 17
    // stories, blog and 3 posts, jobs, contact, 3 legal pages (the fourth is a PDF) and the
    // academy test.
    expect(english).toHaveLength(33);
    expect(dutch).toEqual(english.map(dutchTwin).sort());
    for (const path of ['/nl/', '/nl/services/academy', '/nl/success-stories/prorail', '/nl/jobs', '/nl/contact']) {
      expect(dutch).toContain(path);
    }
  });

  it.each(dutch)('%s has lang="nl", a Dutch title and description, og:locale nl_NL and a Dutch image', (page) => {
    const markup = html(page);
    const twin = html(page === '/nl/' ? '/' : page.slice(3));
    expect(/<html lang="([^"]+)"/.exec(markup)?.[1]).toBe('nl');
    expect(/<html lang="([^"]+)"/.exec(twin)?.[1]).toBe('en');
    expect(metaContent(markup, 'property', 'og:locale')).toBe('nl_NL');
    expect(metaContent(twin, 'property', 'og:locale')).toBe('en_GB');
    expect(metaContent(markup, 'property', 'og:url')).toBe(`${origin}${page}`);
    const description = metaContent(markup, 'name', 'description');
    expect(description).toBeTruthy();
    expect(description).not.toBe(metaContent(twin, 'name', 'description'));
    // A title may be a name in both languages (a story's client); then the page's text differs.
    if (title(markup) === title(twin)) expect(parseHtml(markup).text).not.toBe(parseHtml(twin).text);
    const image = metaContent(markup, 'property', 'og:image') ?? '';
    expect(image).not.toBe(metaContent(twin, 'property', 'og:image'));
    expect(fs.existsSync(path.join(staticDir, new URL(image).pathname))).toBe(true);
  });

  it.each(dutch)('%s describes itself in Dutch in its JSON-LD', (page) => {
    const data = jsonLd(html(page));
    expect(data.length).toBeGreaterThan(0);
    const withLanguage = data.filter((each) => 'inLanguage' in each);
    expect(withLanguage.length).toBeGreaterThan(0);
    for (const each of withLanguage) expect(each.inLanguage).toBe('nl');
  });
});

describe('hreflang', () => {
  it.each(pages)('%s links itself and its pair, and the pair links back', (page) => {
    const isDutch = page.startsWith('/nl/');
    const en = isDutch ? (page === '/nl/' ? '/' : page.slice(3)) : page;
    const links = alternates(html(page));
    expect(links).toEqual({ en: `${origin}${en}`, nl: `${origin}${dutchTwin(en)}`, 'x-default': `${origin}${en}` });
    expect(alternates(html(isDutch ? en : dutchTwin(en)))).toEqual(links);
  });
});

describe('the language switch', () => {
  it.each(pages)('%s links the same page in the other language, as a plain link', (page) => {
    const isDutch = page.startsWith('/nl/');
    const target = isDutch ? (page === '/nl/' ? '/' : page.slice(3)) : dutchTwin(page);
    const name = isDutch ? 'EN: This page in English' : 'NL: Deze pagina in het Nederlands';
    const switches = [...html(page).matchAll(/(<a\b[^>]*>)([^<]*)<\/a>/g)].filter(
      ([, tag]) => tag!.includes(`aria-label="${name}"`) || tag!.includes(`hrefLang="${isDutch ? 'en' : 'nl'}"`),
    );
    expect(switches.length).toBeGreaterThanOrEqual(2); // header and footer
    for (const [, tag, text] of switches) {
      expect(decode(/href="([^"]+)"/.exec(tag!)?.[1] ?? '')).toBe(target);
      // WCAG 2.5.3, label in name: what a speech user says ("NL") is where the name starts.
      expect(tag).toContain(`aria-label="${name}"`);
      expect(name.startsWith(`${text}:`)).toBe(true);
    }
  });
});

describe('the admin pages', () => {
  it('are English only, with no switch to a Dutch page that does not exist', () => {
    for (const page of ['admin/login', 'admin/submissions', 'admin/account']) {
      const markup = builtPage(page);
      expect(markup).toContain('<html lang="en"');
      expect(markup).not.toContain('Deze pagina in het Nederlands');
      expect(markup).not.toContain('hrefLang="nl"');
    }
  });
});

describe('no English on a Dutch page', () => {
  // Interface strings whose Dutch differs from the English and that are long enough not to be
  // a shared word ('Blog', 'Contact', 'LinkedIn'), plus the English texts of the content files.
  const leaks = Object.entries(en)
    .filter(([key, text]) => typeof text === 'string' && !key.startsWith('$'))
    .filter(([key, text]) => (nl as Record<string, string>)[key] !== text)
    .map(([, text]) => text.replace(/\{[^}]+\}.*$/s, '').trim())
    .filter((text) => text.length >= 12 && !/^(https?:|mailto:)/.test(text));

  it('knows enough English strings to catch a leak', () => {
    expect(leaks.length).toBeGreaterThan(80);
  });

  it.each(dutch.filter((page) => !/\/(cookie-policy|privacy-policy|privacy-statement-jobs)$/.test(page)))(
    '%s shows no English interface string',
    (page) => {
      // A certification keeps its English name in Dutch (docs/glossary.md).
      const text = parseHtml(html(page)).text.replaceAll('Advanced AI Implementation', '');
      expect(leaks.filter((leak) => text.includes(leak))).toEqual([]);
    },
  );

  it.each(english)('%s shows no Dutch-only interface string (the check can tell the languages apart)', (page) => {
    const dutchOnly = Object.entries(nl)
      .filter(([key, text]) => typeof text === 'string' && (en as Record<string, string>)[key] !== text)
      .map(([, text]) => text.replace(/\{[^}]+\}.*$/s, '').trim())
      .filter((text) => text.length >= 12);
    const { text } = parseHtml(html(page));
    expect(dutchOnly.filter((each) => text.includes(each))).toEqual([]);
  });
});

describe('the catalogs', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

  it('have the same keys in both languages, none empty, with the same placeholders', () => {
    const keys = (catalog: object) => Object.keys(catalog).filter((key) => !key.startsWith('$'));
    expect(keys(nl).sort()).toEqual(keys(en).sort());
    expect(keys(en).length).toBeGreaterThan(100);
    for (const key of keys(en)) {
      const [english, dutchText] = [(en as Record<string, string>)[key]!, (nl as Record<string, string>)[key]!];
      expect(dutchText.trim(), key).not.toBe('');
      expect(placeholders(dutchText), key).toEqual(placeholders(english));
    }
  });
});

describe("Paraglide's runtime", () => {
  // vite.config.ts swaps the compiled messages' runtime import for a stub (docs/workarounds.md): when
  // Paraglide changes that import line, the swap stops matching and the runtime ships again.
  it('is in no browser chunk; the stub that replaces it is', () => {
    requireBuild();
    const chunks = filesUnder(path.join(staticDir, 'assets'), /\.js$/).map((file) => fs.readFileSync(file, 'utf8'));
    expect(chunks.filter((code) => code.includes('PARAGLIDE_LOCALE'))).toEqual([]);
    expect(chunks.some((code) => code.includes('A message was called without a locale'))).toBe(true);
  });
});

describe('the sitemap and the feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

  it('lists both languages, each with alternates that match the page', () => {
    const xml = parser.parse(fs.readFileSync(path.join(staticDir, 'sitemap.xml'), 'utf8')) as {
      urlset: { url: { loc: string; 'xhtml:link': { hreflang: string; href: string }[] }[] };
    };
    const urls = xml.urlset.url;
    const listed = urls.map((url) => url.loc.slice(origin.length)).sort();
    // The academy test is noindex, so it is not listed.
    expect(listed).toEqual(pages.filter((page) => !page.endsWith('/academy-test')));
    for (const url of urls) {
      const fromSitemap = Object.fromEntries(url['xhtml:link'].map((link) => [link.hreflang, link.href]));
      expect(fromSitemap).toEqual(alternates(html(url.loc.slice(origin.length))));
    }
  });

  it('/nl/rss.xml parses and carries the Dutch posts', () => {
    const feed = parser.parse(fs.readFileSync(path.join(staticDir, 'nl/rss.xml'), 'utf8')) as {
      rss: { channel: { language: string; item: { title: string; link: string }[] } };
    };
    const englishFeed = parser.parse(fs.readFileSync(path.join(staticDir, 'rss.xml'), 'utf8')) as typeof feed;
    expect(feed.rss.channel.language).toBe('nl');
    expect(feed.rss.channel.item).toHaveLength(3);
    for (const item of feed.rss.channel.item) expect(item.link).toMatch(new RegExp(`^${origin}/nl/blog/[a-z0-9-]+$`));
    const englishTitles = englishFeed.rss.channel.item.map((item) => item.title);
    for (const item of feed.rss.channel.item) expect(englishTitles).not.toContain(item.title);
  });
});

describe('the server', () => {
  const app = useTestApp();

  it.each(dutch)('answers %s with 200 and lang="nl", whatever the browser prefers', async (page) => {
    const response = await app().inject({ url: page, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="nl"');
  });

  it('never redirects by Accept-Language', async () => {
    const response = await app().inject({ url: '/', headers: { 'accept-language': 'nl-NL,nl;q=0.9' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
  });

  it('answers an unknown Dutch address with the Dutch 404 page', async () => {
    const response = await app().inject({ url: '/nl/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="nl"');
    expect(parseHtml(response.body).h1).toBe('404 Pagina niet gevonden');
    const englishMissing = await app().inject({ url: '/does-not-exist' });
    expect(englishMissing.statusCode).toBe(404);
    expect(parseHtml(englishMissing.body).h1).toBe('404 Page Not Found');
  });
});
