import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'den-haag',
  title: 'Gemeente Den Haag: Priorities for an AI-Ready Housing Platform',
  summary:
    'A GenAI scan with the housing department that turned a long list of ideas into four clear priorities for the city’s housing platform.',
  industry: 'Government',
  logo: 'Gemeente Den Haag',
  image: 'city',
  color: 'sky',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 6,
  gridPosition: 6,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: true,
  tabHeadline: 'Four Priorities for the Housing Platform',
  results:
    'Four prioritised use cases with a business case, an EU AI Act classification and a realistic plan for the first pilot.',
  companyDescription:
    'The Municipality of The Hague serves one of the largest and most densely populated cities in the Netherlands. Its housing department handles questions and applications from residents looking for a home, in a market where demand far exceeds supply.',
  challenge: `The housing department receives far more questions than it can answer quickly.

- Residents ask the same questions about allocation, urgency and waiting times through many channels
- Case workers spend much of their time reading long application files
- Dozens of AI ideas were circulating without a way to compare them
- Anything that could influence an allocation decision needs extra care under the EU AI Act`,
  solution: {
    intro: `${site.name} ran a **GenAI scan** with residents’ needs as the starting point. The outcome was a set of four priorities for the city’s housing platform.`,
    sections: [
      {
        heading: 'Housing platform priorities',
        layout: 'steps',
        items: [
          {
            title: 'Resident questions',
            text: 'An assistant that explains allocation rules, urgency schemes and waiting times in plain language, based on published municipal rules.',
            icon: 'chat',
          },
          {
            title: 'File summaries',
            text: 'Summaries of application files for case workers, who keep *full responsibility* for every decision.',
            icon: 'document',
          },
          {
            title: 'Letter drafting',
            text: 'First drafts of standard letters in the municipality’s plain-language style.',
            icon: 'inbox',
          },
          {
            title: 'Management insight',
            text: 'Recurring themes and bottlenecks from resident contact, reported monthly.',
            icon: 'chart',
          },
        ],
      },
    ],
    outro:
      'Each priority was classified under the EU AI Act. Use cases that could influence an allocation decision were deliberately kept out of the first phase.',
  },
  keyResults: [
    'Four prioritised use cases, each with a business case',
    'EU AI Act classification for every use case',
    'Pilot plan for the resident-question assistant',
  ],
  technologies: ['Azure OpenAI', 'Retrieval-augmented generation', 'Power BI', 'Plain-language guidelines (B1)'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Resident first',
      desc: 'Priorities start from the questions residents ask *most often*.',
    },
    {
      title: 'Responsible by design',
      desc: 'Every use case was assessed against the EU AI Act before any build started.',
    },
    {
      title: 'Relief for case workers',
      desc: 'Summaries and drafts free up time for the residents who need personal attention.',
    },
    {
      title: '',
      desc: 'A roadmap the department can *explain and defend* to the city council.',
    },
  ],
  testimonial: {
    quote:
      'The scan helped us say no to some attractive ideas and yes to the ones residents will actually notice. That clarity was worth a lot.',
    person: 'Ilse Vos',
    title: 'Head of Housing Services',
    portrait: 'ilse-vos',
  },
} satisfies StoryInput;
