import type { MetaDescriptor } from 'react-router';
import { type Locale, localePath } from '#contracts/locale.ts';
import { site } from '#contracts/site.ts';
import { breadcrumbListLd, storyArticleLd, type JsonLd, webPageLd } from './structured-data.ts';

type PageMeta = {
  title: string;
  description: string;
  /** The page's English path; the Dutch page is the same path under /nl. */
  path: string;
  locale?: Locale;
  bilingual?: boolean;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Path of the page's own Open Graph image (1200×630); the site's image otherwise. */
  image?: string;
  /** What the image shows, when it is a photo (a social image); a card made from the title is named by the title. */
  imageAlt?: string;
  publishedTime?: string;
  jsonLd?: JsonLd[];
};

export function absoluteUrl(path: string) {
  return new URL(path, site.url).toString();
}

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/**
 * Path of the Open Graph image made for a post or a story (app/.server/og-image.ts): a PNG card with its language's
 * text, or a JPEG cropped from the social image its editor chose (`photo`).
 */
export const ogImagePath = (kind: 'blog' | 'success-stories', key: string, locale: Locale = 'en', photo = false) =>
  `/og/${locale === 'en' ? '' : `${locale}/`}${kind}/${key}.${photo ? 'jpg' : 'png'}`;
export const siteOgImage = (locale: Locale) => (locale === 'en' ? '/og-image.png' : `/og-image.${locale}.png`);

const ogLocale: Record<Locale, string> = { en: 'en_GB', nl: 'nl_NL' };

export function languageAlternates(path: string): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absoluteUrl(localePath(path, 'en')) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'nl', href: absoluteUrl(localePath(path, 'nl')) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(localePath(path, 'en')) },
  ];
}

export function clipDescription(text: string, max = 155) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export function seo({
  title,
  description,
  path,
  locale = 'en',
  // The admin pages are English only (decision 0052): no Dutch twin to point to.
  bilingual = !path.startsWith('/admin'),
  type = 'website',
  noindex,
  image = siteOgImage(locale),
  imageAlt = title,
  publishedTime,
  jsonLd = [],
}: PageMeta): MetaDescriptor[] {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(localePath(path, locale));
  const imageUrl = absoluteUrl(image);
  const saysLanguage = jsonLd.some((block) => 'inLanguage' in block);
  const blocks = saysLanguage ? jsonLd : [...jsonLd, webPageLd({ url, name: fullTitle, description, locale })];
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(bilingual ? languageAlternates(path) : []),
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
    ...(imageAlt ? [{ property: 'og:image:alt', content: imageAlt }] : []),
    { property: 'og:locale', content: ogLocale[locale] },
    ...(bilingual ? [{ property: 'og:locale:alternate', content: ogLocale[locale === 'en' ? 'nl' : 'en'] }] : []),
    ...(publishedTime ? [{ property: 'article:published_time', content: publishedTime }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ...blocks.map((block) => ({ 'script:ld+json': block })),
  ];
}

export function storySeo(
  story: {
    id: string;
    title: string;
    summary: string;
    industry: string;
    published: string;
    updated?: string;
    seo: { image?: { alt: string } };
  },
  list: { title: string; path: string },
  locale: Locale,
) {
  const image = ogImagePath('success-stories', story.id, locale, Boolean(story.seo.image));
  return {
    image,
    ...(story.seo.image ? { imageAlt: story.seo.image.alt } : {}),
    jsonLd: [
      storyArticleLd({ ...story, image, locale }),
      breadcrumbListLd(
        [
          { label: list.title, to: localePath(list.path, locale) },
          { label: story.title, to: localePath(`/success-stories/${story.id}`, locale) },
        ],
        locale,
      ),
    ],
  };
}
