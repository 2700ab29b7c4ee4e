// The sections of /jobs below the hero (app/content/pages/jobs.ts holds the copy).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { IconNameSchema, specText, text } from './fields.ts';

/** An internal link, query string allowed (the job form reads tab and position). */
const internalHref = z.string().regex(/^\/[a-z0-9/-]*(\?[\w=&%-]+)?(#[a-z0-9-]+)?$/);

export const JobsPageSchema = z.object({
  /** The heading of the careers section. */
  careersHeading: text,
  hero: z.object({
    explore: text,
    factsLabel: text,
    facts: z.array(z.object({ label: text, value: text, icon: IconNameSchema })).length(3),
  }),
  positions: z.object({
    id: z.literal('positions'),
    eyebrow: text,
    title: text,
    subtitle: text,
    tabsLabel: text,
    // Spec wording, word for word.
    headings: z.object({
      whatYouWillDo: specText('What you will do'),
      whatYouBring: specText('What you bring'),
      kindOfRebel: specText('The kind of Rebel we are looking for'),
      whatWeOffer: specText('What we offer'),
    }),
    apply: specText('Apply Now'),
  }),
  dayInLife: z.object({
    id: z.literal('day-in-a-life'),
    eyebrow: text,
    title: specText('Day in a Life of a Rebel'),
    text,
    placeholder: specText('Video Coming Soon'),
    placeholderBadge: text,
    placeholderNote: text,
    chaptersLabel: text,
    chapters: z.array(z.object({ title: text, text })).length(3),
  }),
  closing: z.object({
    title: text,
    text,
    primary: z.object({ label: text, to: internalHref }),
  }),
});
export type JobsPage = Local<z.infer<typeof JobsPageSchema>>;
