// JSON-LD from the records pages show. React Router escapes <, > and &, so no copy can close its script element; being
// data, the CSP need not hash it (decisions 0002, 0018).
import { type Locale, localePath, localize } from '#contracts/locale.ts';
import { site } from '#contracts/site.ts';
import type { ContactDetails } from '#contracts/content/settings.ts';

const context = 'https://schema.org';
const absolute = (path: string) => new URL(path, site.url).toString();

type PostalAddress = {
  '@type': 'PostalAddress';
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  addressCountry: string;
};

export type OrganizationLd = {
  '@context': typeof context;
  '@type': 'Organization';
  '@id': string;
  name: string;
  legalName: string;
  url: string;
  logo: string;
  email: string;
  telephone: string;
  address: PostalAddress;
  contactPoint: {
    '@type': 'ContactPoint';
    contactType: string;
    email: string;
    telephone: string;
    areaServed: string;
    availableLanguage: string[];
  };
  sameAs: string[];
};

export type WebSiteLd = {
  '@context': typeof context;
  '@type': 'WebSite';
  '@id': string;
  name: string;
  url: string;
  inLanguage: string;
  publisher: { '@id': string };
};

type Author = { '@type': 'Organization'; name: string; url: string };
type Publisher = {
  '@type': 'Organization';
  '@id': string;
  name: string;
  logo: { '@type': 'ImageObject'; url: string };
};

export type ArticleLd = {
  '@context': typeof context;
  '@type': 'BlogPosting' | 'Article';
  headline: string;
  description: string;
  image: string[];
  datePublished: string;
  dateModified?: string;
  author: Author;
  publisher: Publisher;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  articleSection?: string;
  inLanguage: string;
};

export type BreadcrumbListLd = {
  '@context': typeof context;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
};

export type JobPostingLd = {
  '@context': typeof context;
  '@type': 'JobPosting';
  title: string;
  /** HTML, as Google asks for: paragraphs and lists. */
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType: string[];
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string; logo: string };
  jobLocation: { '@type': 'Place'; address: PostalAddress };
  directApply: boolean;
};

type WebPageLd = {
  '@context': string;
  '@type': 'WebPage';
  '@id': string;
  url: string;
  name: string;
  description: string;
  inLanguage: string;
  isPartOf: { '@id': string };
};

export type JsonLd = OrganizationLd | WebSiteLd | ArticleLd | BreadcrumbListLd | JobPostingLd | WebPageLd;

const organizationId = absolute('/#organization');
const logoUrl = absolute('/icon-512.png');

const postalAddress = ({ address }: ContactDetails): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: address.street,
  postalCode: address.postalCode,
  addressLocality: address.city,
  addressCountry: address.countryCode,
});
/** A breadcrumb trail's first step. */
const homeCrumb = { label: { en: 'Home', nl: 'Home' }, to: '/' };

const teamAuthor = (name: string): Author => ({ '@type': 'Organization', name, url: absolute('/about') });

const publisher = (): Publisher => ({
  '@type': 'Organization',
  '@id': organizationId,
  name: site.name,
  logo: { '@type': 'ImageObject', url: logoUrl },
});

/** The company, with the contact details of the site's settings. */
export function organizationLd(contact: ContactDetails): OrganizationLd {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: absolute('/'),
    logo: logoUrl,
    email: contact.email,
    telephone: contact.phone,
    address: postalAddress(contact),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: contact.email,
      telephone: contact.phone,
      areaServed: contact.address.countryCode,
      availableLanguage: ['en', 'nl'],
    },
    sameAs: [contact.linkedin],
  };
}

export function webSiteLd(locale: Locale = 'en'): WebSiteLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': absolute(`${localePath('/', locale)}#website`),
    name: site.name,
    url: absolute(localePath('/', locale)),
    inLanguage: locale,
    publisher: { '@id': organizationId },
  };
}

export function blogPostingLd(post: {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  datePublished: string;
  image: string;
  locale?: Locale;
}): ArticleLd {
  const locale = post.locale ?? 'en';
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [absolute(post.image)],
    datePublished: post.datePublished,
    author: teamAuthor(post.author),
    publisher: publisher(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(localePath(`/blog/${post.slug}`, locale)) },
    inLanguage: locale,
  };
}

/** A success story as an Article, with the company that wrote the case as its author (decision 0018). */
export function storyArticleLd(story: {
  id: string;
  title: string;
  summary: string;
  industry: string;
  image: string;
  published: string;
  updated?: string;
  locale?: Locale;
}): ArticleLd {
  const locale = story.locale ?? 'en';
  return {
    '@context': context,
    '@type': 'Article',
    headline: story.title,
    description: story.summary,
    image: [absolute(story.image)],
    author: teamAuthor(site.name),
    publisher: publisher(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(localePath(`/success-stories/${story.id}`, locale)) },
    articleSection: story.industry,
    datePublished: story.published,
    dateModified: story.updated ?? story.published,
    inLanguage: locale,
  };
}

/** The page itself and its language, for pages whose other blocks do not say it (issue 23). */
export function webPageLd(page: { url: string; name: string; description: string; locale: Locale }): WebPageLd {
  return {
    '@context': context,
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.locale,
    isPartOf: { '@id': absolute(`${localePath('/', page.locale)}#website`) },
  };
}

export function breadcrumbListLd(trail: { label: string; to: string }[], locale: Locale = 'en'): BreadcrumbListLd {
  const home = localize(homeCrumb, locale);
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: [{ ...home, to: localePath(home.to, locale) }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.to),
    })),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One position of /jobs, with the fields Google requires and those the content knows. */
export function jobPostingLd(
  job: {
    title: string;
    description: string;
    aboutHtml: string;
    requirements: string[];
    datePosted: string;
    validThrough?: string;
    employmentType: string[];
  },
  contact: ContactDetails,
): JobPostingLd {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const description = [`<p>${escapeHtml(job.description)}</p>`, job.aboutHtml, list(job.requirements)].join('');
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: absolute('/'), logo: logoUrl },
    jobLocation: { '@type': 'Place', address: postalAddress(contact) },
    // 'Apply Now' opens this site's own application form.
    directApply: true,
  };
}
