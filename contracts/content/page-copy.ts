// Hero copy and meta of each page (app/content/pages/index.ts): one record feeds the <h1>, the
// intro, the <title>, the description and the Open Graph tags.
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { plainText, text } from './fields.ts';

const copy = <T extends z.ZodType>(words: T) =>
  z.object({
    /** Canonical path of the page (the English one; the Dutch page is under /nl). */
    path: z.string().regex(/^\/[a-z0-9/-]*$/),
    /** <title> (the brand is appended by seo()). */
    title: words,
    /** Meta description, 50–160 characters. */
    description: words,
    eyebrow: words.optional(),
    heading: words,
    intro: words,
    /** Kept out of search engines and the sitemap. */
    noindex: z.boolean().optional(),
  });
/** A public page: in English and Dutch. */
export const PageCopySchema = copy(text);
/** A public page's copy in one language. */
export type PageCopy = Local<z.infer<typeof PageCopySchema>>;
/** An admin page: English only (issue 23). */
export const AdminPageCopySchema = copy(plainText);

const publicPages = [
  'home',
  'services',
  'academy',
  'implementation',
  'contact',
  'about',
  'academyTest',
  'successStories',
  'blog',
  'jobs',
  'notFound',
] as const;
export type PublicPage = (typeof publicPages)[number];
const adminPages = ['adminLogin', 'adminSubmissions', 'adminSetup', 'adminCreate'] as const;
export type AdminPage = (typeof adminPages)[number];
/** Every page's copy: the public ones in both languages, the admin pages in English. */
export const PagesSchema = z.object({
  ...(Object.fromEntries(publicPages.map((page) => [page, PageCopySchema])) as Record<
    PublicPage,
    typeof PageCopySchema
  >),
  ...(Object.fromEntries(adminPages.map((page) => [page, AdminPageCopySchema])) as Record<
    AdminPage,
    typeof AdminPageCopySchema
  >),
});
