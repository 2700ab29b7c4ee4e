// Copy of /services/academy (spec §2 and the §9 "Academy details"). The hero text and
// meta live in pages.ts; the two story cards come from the story records.
import { z } from 'zod';
import { productName } from '#contracts/site.ts';
import { ActionSchema, ArtMotifSchema, IconNameSchema, text, ToneSchema } from './schema.ts';

export const AcademyFactSchema = z.object({ label: text, value: text, icon: IconNameSchema });
export type AcademyFact = z.infer<typeof AcademyFactSchema>;

export const AcademyProgrammeSchema = z.object({
  /** Value of the tab; also its fragment-safe key. */
  id: z.enum(['literacy', 'workshops', 'champions']),
  /** Tab label and panel heading. */
  name: text,
  tagline: text,
  description: text,
  learnings: z.array(text).min(3).max(5),
  facts: z.array(AcademyFactSchema).length(3),
  booking: ActionSchema,
  /** Generated illustration of the panel. */
  art: ArtMotifSchema,
  tone: ToneSchema,
});
export type AcademyProgramme = z.infer<typeof AcademyProgrammeSchema>;

export const AcademyGainSchema = z.object({ title: text, text, icon: IconNameSchema });
export type AcademyGain = z.infer<typeof AcademyGainSchema>;

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
export type AcademyPage = z.infer<typeof AcademyPageSchema>;

export const academyPage = {
  overview:
    'AI literacy training, hands-on workshops and a three-month champions programme that make your people confident and compliant with AI.',
  hero: {
    start: { label: 'Start your Journey', to: '/contact' },
    explore: 'Explore Academy',
  },
  programmes: {
    id: 'programmes',
    eyebrow: 'What we teach',
    title: 'Training Programmes',
    subtitle:
      'Three formats, one goal: people who know what AI can do for their work, what it cannot do, and how to use it responsibly.',
    learningsHeading: 'What participants learn',
    items: [
      {
        id: 'literacy',
        name: 'AI Literacy Training',
        tagline: 'The shared foundation for everyone in your organisation.',
        description:
          'A compact, interactive session that gives every employee the same starting point: how generative AI works, where it helps and where it goes wrong. It covers the AI literacy duty of the EU AI Act, so you can show that your staff have been trained.',
        learnings: [
          'How large language models produce answers, and why they sometimes invent them',
          'Which everyday tasks AI speeds up, from summarising to first drafts',
          'What may and may not go into an AI tool: personal, client and company data',
          'How to check an AI answer before you rely on it',
        ],
        facts: [
          { label: 'Duration', value: '60 min', icon: 'clock' },
          { label: 'Format', value: 'Hybrid', icon: 'hybrid' },
          { label: 'Compliance', value: 'AI Act compliant', icon: 'shield' },
        ],
        booking: { label: 'Book Your AI Literacy Training', to: '/contact' },
        art: 'brain',
        tone: 'violet',
      },
      {
        id: 'workshops',
        name: 'Interactive Workshops',
        tagline: 'Hands-on sessions built around your team’s own work.',
        description:
          'Teams bring real tasks, documents and processes, and leave with prompts, workflows and a short list of use cases they can start on the next morning. Every workshop is prepared with the team lead, so the exercises match the tools and data your people actually use.',
        learnings: [
          'Prompting techniques that work for your team’s recurring tasks',
          'Turning a repetitive process into a reliable AI-assisted workflow',
          'Spotting and prioritising use cases with a clear business value',
          'Agreeing team rules for quality control and data handling',
        ],
        facts: [
          { label: 'Duration', value: '1-2 days intensive', icon: 'calendar' },
          { label: 'Location', value: 'On-site', icon: 'location' },
          { label: 'Group size', value: 'Up to 25 participants per session', icon: 'group' },
        ],
        booking: { label: 'Schedule a Workshop', to: '/contact' },
        art: 'people',
        tone: 'indigo',
      },
      {
        id: 'champions',
        name: 'AI Champions Program',
        tagline: 'Grow the people who carry AI adoption after we leave.',
        description:
          'A three-month track for the colleagues who will lead AI in their departments. Champions work on a live use case from your organisation, get one-to-one guidance from our engineers and consultants, and learn to coach others through the same steps.',
        learnings: [
          'Scoping an AI use case and building the business case for it',
          'Designing, testing and improving AI solutions with real users',
          'Governance, risk assessment and EU AI Act obligations in practice',
          'Coaching colleagues and running internal AI sessions',
        ],
        facts: [
          { label: 'Duration', value: '3 months immersive', icon: 'calendar' },
          { label: 'Support', value: '1-on-1 mentoring', icon: 'mentor' },
          { label: 'Certification', value: 'Advanced AI Implementation', icon: 'award' },
        ],
        booking: { label: 'Talk to an AI Champion', to: '/contact' },
        art: 'network',
        tone: 'teal',
      },
    ],
  },
  stories: {
    eyebrow: 'Academy in practice',
    title: `${productName('Academy')} Success Stories`,
    subtitle: 'How a ticketing platform and a law firm made their people confident with generative AI.',
    viewAll: { label: 'View All Academy Cases', to: '/success-stories' },
  },
  gains: {
    eyebrow: 'Results',
    title: 'What You Gain',
    items: [
      {
        title: 'Rapid AI adoption',
        text: 'Teams move from trying AI now and then to using it in their daily work within weeks.',
        icon: 'rocket',
      },
      {
        title: 'EU AI Act compliance',
        text: 'Documented AI literacy training that meets the obligation for everyone who works with AI.',
        icon: 'shield',
      },
      {
        title: 'Higher productivity',
        text: 'Hours back every week on drafting, searching and summarising, spent on work that needs people.',
        icon: 'productivity',
      },
      {
        title: 'Internal AI champions',
        text: 'Trained colleagues in each department who spot use cases and help others get started.',
        icon: 'champion',
      },
    ],
  },
  closing: {
    title: 'Ready to make your organisation AI-literate?',
    text: 'Tell us about your teams and what they work on. We will propose the format that fits, from a single session to a full programme.',
    primary: { label: 'Contact Us', to: '/contact' },
    secondary: { label: 'Explore Implementation', to: '/services/implementation' },
  },
} satisfies AcademyPage;
