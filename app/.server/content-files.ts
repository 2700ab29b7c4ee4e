// The files beside the pages that the content makes (issue 35, decision 0073): the sitemap, both feeds, each post's
// and story's Open Graph image, the general conditions as PDF, the redirects the server answers (decision 0079) and
// the site search's index in each language (decision 0081).
// The build writes them (scripts/postbuild.ts) for the repository's pack; a publish writes them for the store's
// content (server/publish/, through the built entry).
// Each has a key that changes when what it is made from does, so a publish makes again only what changed.
import { createHash } from 'node:crypto';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { RouterContextProvider } from 'react-router';
import { m } from '#contracts/i18n/messages.js';
import { type Locale, englishPath, localePath, locales, localize } from '#contracts/locale.ts';
import { site } from '#contracts/site.ts';
import { blogFeed, generalConditionsPdf as pdfPaths } from '../content/nav.ts';
import { prerenderPaths, sitemapPaths } from '../lib/route-paths.ts';
import { ogImagePath } from '../lib/seo.ts';
import { content } from './content.ts';
import { generalConditionsPdf } from './general-conditions-pdf.ts';
import { type OgCard, ogImagePng, socialImageJpeg } from './og-image.ts';
import type { MediaView } from '#contracts/media.ts';
import { REDIRECTS_FILE } from '#contracts/content/redirects.ts';
import { resolveRedirects } from './redirects.ts';
import { rssFeed } from './rss.ts';
import { buildSearchIndex, searchIndexFile } from '#contracts/search.ts';
import { searchDocuments } from './search-documents.ts';

/** A file below the site's root ('sitemap.xml', 'og/blog/x.png'), its key, and how to make it. */
export type ContentFile = { file: string; key: string; make: () => Promise<string | Uint8Array> };

const keyOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
const absolute = (each: string) => new URL(each, site.url).toString();

/** sitemap.xml: every indexable page in both languages, each naming its pair (xhtml:link alternates). */
function sitemapXml(paths: readonly string[]) {
  const urls = paths
    .map((each) => {
      const english = englishPath(each);
      const alternates = [
        ...locales.map((locale) => [locale, localePath(english, locale)] as const),
        ['x-default', english] as const,
      ].map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(href)}"/>`);
      return [`  <url>`, `    <loc>${absolute(each)}</loc>`, ...alternates, `  </url>`].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** The original of a media library file by its name (decision 0082), or null when the store has none. */
export type MediaOriginals = (file: string) => Promise<Uint8Array | null>;

/**
 * Each post and each story gets an Open Graph image of its own, in each language, at the path its meta names: a card
 * made from its title, or the social image its editor chose, cut to the card's size.
 */
function ogImages(locale: Locale, media: MediaOriginals, context?: Readonly<RouterContextProvider>): ContentFile[] {
  const c = content(locale, context);
  const card = (urlPath: string, og: OgCard): ContentFile => ({
    file: urlPath.slice(1),
    key: keyOf(og),
    make: () => ogImagePng(og),
  });
  const photo = (urlPath: string, image: MediaView): ContentFile => ({
    file: urlPath.slice(1),
    key: keyOf({ file: image.file, focal: image.focal }),
    make: async () => {
      const original = await media(image.file);
      if (!original) throw new Error(`The media library has no file ${image.file} for ${urlPath}`);
      return socialImageJpeg(original, image);
    },
  });
  return [
    ...c.posts.map((post) => {
      const urlPath = ogImagePath('blog', post.slug, locale, Boolean(post.seo.image));
      if (post.seo.image) return photo(urlPath, post.seo.image);
      return card(urlPath, {
        eyebrow: c.pages.blog.title,
        title: post.title,
        footnote: `${post.author} · ${post.date} · ${post.readTime}`,
        motif: post.heroImage,
      });
    }),
    ...c.stories.map((story) => {
      const urlPath = ogImagePath('success-stories', story.id, locale, Boolean(story.seo.image));
      if (story.seo.image) return photo(urlPath, story.seo.image);
      return card(urlPath, {
        eyebrow: story.industry,
        title: story.title,
        footnote: `${c.pages.successStories.title} · ${site.name}`,
      });
    }),
  ];
}

/**
 * Every file the content makes besides its pages, for the build's pack or the one `context` carries; `media` reads the
 * originals the social images are cut from.
 */
export function contentFiles(
  routes: RouteConfigEntry[],
  context?: Readonly<RouterContextProvider>,
  media: MediaOriginals = async () => null,
): ContentFile[] {
  const files: ContentFile[] = [];
  const text = (file: string, body: string) => files.push({ file, key: keyOf(body), make: async () => body });
  const english = content('en', context);
  const noindex = new Set(
    Object.values(english.pages)
      .filter((page) => page.noindex)
      .map((page) => page.path),
  );
  const params = { ':id': english.stories.map((story) => story.id), ':slug': english.posts.map((post) => post.slug) };
  text('sitemap.xml', sitemapXml(sitemapPaths(routes, params, noindex)));
  text(REDIRECTS_FILE, JSON.stringify(resolveRedirects(english.redirects, prerenderPaths(routes, params))));
  for (const locale of locales) {
    const c = content(locale, context);
    const feed = localize(blogFeed, locale);
    text(
      feed.path.slice(1),
      rssFeed(c.posts, {
        title: feed.title,
        description: c.pages.blog.description,
        path: localePath(c.pages.blog.path, locale),
        feedPath: feed.path,
        language: locale,
      }),
    );
    text(searchIndexFile(locale), buildSearchIndex(searchDocuments(c), locale));
    files.push(...ogImages(locale, media, context));
    const doc = c.legal['general-conditions']!;
    const words = {
      lastUpdated: m.last_updated({}, { locale }),
      page: (index: number, count: number) => m.pdf_page({ index: String(index), count: String(count) }, { locale }),
    };
    const { address, email } = c.settings.contact;
    const sender = { address, email };
    files.push({
      file: pdfPaths[locale].slice(1),
      key: keyOf([doc, words.lastUpdated, words.page(1, 2), sender]),
      make: () => generalConditionsPdf(doc, words, sender),
    });
  }
  return files;
}
