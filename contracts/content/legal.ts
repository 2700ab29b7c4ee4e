// A legal document (app/content/legal/): privacy policy, cookie policy, general conditions.
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { slug, text } from './fields.ts';

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
