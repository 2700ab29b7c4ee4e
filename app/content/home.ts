// Copy of the home page sections (spec §2 Home, §9 counters). Stories and posts are
// not repeated here: their teasers are derived from the story and post records.
import { z } from 'zod';
import { productName, site } from '#contracts/site.ts';

const ServiceCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  to: z.enum(['/services/academy', '/services/implementation']),
  image: z.enum(['people', 'network']),
  tone: z.enum(['violet', 'indigo']),
  /** Rendered as 'Name: explanation'. */
  bullets: z.array(z.object({ name: z.string().min(1), explanation: z.string().min(1) })).length(3),
});

const CounterSchema = z.object({
  end: z.number().int().positive(),
  label: z.string().min(1),
  duration: z.literal(2000),
});

export const HomeContentSchema = z.object({
  services: z.object({ title: z.string(), subtitle: z.string(), cards: z.array(ServiceCardSchema).length(2) }),
  clients: z.object({ title: z.string() }),
  whyChoose: z.object({
    title: z.string(),
    subtitle: z.string(),
    values: z.array(z.object({ title: z.string(), text: z.string() })).length(4),
    counters: z.array(CounterSchema).length(3),
  }),
  stories: z.object({ title: z.string(), subtitle: z.string() }),
  blog: z.object({ title: z.string(), subtitle: z.string() }),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;

export const home: HomeContent = {
  services: {
    title: 'AI Solutions That Transform',
    subtitle:
      'At the product, we help organizations embed AI with impact through practical learning and powerful implementation.',
    cards: [
      {
        title: productName('Academy'),
        description:
          'Training that turns curiosity into competence: your people learn to use AI safely, critically and productively in the work they already do.',
        to: '/services/academy',
        image: 'people',
        tone: 'violet',
        bullets: [
          {
            name: 'AI Literacy Courses',
            explanation: 'a 60-minute, AI Act compliant foundation for every employee, on-site or online.',
          },
          {
            name: 'AI Workshops',
            explanation: 'one or two intensive days in which teams build prompts and workflows on their own cases.',
          },
          {
            name: 'AI Training Programs',
            explanation: 'a three-month champions track that grows the people who carry AI inside your organisation.',
          },
        ],
      },
      {
        title: productName('Implementation'),
        description:
          'From the first scan to software in production: we find where AI pays off, prove it quickly and build it into your operations.',
        to: '/services/implementation',
        image: 'network',
        tone: 'indigo',
        bullets: [
          {
            name: 'AI Scans',
            explanation: 'a few weeks of interviews and data checks that end in a prioritised plan of use cases.',
          },
          {
            name: 'Custom AI Solutions',
            explanation: 'assistants and automations built on your own documents, systems and security rules.',
          },
          {
            name: 'Center of AI Excellence',
            explanation: 'the governance, platform and people to keep shipping AI after the first success.',
          },
        ],
      },
    ],
  },
  clients: { title: 'Trusted by organisations that keep the Netherlands running' },
  whyChoose: {
    title: `Why Choose ${site.name}?`,
    subtitle: 'We are builders and teachers in one team, so what we train is what we ship, and the other way round.',
    values: [
      {
        title: 'We start with the problem, not the tech',
        text: 'Every engagement opens with the work people do today and what slows them down. The model comes last.',
      },
      {
        title: 'Your own data does the work',
        text: 'Assistants grounded in your documents and systems give answers your people can check and trust.',
      },
      {
        title: 'AI architects and business strategists',
        text: 'Engineers who ship production systems sit next to consultants who know how decisions get made.',
      },
      {
        title: 'The best of both worlds',
        text: 'Training and implementation from one team: adoption is planned from day one, not bolted on later.',
      },
    ],
    counters: [
      { end: 50, label: 'AI SOLUTIONS', duration: 2000 },
      { end: 5000, label: 'USERS', duration: 2000 },
      { end: 200, label: 'AI REBELS', duration: 2000 },
    ],
  },
  stories: {
    title: 'Client Success Stories',
    subtitle: 'What changed for the people who use what we built, in their own words.',
  },
  blog: {
    title: 'From the Blog',
    subtitle: 'Notes from our projects on models, knowledge bases and making AI pay off.',
  },
};
