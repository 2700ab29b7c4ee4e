// An open position on /jobs (app/content/job-positions.ts).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { ArtMotifSchema, IconNameSchema, markdown, plainText, text } from './fields.ts';

export const JobPositionSchema = z.object({
  id: z.number().int().min(1).max(4),
  /** Kept in English on the Dutch site too (as Dutch tech companies do): the job form's values. */
  title: plainText,
  description: text,
  about: markdown,
  requirements: z.array(text).min(1),
  personalQualitiesIntro: text.optional(),
  personalQualities: z.array(text).min(1),
  benefits: z.array(text).min(1),
  icon: IconNameSchema,
  image: ArtMotifSchema,
  /** ISO date the position was opened: JobPosting structured data requires it. */
  datePosted: z.iso.date(),
  validThrough: z.iso.date().optional(),
  /** schema.org employment types: 4 or 5 days a week (spec §9) is full or part time. */
  employmentType: z.array(z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'])).min(1),
});
export type JobPosition = Local<z.infer<typeof JobPositionSchema>>;
