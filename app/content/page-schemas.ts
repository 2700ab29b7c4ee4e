// The schemas of the pages' fixed copy (navigation, page headings, the story, blog and contact
// pages' words), apart from the copy itself: the browser imports some of that copy (the
// navigation, a missing story's words), and zod must not come with it. The content loader
// (app/.server/content.ts) checks every file against these at build.
import { z } from 'zod';
import { ActionSchema, StoryListTabSchema, internalPath, localizedAs, plainText, specText, text } from './schema.ts';

export const NavLinkSchema = z.object({ label: text, to: internalPath });
export const NavMenuSchema = z.object({ label: specText('Services'), children: z.array(NavLinkSchema) });

/** Every navigation of the site, as the content loader checks it. */
export const NavSchema = z.object({
  servicesNav: z.array(NavLinkSchema),
  homeLink: NavLinkSchema,
  mainNav: z.array(z.union([NavLinkSchema, NavMenuSchema])),
  navCallToAction: NavLinkSchema,
  companyNav: z.array(NavLinkSchema),
  legalNav: z.array(NavLinkSchema),
});

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

// Hero copy and meta of each page: one record feeds the <h1>, the intro, the <title>,
// the description and the Open Graph tags.

const BannerSchema = z.object({ title: text, text, primary: ActionSchema });

export const StoryListPageSchema = z.object({
  tabs: z.array(z.object({ value: StoryListTabSchema, label: text })).length(2),
  tabsLabel: text,
  readMore: specText('Read More'),
  empty: z.object({ title: specText('Stories Coming Soon'), text }),
  banner: BannerSchema,
});

export const StoryPageSchema = z.object({
  back: specText('All Success Stories'),
  useCasePrefix: z.strictObject({ en: z.literal('Use Case: '), nl: z.string().min(1) }),
  about: specText('About'),
  challenge: specText('The Challenge'),
  solution: specText('The Solution'),
  technologiesUsed: specText('Technologies Used'),
  tabs: z.object({ solution: specText('Solution'), tech: specText('Tech'), impact: specText('Impact') }),
  comingSoon: specText('Coming Soon'),
  comingSoonText: text,
  technologies: text,
  partners: text,
  clientLogo: text,
  providerLogo: text,
  logoPlaceholder: specText('Company Logo'),
  impactOverview: specText('Impact Overview'),
  keyMetrics: specText('Key Metrics'),
  testimonialSubline: specText('Transportation Innovation Group'),
  exploreMore: specText('Explore More Success Stories'),
  readCaseStudy: specText('Read Case Study'),
  banner: BannerSchema.extend({ title: specText('Ready to Write Your Success Story?') }),
  notFound: z.object({
    title: specText('Success Story Not Found'),
    description: specText("The success story you're looking for doesn't exist or has been moved."),
    back: specText('Back to Success Stories'),
  }),
});

export const BlogFeedSchema = z.object({
  path: localizedAs(z.literal('/rss.xml'), z.literal('/nl/rss.xml')),
  title: text,
});
export const BlogPlaceholderSchema = z.object({
  title: text,
  excerpt: text,
  badge: specText('Coming Soon'),
  date: localizedAs(z.literal('TBD'), plainText),
  label: specText('Stay Tuned'),
});
export const PostPageSchema = z.object({
  back: specText('Back to Home'),
  related: specText('You May Also Like'),
  closing: z.object({
    title: specText('Ready to Transform Your Business with AI?'),
    text,
    primary: z.object({ label: specText('Get Started Today'), to: z.literal('/contact') }),
  }),
  notFound: z.object({
    heading: specText('Blog Post Not Found'),
    intro: specText("The blog post you're looking for doesn't exist."),
    back: specText('Back to Home'),
  }),
});

export const ContactPageSchema = z.object({
  tabs: z.object({ label: text, company: specText('For Companies'), job: specText('Job Application') }),
  company: z.object({
    id: z.literal('company-enquiry'),
    heading: text,
    lead: text,
    privacy: text,
    submit: text,
    submitting: text,
  }),
  job: z.object({
    id: z.literal('job-application'),
    heading: text,
    lead: text,
    positionPlaceholder: text,
    privacy: text,
    submit: text,
    submitting: text,
  }),
  info: z.object({
    heading: text,
    email: z.object({ title: text, note: text }),
    phone: z.object({ title: text }),
    office: z.object({ title: text, note: text }),
  }),
});
