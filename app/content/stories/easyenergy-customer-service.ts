import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'easyenergy-customer-service',
  title: 'easyEnergy: A Customer Service Assistant for Dynamic Tariffs',
  summary:
    'A customer service assistant that explains hourly energy prices and answers account questions, with a smooth hand-over to an agent when needed.',
  industry: 'Energy',
  logo: 'easyEnergy',
  image: 'chat',
  color: 'teal',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 9,
  gridPosition: 4,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  tabHeadline: 'Explaining Dynamic Energy Prices, Day and Night',
  results:
    'Customers get clear answers about dynamic prices at any hour, and agents receive the full context when a conversation is handed over.',
  companyDescription:
    'easyEnergy is a Dutch energy supplier offering dynamic contracts, in which the price of electricity and gas follows the wholesale market hour by hour.',
  challenge: `Dynamic tariffs raise questions that fixed contracts never did.

- Customers want to know why prices differ per hour and how to benefit from that
- Questions peak outside office hours and when prices are unusually high or low
- Answers must combine general explanation with the customer’s own contract details`,
  solution: `${site.name} built a **customer service assistant** for the website and customer portal:

- **Explains dynamic pricing** in plain language, based on easyEnergy’s own content
- **Answers account questions** about contracts, instalments and meter readings for signed-in customers
- **Hands over** to an agent with a summary of the conversation when a question needs a person`,
  keyResults: [
    'Questions about dynamic prices answered at any hour',
    'Smooth hand-over to agents, with context included',
    'Agents spend more time on complex questions',
  ],
  technologies: ['Azure OpenAI', 'Retrieval-augmented generation', 'Customer portal integration', 'TypeScript'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Always available',
      desc: 'Customers get answers *day and night*.',
    },
    {
      title: 'Clear explanations',
      desc: 'Hourly pricing explained in plain language.',
    },
    {
      title: 'Smooth hand-over',
      desc: 'Agents receive a summary, so customers never have to repeat themselves.',
    },
    {
      title: '',
      desc: 'Agents focus on the questions that *need a person*.',
    },
  ],
  testimonial: {
    quote:
      'Dynamic pricing is simple once you understand it, but it needs explaining. The assistant does that patiently, at any hour, and passes on the tricky cases to us.',
    person: 'Niels Postma',
    title: 'Head of Customer Service',
    portrait: 'niels-postma',
  },
} satisfies StoryInput;
