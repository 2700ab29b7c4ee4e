// Copy of /jobs around the positions (spec §2 "/jobs", §9 "Jobs:"). The hero heading and
// meta live in pages.ts; the positions themselves are the records in jobs.ts.
import { z } from 'zod';
import { site } from '#contracts/site.ts';
import { jobApplyLink } from './jobs.ts';
import { IconNameSchema, text } from './schema.ts';

/** An internal link, query string allowed (the job form reads tab and position). */
const internalHref = z.string().regex(/^\/[a-z0-9/-]*(\?[\w=&%-]+)?(#[a-z0-9-]+)?$/);

export const JobsPageSchema = z.object({
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
      whatYouWillDo: z.literal('What you will do'),
      whatYouBring: z.literal('What you bring'),
      kindOfRebel: z.literal('The kind of Rebel we are looking for'),
      whatWeOffer: z.literal('What we offer'),
    }),
    apply: z.literal('Apply Now'),
  }),
  dayInLife: z.object({
    id: z.literal('day-in-a-life'),
    eyebrow: text,
    title: z.literal('Day in a Life of a Rebel'),
    text,
    placeholder: z.literal('Video Coming Soon'),
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
export type JobsPage = z.infer<typeof JobsPageSchema>;

export const jobsPage = {
  hero: {
    explore: 'See Open Positions',
    factsLabel: `Working at ${site.name}`,
    facts: [
      { label: 'Where', value: `Hybrid, with a home base in ${site.address.city}`, icon: 'location' },
      { label: 'Hours', value: '4 or 5 days a week', icon: 'calendar' },
      { label: 'Languages', value: 'Fluent Dutch and English', icon: 'languages' },
    ],
  },
  positions: {
    id: 'positions',
    eyebrow: 'Open positions',
    title: 'Four roles, one team',
    subtitle:
      'Engineers build, implementation leads bring the work into the client’s organisation, consultants teach people to use it well, and the Head of Implementation keeps it all on course. Pick a role to see what it involves.',
    tabsLabel: 'Open positions',
    headings: {
      whatYouWillDo: 'What you will do',
      whatYouBring: 'What you bring',
      kindOfRebel: 'The kind of Rebel we are looking for',
      whatWeOffer: 'What we offer',
    },
    apply: 'Apply Now',
  },
  dayInLife: {
    id: 'day-in-a-life',
    eyebrow: `Life at ${site.name}`,
    title: 'Day in a Life of a Rebel',
    text: `We are filming an ordinary working day with the team: from the morning stand-up at our ${site.address.city} office to a pressure cooker with a client and the weekly demo where everyone shows what they built.`,
    placeholder: 'Video Coming Soon',
    placeholderBadge: 'In production',
    placeholderNote: 'We will add it to this page as soon as the final cut is ready.',
    chaptersLabel: 'What the video will show',
    chapters: [
      { title: 'Morning stand-up', text: 'Who is with which client today, and what is blocking whom.' },
      { title: 'Building with a client', text: 'Prototyping with end users in the room, not a month later.' },
      { title: 'The weekly demo', text: 'Everyone shows what they shipped, and what they learned.' },
    ],
  },
  closing: {
    title: 'Don’t see your role?',
    text: 'Send an open application and tell us what you would bring to the team. We read every one.',
    primary: { label: 'Send an Open Application', to: jobApplyLink({ title: 'Other' }) },
  },
} satisfies JobsPage;
