// Every content type by name (decision 0053), with its schema and where the content pack keeps it (decision 0072):
// a type with `dir` is a collection, one file per item named by its key; a type with `file` is one file. The studio
// lists and edits these types; the pack, the database and the build read them through contracts/content/pack.ts.
// Server and build only, or a page would ship zod.
import { z } from 'zod';
import { AboutContentSchema } from './about.ts';
import { AcademyPageSchema } from './academy.ts';
import { BlogPlaceholderSchema, PostPageSchema } from './blog.ts';
import { ClientLogosSchema } from './client-logo.ts';
import { ContactPageSchema } from './contact-page.ts';
import { text } from './fields.ts';
import { HomeContentSchema } from './home.ts';
import { ImplementationPageSchema } from './implementation.ts';
import { JobPositionSchema } from './job.ts';
import { JobsPageSchema } from './jobs-page.ts';
import { MediaSchema } from './media.ts';
import { LegalDocSchema } from './legal.ts';
import { PublicPagesSchema } from './page-copy.ts';
import { PostSchema } from './post.ts';
import { StoryListPageSchema, StoryPageSchema } from './success-stories.ts';
import { MetricSchema, StorySchema } from './story.ts';
import { RedirectsSchema } from './redirects.ts';
import { SiteSettingsSchema } from './settings.ts';
import { TeamSchema } from './team-member.ts';

/** content/pages/success-stories.yaml: the list page's and the story page's copy around the stories. */
export const SuccessStoriesPagesSchema = z.strictObject({
  list: StoryListPageSchema,
  story: StoryPageSchema,
  /** Key metrics shown on a story that has the block but no metrics of its own. */
  defaultMetrics: z.array(MetricSchema).length(4),
  /** The Solution/Tech/Impact headline of a story that has none of its own. */
  tabHeadlineFallbacks: z.strictObject({ academy: text, implementation: text }),
});
/** content/pages/blog.yaml: the list's placeholders and a post page's copy around the post. */
export const BlogPagesSchema = z.strictObject({
  placeholders: z.array(BlogPlaceholderSchema).length(2),
  postPage: PostPageSchema,
});

const many = <S extends z.ZodType>(dir: string, schema: S, format: 'yaml' | 'markdown' = 'yaml') =>
  ({ dir, schema, format }) as const;
const one = <S extends z.ZodType>(file: string, schema: S) => ({ file, schema }) as const;

export const contentTypes = {
  story: { ...many('stories', StorySchema), keyField: 'id' },
  post: many('posts', PostSchema, 'markdown'),
  job: many('jobs', JobPositionSchema),
  legalDocument: { ...many('legal', LegalDocSchema), keyField: 'slug' },
  pageCopy: one('pages/page-copy', PublicPagesSchema),
  homePage: one('pages/home', HomeContentSchema),
  aboutPage: one('pages/about', AboutContentSchema),
  academyPage: one('pages/academy', AcademyPageSchema),
  implementationPage: one('pages/implementation', ImplementationPageSchema),
  jobsPage: one('pages/jobs', JobsPageSchema),
  contactPage: one('pages/contact', ContactPageSchema),
  successStoriesPages: one('pages/success-stories', SuccessStoriesPagesSchema),
  blogPages: one('pages/blog', BlogPagesSchema),
  team: one('team', TeamSchema),
  clients: one('clients', ClientLogosSchema),
  siteSettings: one('settings', SiteSettingsSchema),
  redirects: one('redirects', RedirectsSchema),
  media: many('media', MediaSchema),
} as const;
export type ContentType = keyof typeof contentTypes;
