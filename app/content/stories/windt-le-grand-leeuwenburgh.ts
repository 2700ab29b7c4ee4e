import { productName } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'windt-le-grand-leeuwenburgh',
  title: 'Windt Le Grand Leeuwenburgh: Responsible AI for Lawyers',
  summary:
    'A Rotterdam law firm trained its lawyers and support staff to use generative AI responsibly, with clear rules on confidentiality and verification.',
  industry: 'Legal Services',
  logo: 'Windt Le Grand Leeuwenburgh',
  image: 'law',
  color: 'indigo',
  isAcademy: true,
  featured: true,
  listTab: 'academy',
  listOrder: 2,
  gridPosition: 6,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  homeTeaser: 3,
  results:
    'Lawyers and support staff trained, firm-wide AI guidelines adopted and practical workflows for research and drafting in place.',
  companyDescription:
    'Windt Le Grand Leeuwenburgh is a law firm based in Rotterdam that advises and litigates for businesses, public bodies and private clients across a range of practice areas.',
  challenge: `Clients expect efficiency, but a law firm cannot compromise on confidentiality or accuracy.

- Lawyers were curious about AI but unsure what was allowed with client information
- Publicised cases of invented case law made the risks very visible
- The firm wanted a shared standard rather than individual experiments`,
  solution: `${productName('Academy')} delivered a programme tailored to legal work:

- **AI Literacy Training** for all lawyers and support staff, including the EU AI Act and professional conduct rules
- **Workshops** on practical legal tasks: summarising case files, structuring first drafts and preparing client updates
- **Firm guidelines** on confidentiality, approved tools and mandatory verification of every source`,
  keyResults: [
    'All lawyers and support staff trained',
    'Firm-wide guidelines on AI use adopted',
    'Verification of sources built into every AI-assisted workflow',
  ],
  technologies: ['Microsoft Copilot', 'ChatGPT'],
  impact: [
    {
      title: 'Confidence',
      desc: 'Lawyers know *when and how* AI can help them.',
    },
    {
      title: 'Clear boundaries',
      desc: 'Firm-wide rules on client data and approved tools.',
    },
    {
      title: 'Verified work',
      desc: 'Every AI-assisted result is checked against original sources.',
    },
    {
      title: '',
      desc: 'A shared standard across the firm instead of *individual experiments*.',
    },
  ],
  testimonial: {
    quote:
      'We wanted our people to use AI with the same care they apply to everything else. The training gave them both the confidence and the boundaries.',
    person: 'Jeroen Schouten',
    title: 'Partner',
    portrait: 'jeroen-schouten',
  },
} satisfies StoryInput;
