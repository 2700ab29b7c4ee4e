// Hero copy and meta of each page: one record feeds the <h1>, intro, <title>, description and Open Graph tags.
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { PostNotFoundSchema } from './blog.ts';
import { plainText, text } from './fields.ts';
import { StoryNotFoundSchema } from './success-stories.ts';

const copy = <T extends z.ZodType>(words: T) =>
  z.object({
    /** The English path; the Dutch page is under /nl. */
    path: z.string().regex(/^\/[a-z0-9/-]*$/),
    /** <title> (the brand is appended by seo()). */
    title: words,
    /** Meta description, 50–160 characters. */
    description: words,
    eyebrow: words.optional(),
    heading: words,
    intro: words,
    noindex: z.boolean().optional(),
  });
export const PageCopySchema = copy(text);
export type PageCopy = Local<z.infer<typeof PageCopySchema>>;
/** Admin pages are English only (decision 0052). */
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
] as const;
export type PublicPage = (typeof publicPages)[number];
const adminPages = ['adminLogin', 'adminSubmissions', 'adminSetup', 'adminCreate'] as const;
export type AdminPage = (typeof adminPages)[number];
/** The public pages' copy: the content pack's pages/page-copy.yaml, edited in the studio. */
export const PublicPagesSchema = z.strictObject(
  Object.fromEntries(publicPages.map((page) => [page, PageCopySchema])) as Record<PublicPage, typeof PageCopySchema>,
);
/**
 * The copy the app's own code imports (app/content/pages/index.ts): the not-found page, which a browser may render
 * for a path nobody prerendered, and the admin pages. Written in code, because the browser's bundles carry it.
 */
export const AppPagesSchema = z.strictObject({
  notFound: PageCopySchema,
  ...(Object.fromEntries(adminPages.map((page) => [page, AdminPageCopySchema])) as Record<
    AdminPage,
    typeof AdminPageCopySchema
  >),
});

/** The not-found views of a post and a story (app/content/pages/index.ts), written in code for the same reason. */
export const NotFoundViewsSchema = z.strictObject({ post: PostNotFoundSchema, story: StoryNotFoundSchema });
