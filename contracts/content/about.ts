// The sections of /about below the hero (app/content/pages/about.ts holds the copy).
import { z } from 'zod';
import { site } from '#contracts/site.ts';
import type { Local } from '#contracts/locale.ts';
import { ArtMotifSchema, IconNameSchema, specText, text, ToneSchema } from './fields.ts';

export const AboutValueSchema = z.object({
  title: text,
  text,
  icon: IconNameSchema,
  motif: ArtMotifSchema,
  tone: ToneSchema,
});
export type AboutValue = Local<z.infer<typeof AboutValueSchema>>;

export const PrincipleSchema = z.object({ title: text, text });
export type Principle = Local<z.infer<typeof PrincipleSchema>>;

export const CultureCardSchema = z.object({
  title: text,
  text,
  icon: IconNameSchema,
  tone: ToneSchema,
});
export type CultureCard = Local<z.infer<typeof CultureCardSchema>>;

const SectionCopySchema = z.object({ eyebrow: text, title: text, subtitle: text });

export const AboutContentSchema = z.object({
  mission: z.object({
    label: text,
    text,
    /** The pull quote; attributed to the team member holding `byRole`. */
    quote: z.object({ text, byRole: text }),
  }),
  different: SectionCopySchema.extend({
    title: specText('What makes us different'),
    values: z.array(AboutValueSchema).length(3),
  }),
  principles: SectionCopySchema.extend({
    title: specText('Five principles'),
    items: z.array(PrincipleSchema).length(5),
  }),
  culture: SectionCopySchema.extend({
    title: specText(`Life at ${site.name}`),
    items: z.array(CultureCardSchema).length(6),
  }),
  team: z.object({ eyebrow: text, subtitle: text }),
  join: z.object({
    title: specText(`Join the AI ${site.name}`),
    text,
    action: z.object({ label: specText('View Open Positions'), to: z.literal('/jobs') }),
  }),
});
export type AboutContent = Local<z.infer<typeof AboutContentSchema>>;
