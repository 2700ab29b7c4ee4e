import type { MetaDescriptor } from 'react-router';
import { site } from '#contracts/site.ts';
import { pages } from '#app/content/pages.ts';
import { breadcrumbListLd, storyArticleLd, type JsonLd } from './structured-data.ts';

type PageMeta = {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Path of the page's own Open Graph image (1200×630 PNG); the site's image otherwise. */
  image?: string;
  /** ISO date of an article, for article:published_time. */
  publishedTime?: string;
  /** JSON-LD blocks describing what the page shows. */
  jsonLd?: JsonLd[];
};

export function absoluteUrl(path: string) {
  return new URL(path, site.url).toString();
}

/** Open Graph image size: every generated image is 1200×630. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Path of the Open Graph image generated for a post or a story (scripts/lib/og-image.ts). */
export const ogImagePath = (kind: 'blog' | 'success-stories', key: string) => `/og/${kind}/${key}.png`;

/** Title, description, canonical URL, Open Graph and Twitter tags, and JSON-LD for one page. */
export function seo({
  title,
  description,
  path,
  type = 'website',
  noindex,
  image = '/og-image.png',
  publishedTime,
  jsonLd = [],
}: PageMeta): MetaDescriptor[] {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: title },
    { property: 'og:locale', content: 'en_GB' },
    ...(publishedTime ? [{ property: 'article:published_time', content: publishedTime }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ...jsonLd.map((block) => ({ 'script:ld+json': block })),
  ];
}

/** A success story's own Open Graph image and its Article and BreadcrumbList JSON-LD. */
export function storySeo(story: { id: string; title: string; summary: string; industry: string }) {
  const path = `/success-stories/${story.id}`;
  const image = ogImagePath('success-stories', story.id);
  return {
    image,
    jsonLd: [
      storyArticleLd({ ...story, image }),
      breadcrumbListLd([
        { label: pages.successStories.title, to: pages.successStories.path },
        { label: story.title, to: path },
      ]),
    ],
  };
}
