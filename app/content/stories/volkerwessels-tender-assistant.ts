import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'volkerwessels-tender-assistant',
  title: 'VolkerWessels: A Tender Assistant for Bid Teams',
  summary:
    'An assistant that reads tender documents, extracts requirements and award criteria, and helps bid teams prepare a first draft.',
  industry: 'Construction',
  logo: 'VolkerWessels',
  image: 'document',
  color: 'amber',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 5,
  gridPosition: 4,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  tabHeadline: 'From Tender Documents to First Draft',
  results: 'Bid teams get a complete overview of requirements and award criteria on day one of a tender.',
  companyDescription:
    'VolkerWessels operating companies bid for public and private construction projects throughout the year. Each tender comes with extensive documentation and a tight deadline.',
  challenge: `The first days of a tender were spent reading instead of thinking about the winning approach.

- Tender packages include many documents with requirements scattered throughout
- Missing a single requirement can disqualify a bid
- Relevant material from earlier bids was hard to find`,
  solution: `${site.name} built a **tender assistant** on the group’s shared AI platform:

- **Requirement extraction**: lists every requirement, deadline and award criterion with its source
- **Question support**: helps prepare clarification questions for the contracting authority
- **Reuse**: suggests relevant passages from earlier successful bids
- **Draft support**: proposes an outline for each award criterion, which the bid team writes out`,
  keyResults: [
    'Complete requirement overview on the first day of a tender',
    'Relevant passages from earlier bids easy to find',
    'Bid teams focus on strategy and quality',
  ],
  technologies: ['Azure OpenAI', 'Azure AI Search', 'Document intelligence (OCR)', 'Python'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Nothing missed',
      desc: 'Every requirement listed *with its source*.',
    },
    {
      title: 'Faster start',
      desc: 'Bid teams begin on the approach from day one.',
    },
    {
      title: 'Knowledge reused',
      desc: 'Strong passages from earlier bids are found and built upon.',
    },
    {
      title: '',
      desc: 'Built on the group platform, so *every operating company* can use it.',
    },
  ],
  testimonial: {
    quote:
      'The assistant reads the whole package on day one, so our team can start on the approach straight away. We still write the bid, but we start much better prepared.',
    person: 'Karin Wolters',
    title: 'Bid Manager',
    portrait: 'karin-wolters',
  },
} satisfies StoryInput;
