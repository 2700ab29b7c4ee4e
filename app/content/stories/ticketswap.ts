import { productName } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'ticketswap',
  title: 'TicketSwap: AI Literacy for the Whole Team',
  summary:
    'AI literacy training and hands-on workshops that helped every TicketSwap team use generative AI safely and effectively in daily work.',
  industry: 'Event Technology',
  logo: 'TicketSwap',
  image: 'ticket',
  color: 'sky',
  isAcademy: true,
  featured: true,
  listTab: 'academy',
  listOrder: 1,
  gridPosition: 6,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  tabHeadline: 'From Curiosity to Daily Practice',
  results:
    'All employees trained in AI literacy, team-specific workshops completed and internal AI champions appointed.',
  companyDescription:
    'TicketSwap is an Amsterdam-based platform where fans buy and sell tickets for concerts, festivals and other events safely at a fair price. Its teams work across product, engineering, customer support and marketing.',
  challenge: `Employees were experimenting with AI tools on their own, with very different levels of knowledge.

- There were no shared guidelines for using AI with customer or company data
- Some teams were advanced users while others had hardly started
- The EU AI Act requires organisations to ensure a sufficient level of AI literacy among their staff`,
  solution: `${productName('Academy')} set up a programme in three parts:

- **AI Literacy Training**: a 60-minute hybrid session for all employees covering how generative AI works, its limits, data use and the EU AI Act
- **Interactive Workshops**: hands-on sessions for support, marketing and engineering, built around their own daily tasks
- **AI Champions**: colleagues from several teams trained to support others and keep the guidelines up to date`,
  keyResults: [
    'Every employee completed the AI literacy training',
    'Workshops delivered for three teams, built around their own work',
    'Shared guidelines for using AI with company and customer data',
    'Internal AI champions appointed',
  ],
  technologies: ['ChatGPT', 'Gemini'],
  impact: [
    {
      title: 'Shared baseline',
      desc: 'Everyone now shares the *same understanding* of what AI can and cannot do.',
    },
    {
      title: 'Safe use',
      desc: 'Clear guidelines on which data may and may not be used with AI tools.',
    },
    {
      title: 'Practical skills',
      desc: 'Teams apply AI to their own daily tasks, not textbook examples.',
    },
    {
      title: '',
      desc: 'Internal champions keep learning going *after the training*.',
    },
  ],
  testimonial: {
    quote:
      'The workshops worked because they used our own tasks, not generic examples. People went back to their desks and used it the same afternoon.',
    person: 'Lisa Koster',
    title: 'People & Culture Lead',
    portrait: 'lisa-koster',
  },
} satisfies StoryInput;
