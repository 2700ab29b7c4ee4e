// The page an item is seen on (decision 0076), apart from the schemas so the studio's pages can read it.
import { type Locale, localePath } from '../locale.ts';
import type { ContentType } from './index.ts';

/** The page an item is seen on, in a language: what its preview renders ('/nl/blog/x'). */
export function previewPath(type: ContentType, key: string, locale: Locale): string {
  const english: Record<ContentType, string> = {
    post: `/blog/${key}`,
    story: `/success-stories/${key}`,
    job: '/jobs',
    legalDocument: `/${key}`,
    homePage: '/',
    aboutPage: '/about',
    academyPage: '/services/academy',
    implementationPage: '/services/implementation',
    jobsPage: '/jobs',
    contactPage: '/contact',
    successStoriesPages: '/success-stories',
    blogPages: '/blog',
    pageCopy: '/services',
    team: '/about',
    clients: '/',
    // The header, the footer and the contact details are on every page; the contact page shows them all.
    siteSettings: '/contact',
    // Redirects have no page of their own (the preview says so: server/content/preview.service.ts).
    redirects: '/',
    // Nor has an image: it is seen where a post or story shows it.
    media: '/',
  };
  // The Dutch home is '/nl/', as the site's paths have it (app/lib/route-paths.ts); every other page has no '/'.
  const path = localePath(english[type], locale);
  return path === '/' || path === '/nl/' ? path : path.replace(/\/$/, '');
}

/** Whether an item is seen on a page of its own to preview: redirects and images are not (they are seen elsewhere). */
export const hasPagePreview = (type: ContentType) => type !== 'redirects' && type !== 'media';

/** The types whose key is their page's address and may change, the old address redirecting (decision 0079). */
export const renamableTypes: readonly ContentType[] = ['post'];

/** A path as redirects compare it (decision 0079): without a trailing slash ('/blog/x/' is '/blog/x'), '/' kept. */
export const redirectKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
