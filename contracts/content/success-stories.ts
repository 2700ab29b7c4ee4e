// The fixed copy of the success-story pages around the stories (app/content/pages/success-stories.ts).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { ActionSchema, specText, text } from './fields.ts';
import { StoryListTabSchema } from './story.ts';

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
});
/** The story not-found view (app/content/pages/index.ts): the browser renders it too, for a link from an admin page. */
export const StoryNotFoundSchema = z.strictObject({
  title: specText('Success Story Not Found'),
  description: specText("The success story you're looking for doesn't exist or has been moved."),
  back: specText('Back to Success Stories'),
});
export type StoryListPage = Local<z.infer<typeof StoryListPageSchema>>;
export type StoryPage = Local<z.infer<typeof StoryPageSchema>>;
export type StoryNotFound = Local<z.infer<typeof StoryNotFoundSchema>>;
