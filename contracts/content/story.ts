// A success story (one file each in app/content/stories/) and the home teaser derived from it.
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import type { MediaView } from '#contracts/media.ts';
import {
  ArtMotifSchema,
  IconNameSchema,
  type Seo,
  SeoSchema,
  ToneSchema,
  inlineMarkdown,
  localized,
  markdown,
  PERSON_PHOTO_USE,
  mediaRef,
  plainText,
  slug,
  text,
} from './fields.ts';

export const MetricSchema = z.object({
  value: z.number().int().nonnegative(),
  suffix: localized(z.string()),
  description: text,
});
export type Metric = Local<z.infer<typeof MetricSchema>>;

export const ImpactCardSchema = z.strictObject({
  title: localized(z.string()),
  desc: inlineMarkdown,
});
export type ImpactCard = Local<z.infer<typeof ImpactCardSchema>>;

export const AiJourneyPhaseSchema = z.strictObject({
  phase: z.enum(['START', 'SCALE', 'EXPAND']),
  duration: text,
  goal: text,
  deliverables: z.array(text).min(1),
  value: text,
  resources: text,
});
export type AiJourneyPhase = Local<z.infer<typeof AiJourneyPhaseSchema>>;

export const GridPositionSchema = z.union([z.literal(12), z.literal(8), z.literal(6), z.literal(4)]);
export type GridPosition = z.infer<typeof GridPositionSchema>;

export const StoryListTabSchema = z.enum(['implementation', 'academy']);
export type StoryListTab = z.infer<typeof StoryListTabSchema>;

export const TestimonialSchema = z.strictObject({
  quote: text,
  person: plainText,
  title: text,
  /** Seed of a generated portrait, drawn when the person has no photo. */
  portrait: plainText.optional(),
  /** A photo from the media library, shown instead of the drawn portrait. */
  photo: mediaRef('Photo', PERSON_PHOTO_USE).optional(),
});
export type Testimonial = Omit<Local<z.infer<typeof TestimonialSchema>>, 'photo'> & { photo: MediaView | null };

export const SolutionItemSchema = z.strictObject({
  title: text,
  text: inlineMarkdown,
  icon: IconNameSchema.optional(),
});
export type SolutionItem = Local<z.infer<typeof SolutionItemSchema>>;

/** A solution told in parts (capabilities, pillars, priorities, steps); 'steps' are numbered in order. */
export const SolutionPlanSchema = z.strictObject({
  intro: markdown,
  sections: z
    .array(
      z.strictObject({
        heading: text,
        text: markdown.optional(),
        layout: z.enum(['cards', 'steps']),
        items: z.array(SolutionItemSchema),
      }),
    )
    .min(1),
  outro: markdown.optional(),
});
export type SolutionPlan = Local<z.infer<typeof SolutionPlanSchema>>;

export const StorySchema = z
  .strictObject({
    id: slug,
    title: text,
    summary: text,
    /** When present, the hero reads 'Use Case: ' + useCase instead of the summary. */
    useCase: text.optional(),
    industry: text,
    /** When the story was published, and last revised if it was (ISO dates; its Article JSON-LD). */
    published: z.iso.date(),
    updated: z.iso.date().optional(),
    logo: plainText,
    image: ArtMotifSchema,
    /** A photo from the media library, shown instead of the illustration. */
    photo: mediaRef('Photo').optional(),
    color: ToneSchema,
    isAcademy: z.boolean(),
    /** On the /success-stories list and in 'Explore More Success Stories'. */
    featured: z.boolean(),
    listTab: StoryListTabSchema.optional(),
    listOrder: z.number().int().positive().optional(),
    /** Column span out of 12 on the desktop grid; a row's spans add up to 12. */
    gridPosition: GridPositionSchema.optional(),
    cardSize: z.enum(['large', 'medium']).optional(),
    /** Body layout: 'About' and 'The Challenge', or About, technologies and challenge/solution. */
    variant: z.enum(['two-column', 'three-column']),
    /** The Solution and Tech tabs read 'Coming Soon'. */
    comingSoon: z.boolean(),
    /** Whether the 'Key Metrics' block shows (with `metrics`, or the default set). */
    hasMetrics: z.boolean(),
    /** Position among the home page's 'Client Success Stories', from 1. */
    homeTeaser: z.number().int().min(1).max(3).optional(),
    tabHeadline: text.optional(),
    results: text,
    companyDescription: text,
    challenge: markdown,
    solution: z.union([markdown, SolutionPlanSchema]).optional(),
    keyResults: z.array(text).min(1),
    technologies: z.array(plainText),
    provider: plainText.optional(),
    impact: z.array(ImpactCardSchema).length(4),
    metrics: z.array(MetricSchema).length(4).optional(),
    /** Absent while the client's quote is not there yet: the page shows the company logo. */
    testimonial: TestimonialSchema.optional(),
    /** Data only, not shown on the page (spec §3). */
    aiJourney: z.array(AiJourneyPhaseSchema).optional(),
    seo: SeoSchema.optional(),
  })
  .superRefine((story, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const field of ['listTab', 'listOrder', 'gridPosition', 'cardSize'] as const) {
      if (story.featured && story[field] === undefined) issue(field, 'Required for a featured story');
      if (!story.featured && story[field] !== undefined) issue(field, 'Only featured stories are on the list');
    }
    if (story.listTab && (story.listTab === 'academy') !== story.isAcademy) {
      issue('listTab', "Academy stories, and only they, go on the 'academy' tab");
    }
    const twoColumn = story.featured || story.isAcademy;
    if ((story.variant === 'two-column') !== twoColumn) {
      issue('variant', 'Featured and academy stories are two-column, the others three-column (spec §2)');
    }
    if (!story.hasMetrics && story.metrics) issue('metrics', 'Metrics given but hasMetrics is false');
    if (!story.comingSoon && !story.solution) issue('solution', 'Required unless comingSoon');
    if (story.variant === 'three-column' && !(story.solution && 'en' in story.solution)) {
      issue('solution', 'A three-column story shows its solution as text: use Markdown');
    }
    if (story.homeTeaser && !story.testimonial) issue('homeTeaser', 'A home teaser needs a testimonial');
  });
/**
 * A story in one language, its photo from the media library resolved (or null: its illustration is shown), and its
 * search and sharing texts with its social image resolved.
 */
export type Story = Omit<Local<z.output<typeof StorySchema>>, 'photo' | 'seo' | 'testimonial'> & {
  photo: MediaView | null;
  seo: Seo;
  testimonial?: Testimonial;
};
export type StoryInput = z.input<typeof StorySchema>;

/** A home-page teaser of a story (spec §3), in one language: derived from the story record. */
export const HomeStoryTeaserSchema = z.object({
  company: plainText,
  useCase: plainText,
  testimonial: plainText,
  personName: z.string(),
  personTitle: z.string(),
  personPhoto: plainText,
  bgImage: ArtMotifSchema,
  bgTone: ToneSchema,
  buttonText: plainText,
  link: z.string().regex(/^(\/nl)?\/success-stories\/[a-z0-9-]+$/),
});
export type HomeStoryTeaser = z.infer<typeof HomeStoryTeaserSchema> & {
  bgPhoto: MediaView | null;
  /** The testimonial's photo from the media library, shown instead of the portrait drawn from `personPhoto`. */
  personMedia: MediaView | null;
};
