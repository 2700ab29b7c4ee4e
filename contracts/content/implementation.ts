// The sections of /services/implementation below the hero (app/content/pages/implementation.ts holds the copy).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { ActionSchema, IconNameSchema, localizedAs, plainText, slug as storyId, text } from './fields.ts';

export const JourneyStepSchema = z.object({
  title: text,
  /** The spec's one-line result of the step, lower-case first letter as written there. */
  description: text,
  detail: text,
  outcome: text,
  icon: IconNameSchema,
});
export type JourneyStep = Local<z.infer<typeof JourneyStepSchema>>;

export const SeeDoLeadStageSchema = z.object({
  label: localizedAs(z.enum(['See', 'Do', 'Lead']), plainText),
  caption: text,
});
export type SeeDoLeadStage = Local<z.infer<typeof SeeDoLeadStageSchema>>;

export const ImplementationGainSchema = z.object({ title: text, text, icon: IconNameSchema });
export type ImplementationGain = Local<z.infer<typeof ImplementationGainSchema>>;

export const ImplementationPageSchema = z.object({
  /** One line for the Implementation card on /services. */
  overview: text,
  hero: z.object({
    start: ActionSchema,
    howItWorks: text,
    visualLabel: text,
    stages: z.array(SeeDoLeadStageSchema).length(3),
  }),
  journey: z.object({
    id: z.literal('journey'),
    eyebrow: text,
    title: text,
    subtitle: text,
    outcomeLabel: text,
    steps: z.array(JourneyStepSchema).length(4),
    start: ActionSchema,
  }),
  stories: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    ids: z.array(storyId).length(3),
    highlight: z.object({ eyebrow: text, id: storyId }),
    viewAll: ActionSchema,
  }),
  gains: z.object({ eyebrow: text, title: text, items: z.array(ImplementationGainSchema).length(4) }),
  closing: z.object({
    title: text,
    text,
    primary: ActionSchema,
    secondary: ActionSchema,
  }),
});
export type ImplementationPage = Local<z.infer<typeof ImplementationPageSchema>>;
