// Copy of /services/implementation (spec §2). The hero text and meta live in pages.ts;
// story cards and the highlighted story are read from the story records by id.
import { z } from 'zod';
import { productName } from '#contracts/site.ts';
import { ActionSchema, IconNameSchema, slug as storyId, text } from './schema.ts';

export const JourneyStepSchema = z.object({
  title: text,
  /** The spec's one-line result of the step, lower-case first letter as written there. */
  description: text,
  detail: text,
  /** What the client has in hand when the step is done. */
  outcome: text,
  icon: IconNameSchema,
});
export type JourneyStep = z.infer<typeof JourneyStepSchema>;

export const SeeDoLeadStageSchema = z.object({ label: z.enum(['See', 'Do', 'Lead']), caption: text });
export type SeeDoLeadStage = z.infer<typeof SeeDoLeadStageSchema>;

export const ImplementationGainSchema = z.object({ title: text, text, icon: IconNameSchema });
export type ImplementationGain = z.infer<typeof ImplementationGainSchema>;

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
    /** Card order of the grid. */
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
export type ImplementationPage = z.infer<typeof ImplementationPageSchema>;

export const implementationPage = {
  overview:
    'From a GenAI scan to organisation-wide adoption: we find the use cases that pay off, prove them in pilots and build production-ready AI.',
  hero: {
    start: { label: 'Start Your AI Journey', to: '/contact' },
    howItWorks: 'See How It Works',
    visualLabel: 'How we work',
    stages: [
      { label: 'See', caption: 'Find where AI pays off' },
      { label: 'Do', caption: 'Prove it and build it' },
      { label: 'Lead', caption: 'Scale it across the organisation' },
    ],
  },
  journey: {
    id: 'journey',
    eyebrow: 'Your AI journey',
    title: 'Four Steps from Idea to Impact',
    subtitle:
      'Every step ends with something you can decide on, so you only invest in the next one when the previous one has proved its worth.',
    outcomeLabel: 'You get',
    steps: [
      {
        title: 'GenAI Scans',
        description: 'actionable plan with prioritized AI use cases.',
        detail:
          'We interview the people who do the work, map where time goes and score each idea on value, feasibility and risk. No slide deck of possibilities: a short list you can act on.',
        outcome: 'A prioritised use-case roadmap with a business case per item',
        icon: 'scan',
      },
      {
        title: 'Pressure Cookers & Pilots',
        description: 'technical and business case validation.',
        detail:
          'In intensive sessions with your experts we build a working prototype on your own data, then run it as a pilot with real users to see whether the numbers hold up.',
        outcome: 'A tested pilot and a clear go or no-go decision',
        icon: 'flask',
      },
      {
        title: 'AI Implementation',
        description: 'production-ready AI solutions embedded in operations.',
        detail:
          'We build the solution to production standards: secure, monitored and connected to the systems your teams already use, with training so people adopt it from day one.',
        outcome: 'AI running in daily operations, with monitoring and support',
        icon: 'cog',
      },
      {
        title: 'Scale & Embed AI Organization-Wide',
        description: 'sustainable AI adoption at scale.',
        detail:
          'We help you set up a Center of AI Excellence: shared platforms, governance and internal champions, so new use cases follow a proven path instead of starting from scratch.',
        outcome: 'An internal AI capability that keeps delivering',
        icon: 'scale',
      },
    ],
    start: { label: 'Start Your Journey', to: '/contact' },
  },
  stories: {
    eyebrow: 'Proof',
    title: 'Implementation Success Stories',
    subtitle: 'AI in production at construction groups, energy suppliers and engineering firms.',
    ids: ['volkerwessels', 'easyenergy-customer-service', 'aveco'],
    highlight: { eyebrow: 'Featured story', id: 'prorail' },
    viewAll: { label: 'View All Success Stories', to: '/success-stories' },
  },
  gains: {
    eyebrow: 'Results',
    title: 'What You Gain',
    items: [
      {
        title: 'Rapid AI Implementation',
        text: 'From first scan to a working pilot in weeks, not the better part of a year.',
        icon: 'rocket',
      },
      {
        title: 'Risk-Free Transformation',
        text: 'Small, validated steps with a go or no-go moment before every larger investment.',
        icon: 'shield',
      },
      {
        title: 'Measurable ROI',
        text: 'Agreed metrics from the start, so the value of each solution is measured, not assumed.',
        icon: 'chart',
      },
      {
        title: 'Expert Partnership',
        text: 'AI architects and business strategists who stay involved until your team can run it.',
        icon: 'handshake',
      },
    ],
  },
  closing: {
    title: 'Let’s find your first AI win',
    text: 'Tell us where your teams lose time. We will come back with the use cases worth scanning and an honest view of what they could deliver.',
    primary: { label: 'Start Your AI Journey', to: '/contact' },
    secondary: { label: `Explore the ${productName('Academy')}`, to: '/services/academy' },
  },
} satisfies ImplementationPage;
