import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'nieuwestroom',
  title: 'Nieuwe Stroom: AI-Assisted Customer E-mail',
  summary:
    'Every incoming customer e-mail is classified and routed automatically, and service agents start from a drafted reply they check and send.',
  industry: 'Energy',
  logo: 'Nieuwe Stroom',
  image: 'energy',
  color: 'teal',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 8,
  gridPosition: 8,
  cardSize: 'large',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: true,
  tabHeadline: 'Every Customer E-mail Sorted and Drafted',
  results:
    'All incoming e-mail classified automatically, handling time cut by half, NPS up by 2 points and more than 3 FTE of capacity freed up.',
  companyDescription:
    'Nieuwe Stroom is a Dutch energy supplier delivering electricity and gas to households and businesses. Its customer service team handles questions about contracts, meter readings, instalments and annual bills.',
  challenge: `E-mail volumes peak around annual bills and price changes, and the team could not keep up.

- Incoming e-mails were sorted by hand before anyone could answer them
- Many questions were routine but still took several minutes each
- Response times rose sharply in busy periods, and customers noticed`,
  solution: `${site.name} built an **e-mail assistant** in the existing customer service system, supported by a small **Center of AI Excellence** within the team:

- **Classification and routing**: each e-mail is tagged by topic and urgency and sent to the right queue
- **Context**: the assistant adds the relevant contract and account details for the agent
- **Draft replies**: agents start from a drafted answer in the company’s tone of voice and always review it before sending
- **Feedback loop**: edits by agents are analysed weekly to improve templates and instructions`,
  keyResults: [
    '100% of incoming e-mails classified and routed automatically',
    'Handling time per e-mail reduced by 50%',
    'Net Promoter Score up by 2 points',
    'More than 3 FTE of capacity freed up in customer service',
  ],
  technologies: ['Azure OpenAI', 'Text classification', 'CRM integration', 'Python'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'No more sorting',
      desc: 'Every e-mail reaches the right queue *automatically*.',
    },
    {
      title: 'Faster replies',
      desc: 'Agents check and send a draft instead of writing each answer from scratch.',
    },
    {
      title: 'Happier customers',
      desc: 'Shorter response times lifted the Net Promoter Score by 2 points.',
    },
    {
      title: '',
      desc: 'Capacity for the questions that *really need a person*.',
    },
  ],
  metrics: [
    {
      value: 100,
      suffix: '%',
      description: 'of incoming e-mails classified and routed automatically',
    },
    {
      value: 50,
      suffix: '%',
      description: 'shorter handling time per e-mail',
    },
    {
      value: 2,
      suffix: ' point',
      description: 'increase in Net Promoter Score',
    },
    {
      value: 3,
      suffix: '+ FTE',
      description: 'of capacity freed up in customer service',
    },
  ],
  testimonial: {
    quote:
      'Our agents still write every answer that goes out, but they no longer start from an empty screen. In the busy weeks that makes all the difference.',
    person: 'Wouter de Jong',
    title: 'Manager Customer Service',
    portrait: 'wouter-de-jong',
  },
} satisfies StoryInput;
