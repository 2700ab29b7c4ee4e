// The copy of /about below the hero (spec §2 "/about", §9: 5 principles, 6 culture
// cards). The hero heading and intro live in pages.ts; the team itself in team.ts.
import { z } from 'zod';
import { site } from '#contracts/site.ts';
import { ArtMotifSchema, IconNameSchema, text, ToneSchema } from './schema.ts';

export const AboutValueSchema = z.object({
  title: text,
  text,
  icon: IconNameSchema,
  motif: ArtMotifSchema,
  tone: ToneSchema,
});
export type AboutValue = z.infer<typeof AboutValueSchema>;

export const PrincipleSchema = z.object({ title: text, text });
export type Principle = z.infer<typeof PrincipleSchema>;

export const CultureCardSchema = z.object({
  title: text,
  text,
  icon: IconNameSchema,
  tone: ToneSchema,
});
export type CultureCard = z.infer<typeof CultureCardSchema>;

const SectionCopySchema = z.object({ eyebrow: text, title: text, subtitle: text });

export const AboutContentSchema = z.object({
  mission: z.object({
    label: text,
    text,
    /** The pull quote; attributed to the team member holding `byRole`. */
    quote: z.object({ text, byRole: text }),
  }),
  different: SectionCopySchema.extend({
    title: z.literal('What makes us different'),
    values: z.array(AboutValueSchema).length(3),
  }),
  principles: SectionCopySchema.extend({
    title: z.literal('Five principles'),
    items: z.array(PrincipleSchema).length(5),
  }),
  culture: SectionCopySchema.extend({
    title: z.literal(`Life at ${site.name}`),
    items: z.array(CultureCardSchema).length(6),
  }),
  team: z.object({ eyebrow: text, subtitle: text }),
  join: z.object({
    title: z.literal(`Join the AI ${site.name}`),
    text,
    action: z.object({ label: z.literal('View Open Positions'), to: z.literal('/jobs') }),
  }),
});
export type AboutContent = z.infer<typeof AboutContentSchema>;

export const about: AboutContent = {
  mission: {
    label: 'Our mission',
    text: 'We put generative AI to work where it makes jobs better: fewer hours lost to searching, drafting and checking, more time for the judgement only people bring. We teach teams to use AI with confidence, and we build the systems that keep doing the work after we have gone.',
    quote: {
      text: 'The test of an AI project is simple: six months later, do people still use it because it makes their day better? We design every project to pass that test.',
      byRole: 'CEO & Co-Founder',
    },
  },
  different: {
    eyebrow: 'Why work with us',
    title: 'What makes us different',
    subtitle: 'Three habits that shape every engagement, from a one-hour training to a system in production.',
    values: [
      {
        title: 'Real-World Impact',
        text: 'We start from a process that costs your people time, not from a model looking for a problem. Each project gets a measure of success on day one (hours saved, questions answered, errors avoided) and we report against it.',
        icon: 'impact',
        motif: 'people',
        tone: 'teal',
      },
      {
        title: 'Lightning Fast',
        text: 'A working prototype on your own data in weeks, not a roadmap in months. Short pressure-cooker sprints let you see it, test it and decide before a large budget is committed.',
        icon: 'speed',
        motif: 'chip',
        tone: 'amber',
      },
      {
        title: 'Team-First Culture',
        text: 'Architects, engineers and strategists work as one team, together with yours. We pair with your staff while we build, so the know-how stays in your organisation when the project ends.',
        icon: 'team',
        motif: 'network',
        tone: 'violet',
      },
    ],
  },
  principles: {
    eyebrow: 'How we work',
    title: 'Five principles',
    subtitle: 'The rules we hold each other to, in client work and in the office.',
    items: [
      {
        title: 'Trust each other',
        text: 'We give colleagues and clients the benefit of the doubt, share what we know early and speak up when something is off. Autonomy works because trust comes first.',
      },
      {
        title: 'Grow together',
        text: "Nobody gets good at AI alone. We review each other's work, pair on the hard problems and make time to teach what we learned this week.",
      },
      {
        title: 'Go for gold',
        text: 'Good enough for a demo is not good enough for production. We sweat the details users notice: speed, edge cases, clear answers and honest limits.',
      },
      {
        title: 'Learn fast',
        text: 'The field moves every month. We run small experiments, measure what happens and drop what does not work without ceremony.',
      },
      {
        title: 'Be a Rebel',
        text: 'Question the default, including our own. When a simpler route, or no AI at all, is the better answer, we say so.',
      },
    ],
  },
  culture: {
    eyebrow: 'Culture',
    title: `Life at ${site.name}`,
    subtitle: 'What an ordinary week looks like, and the habits that make it less ordinary.',
    items: [
      {
        title: 'Friday demos',
        text: 'Every Friday afternoon, whoever shipped something shows it to the whole team: working software, not slides. Unfinished work is welcome; the questions make it better.',
        icon: 'demo',
        tone: 'violet',
      },
      {
        title: 'A learning budget of your own',
        text: 'Everyone has a yearly budget and study days to spend on courses, conferences, books or compute. The only condition: share one thing you learned with the team.',
        icon: 'learning',
        tone: 'indigo',
      },
      {
        title: 'An office in a landmark',
        text: `Our home base is the Van Nelle Factory at ${site.address.street}, ${site.address.city}: a listed modernist building of glass and steel beside the Schie, with daylight on every desk.`,
        icon: 'office',
        tone: 'teal',
      },
      {
        title: 'Quarterly hack days',
        text: 'Once a quarter we put client work aside for two days and build what we think clients will need next. The best prototypes become part of how we work.',
        icon: 'hackathon',
        tone: 'amber',
      },
      {
        title: 'Everyone teaches',
        text: 'Engineers teach in the Academy and trainers sit in on builds. Explaining a model to a room of lawyers is the quickest way to find out whether you really understand it.',
        icon: 'teaching',
        tone: 'rose',
      },
      {
        title: 'Hybrid, with a home base',
        text: 'Hybrid work from Rotterdam on a four- or five-day week. Client days, office days and quiet days at home are planned together with your team, not dictated.',
        icon: 'cycling',
        tone: 'sky',
      },
    ],
  },
  team: {
    eyebrow: 'The team',
    subtitle:
      'The engineers, implementation leads and strategists you will work with, from the first scan to the system in production.',
  },
  join: {
    title: `Join the AI ${site.name}`,
    text: 'We are looking for machine learning engineers, implementation leads and consultants who enjoy shipping as much as explaining. Hybrid, with a home base in Rotterdam.',
    action: { label: 'View Open Positions', to: '/jobs' },
  },
};
