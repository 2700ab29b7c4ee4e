// The sections of /services/academy below the hero (app/content/pages/academy.ts holds the copy).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { ActionSchema, ArtMotifSchema, IconNameSchema, text, ToneSchema } from './fields.ts';

export const AcademyFactSchema = z.object({ label: text, value: text, icon: IconNameSchema });
export type AcademyFact = Local<z.infer<typeof AcademyFactSchema>>;

export const AcademyProgrammeSchema = z.object({
  /** Value of the tab; also its fragment-safe key. */
  id: z.enum(['literacy', 'workshops', 'champions']),
  name: text,
  tagline: text,
  description: text,
  learnings: z.array(text).min(3).max(5),
  facts: z.array(AcademyFactSchema).length(3),
  booking: ActionSchema,
  art: ArtMotifSchema,
  tone: ToneSchema,
});
export type AcademyProgramme = Local<z.infer<typeof AcademyProgrammeSchema>>;

export const AcademyGainSchema = z.object({ title: text, text, icon: IconNameSchema });
export type AcademyGain = Local<z.infer<typeof AcademyGainSchema>>;

export const AcademyPageSchema = z.object({
  /** One line for the Academy card on /services. */
  overview: text,
  hero: z.object({ start: ActionSchema, explore: text }),
  programmes: z.object({
    id: z.literal('programmes'),
    eyebrow: text,
    title: text,
    subtitle: text,
    learningsHeading: text,
    items: z.array(AcademyProgrammeSchema).length(3),
  }),
  stories: z.object({ eyebrow: text, title: text, subtitle: text, viewAll: ActionSchema }),
  gains: z.object({ eyebrow: text, title: text, items: z.array(AcademyGainSchema).length(4) }),
  closing: z.object({ title: text, text, primary: ActionSchema, secondary: ActionSchema }),
});
export type AcademyPage = Local<z.infer<typeof AcademyPageSchema>>;
