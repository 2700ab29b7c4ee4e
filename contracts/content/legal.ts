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
  lastUpdated: z.iso.date().regex(/^2024-/),
  intro: text,
  sections: z.array(LegalSectionSchema).min(1),
});
export type LegalDoc = Local<z.infer<typeof LegalDocSchema>>;
export type LegalDocFile = z.input<typeof LegalDocSchema>;
