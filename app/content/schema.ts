// Schemas and types for the static content of the site (stories, posts, team,
// jobs, client logos and legal documents). Content is data only: images are
// generated SVG art in the app, so image-ish fields hold a motif key, colours
// hold a tone key and logos are wordmarks (the text to set in type).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';

/** Key of a generated SVG illustration. */
export const ArtMotifSchema = z.enum([
  'rail',
  'construction',
  'chat',
  'city',
  'energy',
  'chip',
  'bank',
  'car',
  'ticket',
  'law',
  'network',
  'document',
  'telecom',
  'factory',
  'brain',
  'code',
  'people',
]);
export type ArtMotif = z.infer<typeof ArtMotifSchema>;

/** Key of a colour gradient in the app's palette. */
export const ToneSchema = z.enum(['violet', 'indigo', 'teal', 'amber', 'rose', 'sky']);
export type Tone = z.infer<typeof ToneSchema>;

/**
 * The site's one icon registry, by key: content names an icon, and
 * app/components/ui/icon.tsx is the only place a key becomes a picture.
 */
export const IconNameSchema = z.enum([
  'award',
  'brain',
  'calendar',
  'camera',
  'champion',
  'chart',
  'chat',
  'check',
  'clock',
  'cloud',
  'cog',
  'compare',
  'compass',
  'cycling',
  'database',
  'demo',
  'detect',
  'document',
  'flask',
  'governance',
  'group',
  'hackathon',
  'handshake',
  'hybrid',
  'impact',
  'inbox',
  'languages',
  'learning',
  'lightbulb',
  'list',
  'location',
  'map',
  'mentor',
  'office',
  'productivity',
  'review',
  'rocket',
  'scale',
  'scan',
  'search',
  'shield',
  'speed',
  'team',
  'teaching',
  'wrench',
]);
export type IconName = z.infer<typeof IconNameSchema>;

/** Non-empty, trimmed text that is the same in every language: names, wordmarks, technologies. */
export const plainText = z.string().trim().min(1);
/**
 * Text a reader reads, in every language side by side (issue 23): { en, nl }. A file without
 * its Dutch text fails the build with the file and the field ('title.nl: …').
 */
export const localized = <S extends z.ZodType>(schema: S) => z.strictObject({ en: schema, nl: schema });
/** Copy: non-empty, trimmed, in English and Dutch. */
export const text = localized(plainText);
/** A text whose English is fixed (the spec's wording, word for word) and whose Dutch is free. */
export const localizedAs = <E extends z.ZodType, N extends z.ZodType>(en: E, nl: N) => z.strictObject({ en, nl });
/** The spec's English text, word for word, and its Dutch. */
export const specText = (english: string) => localizedAs(z.literal(english), plainText);
/** A path on this site, such as '/contact'. */
export const internalPath = z.string().regex(/^\/[a-z0-9/-]*$/);
/** A URL-safe key: lower-case words joined by hyphens (story ids, post slugs). */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A button or link: its label and where it goes (the English path; Dutch pages add '/nl'). */
export const ActionSchema = z.object({ label: text, to: internalPath });
export type Action = Local<z.infer<typeof ActionSchema>>;

/**
 * Markdown, the one markup of long text in content: paragraphs separated by a blank line,
 * list items starting with '- ', **strong** and *emphasis*. No HTML, links or headings:
 * app/.server/markdown.ts renders exactly this subset and escapes everything else.
 */
const markdownText = plainText
  .refine((value) => !/[<>]/.test(value), 'Markdown here may not contain HTML (< or >)')
  .refine((value) => (value.match(/\*\*/g) ?? []).length % 2 === 0, 'Unbalanced ** (strong) markers');
export const markdown = localized(markdownText);
/** Markdown of one paragraph: emphasis only, no line breaks or lists. */
export const inlineMarkdown = localized(markdownText.refine((value) => !value.includes('\n'), 'One line only'));

/** A key metric shown as an animated counter: `${value}${suffix}` above the description. */
export const MetricSchema = z.object({
  value: z.number().int().nonnegative(),
  suffix: localized(z.string()),
  description: text,
});
export type Metric = Local<z.infer<typeof MetricSchema>>;

/** An impact card. The title may be empty; desc is inline Markdown (emphasis). */
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
  /** Seed of a generated portrait. */
  portrait: plainText.optional(),
});
export type Testimonial = Local<z.infer<typeof TestimonialSchema>>;

/** One element of a story-specific solution: a capability, pillar, priority or step. */
export const SolutionItemSchema = z.strictObject({
  title: text,
  text: inlineMarkdown,
  icon: IconNameSchema.optional(),
});
export type SolutionItem = Local<z.infer<typeof SolutionItemSchema>>;

/**
 * A solution told in parts (ProRail's knowledge base and assistants, Aveco's capabilities, the
 * CoE pillars, the housing priorities, the image pipeline). 'steps' are numbered in order.
 */
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

/**
 * A success story: one file each in app/content/stories/. Everything the site shows about a
 * story (list card, home teaser, detail page, explore-more links) derives from this record.
 */
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
    /** Client wordmark (the name set in type). */
    logo: plainText,
    image: ArtMotifSchema,
    color: ToneSchema,
    isAcademy: z.boolean(),
    /** On the /success-stories list and in 'Explore More Success Stories'. */
    featured: z.boolean(),
    listTab: StoryListTabSchema.optional(),
    /** Position within its list tab, from 1. */
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
    /** Fixed headline of the Solution/Tech/Impact section. */
    tabHeadline: text.optional(),
    results: text,
    companyDescription: text,
    challenge: markdown,
    solution: z.union([markdown, SolutionPlanSchema]).optional(),
    keyResults: z.array(text).min(1),
    technologies: z.array(plainText),
    /** Wordmark of the main technology provider. */
    provider: plainText.optional(),
    impact: z.array(ImpactCardSchema).length(4),
    metrics: z.array(MetricSchema).length(4).optional(),
    /** Absent while the client's quote is not there yet: the page shows the company logo. */
    testimonial: TestimonialSchema.optional(),
    /** Data only, not shown on the page (spec §3). */
    aiJourney: z.array(AiJourneyPhaseSchema).optional(),
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
/** A story in one language, as pages show it. */
export type Story = Local<z.output<typeof StorySchema>>;
/** What a story file holds (before defaults and checks): both languages. */
export type StoryInput = z.input<typeof StorySchema>;

/** A home-page teaser of a story (spec §3), in one language: derived from the story record. */
export const HomeStoryTeaserSchema = z.object({
  company: plainText,
  useCase: plainText,
  testimonial: plainText,
  personName: z.string(),
  personTitle: z.string(),
  /** Seed of a generated portrait. */
  personPhoto: plainText,
  bgImage: ArtMotifSchema,
  /** The story's tone, so each teaser's illustration matches its story. */
  bgTone: ToneSchema,
  buttonText: plainText,
  /** The story's path in the page's language. */
  link: z.string().regex(/^(\/nl)?\/success-stories\/[a-z0-9-]+$/),
});
export type HomeStoryTeaser = z.infer<typeof HomeStoryTeaserSchema>;

/**
 * The frontmatter of a post file, app/content/posts/<slug>.md. The file name is the slug;
 * the author is always the team (site config), so neither is written in the file.
 */
export const PostFrontmatterSchema = z.strictObject({
  id: z.string().regex(/^\d+$/),
  title: text,
  excerpt: text,
  /** ISO date (YYYY-MM-DD): shown as 'July 28, 2025', used as is in JSON-LD and the feed. */
  date: z.iso.date(),
  /** Empty in every post (spec §3); shown in the hero only when not empty. */
  category: z.string(),
  /** Minutes, shown as '5 min read'. */
  readTime: z.number().int().positive(),
  heroImage: ArtMotifSchema,
});
export type PostFrontmatter = z.infer<typeof PostFrontmatterSchema>;

/** A post in one language, as the pages show it (built from its file by app/.server/content.ts). */
export type Post = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** Display date in the page's language, e.g. 'July 28, 2025' or '28 juli 2025'. */
  date: string;
  /** The same date as YYYY-MM-DD. */
  datePublished: string;
  category: string;
  /** '5 min read', '5 min leestijd'. */
  readTime: string;
  heroImage: ArtMotif;
  /** Sanitised HTML rendered from the file's Markdown at build time. */
  content: string;
};

/** A post's card, on the home page and the blog list, in one language. */
export type BlogTeaser = {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  image: ArtMotif;
  category: string;
  readTime: string;
  /** The post's path in the page's language. */
  link: string;
};

export const TeamMemberSchema = z.object({
  name: plainText,
  /** Job titles stay in English on the Dutch site, as Dutch tech companies write them. */
  role: plainText,
  /** Seed of a generated portrait. */
  image: plainText,
  linkedin: z.url({ protocol: /^https$/ }),
});
export type TeamMember = Local<z.infer<typeof TeamMemberSchema>>;

export const JobPositionSchema = z.object({
  id: z.number().int().min(1).max(4),
  /** Kept in English on the Dutch site too (as Dutch tech companies do): the job form's values. */
  title: plainText,
  description: text,
  /** Markdown: paragraphs and '- ' lists. */
  about: markdown,
  requirements: z.array(text).min(1),
  personalQualitiesIntro: text.optional(),
  personalQualities: z.array(text).min(1),
  benefits: z.array(text).min(1),
  icon: IconNameSchema,
  image: ArtMotifSchema,
  /** ISO date the position was opened: JobPosting structured data requires it. */
  datePosted: z.iso.date(),
  /** ISO date the position closes, when one is set. */
  validThrough: z.iso.date().optional(),
  /** schema.org employment types: 4 or 5 days a week (spec §9) is full or part time. */
  employmentType: z.array(z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'])).min(1),
});
export type JobPosition = Local<z.infer<typeof JobPositionSchema>>;

/** A client wordmark; img is the type style to set the name in. */
export const ClientLogoSchema = z.object({
  name: plainText,
  img: z.enum(['serif', 'sans', 'mono', 'rounded']),
});
export type ClientLogo = z.infer<typeof ClientLogoSchema>;

export const LegalSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text),
  list: z.array(text).min(1).optional(),
});
export type LegalSection = z.infer<typeof LegalSectionSchema>;

export const LegalDocSchema = z.object({
  slug,
  title: text,
  /** ISO date (YYYY-MM-DD) in 2024. */
  lastUpdated: z.iso.date().regex(/^2024-/),
  intro: text,
  sections: z.array(LegalSectionSchema).min(1),
});
export type LegalDoc = Local<z.infer<typeof LegalDocSchema>>;
/** What a legal document's file holds: both languages. */
export type LegalDocFile = z.input<typeof LegalDocSchema>;
