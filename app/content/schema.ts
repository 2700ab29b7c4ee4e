// Schemas and types for the static content of the site (stories, posts, team,
// jobs, client logos and legal documents). Content is data only: images are
// generated SVG art in the app, so image-ish fields hold a motif key, colours
// hold a tone key and logos are wordmarks (the text to set in type).
import { z } from 'zod';

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

/** Non-empty, trimmed text: every piece of copy. */
export const text = z.string().trim().min(1);
/** A path on this site, such as '/contact'. */
export const internalPath = z.string().regex(/^\/[a-z0-9/-]*$/);
/** A URL-safe key: lower-case words joined by hyphens (story ids, post slugs). */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A button or link: its label and where it goes. */
export const ActionSchema = z.object({ label: text, to: internalPath });
export type Action = z.infer<typeof ActionSchema>;

/** A key metric shown as an animated counter: `${value}${suffix}` above the description. */
export const MetricSchema = z.object({
  value: z.number().nonnegative(),
  suffix: z.string(),
  description: text,
});
export type Metric = z.infer<typeof MetricSchema>;

/** An impact card. The title may be empty; desc may contain <em>…</em>. */
export const ImpactCardSchema = z.object({
  title: z.string(),
  desc: text,
});
export type ImpactCard = z.infer<typeof ImpactCardSchema>;

export const AiJourneyPhaseSchema = z.object({
  phase: z.enum(['START', 'SCALE', 'EXPAND']),
  duration: text,
  goal: text,
  deliverables: z.array(text).min(1),
  value: text,
  resources: text,
});
export type AiJourneyPhase = z.infer<typeof AiJourneyPhaseSchema>;

export const GridPositionSchema = z.union([z.literal(12), z.literal(8), z.literal(6), z.literal(4)]);
export type GridPosition = z.infer<typeof GridPositionSchema>;

/** Placement of a story on the /success-stories grid (column span out of 12). */
export const StoryListCardSchema = z.object({
  size: z.enum(['large', 'medium']),
  gridPosition: GridPositionSchema,
});
export type StoryListCard = z.infer<typeof StoryListCardSchema>;

export const StorySchema = z.object({
  id: slug,
  title: text,
  summary: text,
  /** When present, the hero reads 'Use Case: ' + useCase instead of the summary. */
  useCase: text.optional(),
  image: ArtMotifSchema,
  /** Client wordmark. */
  logo: text,
  industry: text,
  results: text,
  color: ToneSchema,
  companyDescription: text,
  /** Plain text; bullet lines start with '• '. */
  challenge: text,
  /** Plain text with **bold** markers; bullet lines start with '• '. */
  solution: text,
  keyResults: z.array(text).min(1),
  /** 'Coming soon' when no testimonial is available yet. */
  quote: text,
  quotePerson: z.string(),
  quoteTitle: z.string(),
  /** Seed of a generated portrait. */
  quoteImage: text.optional(),
  technologies: z.array(text),
  isAcademy: z.boolean().optional(),
  aiJourney: z.array(AiJourneyPhaseSchema).optional(),
  /** Fixed headline of the Solution/Tech/Impact section (featured stories). */
  tabHeadline: text.optional(),
  impact: z.array(ImpactCardSchema).length(4),
  metrics: z.array(MetricSchema).length(4).optional(),
  /** Wordmark of the main technology provider. */
  provider: text.optional(),
  listCard: StoryListCardSchema.optional(),
});
export type Story = z.infer<typeof StorySchema>;

export const HomeStoryTeaserSchema = z.object({
  company: text,
  useCase: text,
  testimonial: text,
  personName: z.string(),
  personTitle: z.string(),
  /** Seed of a generated portrait. */
  personPhoto: text,
  bgImage: ArtMotifSchema,
  /** The story's tone, so each teaser's illustration matches its story. */
  bgTone: ToneSchema,
  buttonText: z.literal('Learn More'),
  link: z.string().regex(/^\/success-stories\/[a-z0-9-]+$/),
});
export type HomeStoryTeaser = z.infer<typeof HomeStoryTeaserSchema>;

export const PostSchema = z.object({
  id: z.string().regex(/^\d+$/),
  slug,
  title: text,
  excerpt: text,
  author: text,
  /** Display date, e.g. 'July 28, 2025'. */
  date: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
  category: z.string(),
  readTime: z.string().regex(/^\d+ min read$/),
  heroImage: ArtMotifSchema,
  /** HTML using only h2, h3, p, ul, ol, li, strong, em, blockquote and internal links. */
  content: text,
});
export type Post = z.infer<typeof PostSchema>;

export const BlogTeaserSchema = z.object({
  id: z.string(),
  title: text,
  excerpt: text,
  author: text,
  date: text,
  image: ArtMotifSchema,
  category: z.string(),
  readTime: text,
  link: z.string().regex(/^\/blog\/[a-z0-9-]+$/),
});
export type BlogTeaser = z.infer<typeof BlogTeaserSchema>;

export const TeamMemberSchema = z.object({
  name: text,
  role: text,
  /** Seed of a generated portrait. */
  image: text,
  linkedin: z.url({ protocol: /^https$/ }),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const JobIconSchema = z.enum(['brain', 'compass', 'rocket', 'lightbulb']);
export type JobIcon = z.infer<typeof JobIconSchema>;

export const JobPositionSchema = z.object({
  id: z.number().int().min(1).max(4),
  title: text,
  description: text,
  /** Multi-line text; lines starting with '•' are list items. */
  about: text,
  requirements: z.array(text).min(1),
  personalQualitiesIntro: text.optional(),
  personalQualities: z.array(text).min(1),
  benefits: z.array(text).min(1),
  icon: JobIconSchema,
  image: ArtMotifSchema,
});
export type JobPosition = z.infer<typeof JobPositionSchema>;

/** A client wordmark; img is the type style to set the name in. */
export const ClientLogoSchema = z.object({
  name: text,
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
export type LegalDoc = z.infer<typeof LegalDocSchema>;
