// Every content type by name with its schema (decision 0053); server and build only, or a page would ship zod.
import { AboutContentSchema } from './about.ts';
import { AcademyPageSchema } from './academy.ts';
import { BlogFeedSchema, BlogPlaceholderSchema, PostPageSchema } from './blog.ts';
import { ClientLogoSchema } from './client-logo.ts';
import { ContactPageSchema } from './contact-page.ts';
import { HomeContentSchema } from './home.ts';
import { ImplementationPageSchema } from './implementation.ts';
import { JobPositionSchema } from './job.ts';
import { JobsPageSchema } from './jobs-page.ts';
import { LegalDocSchema } from './legal.ts';
import { NavSchema } from './nav.ts';
import { PagesSchema } from './page-copy.ts';
import { PostFrontmatterSchema } from './post.ts';
import { StoryListPageSchema, StoryPageSchema } from './success-stories.ts';
import { StorySchema } from './story.ts';
import { TeamMemberSchema } from './team-member.ts';

export const contentTypes = {
  story: StorySchema,
  post: PostFrontmatterSchema,
  job: JobPositionSchema,
  teamMember: TeamMemberSchema,
  clientLogo: ClientLogoSchema,
  legalDocument: LegalDocSchema,
  navigation: NavSchema,
  pageCopy: PagesSchema,
  homePage: HomeContentSchema,
  aboutPage: AboutContentSchema,
  academyPage: AcademyPageSchema,
  implementationPage: ImplementationPageSchema,
  jobsPage: JobsPageSchema,
  contactPage: ContactPageSchema,
  storyListPage: StoryListPageSchema,
  storyPage: StoryPageSchema,
  blogFeed: BlogFeedSchema,
  blogPlaceholder: BlogPlaceholderSchema,
  postPage: PostPageSchema,
} as const;
export type ContentType = keyof typeof contentTypes;
