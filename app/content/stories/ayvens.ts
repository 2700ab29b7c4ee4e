import type { StoryInput } from '../schema.ts';

export default {
  id: 'ayvens',
  title: 'Ayvens: Generative AI in Lease Operations',
  summary:
    'Exploring how generative AI can speed up the handling of lease and vehicle-damage correspondence. The full case study will follow.',
  industry: 'Automotive',
  logo: 'Ayvens',
  image: 'car',
  color: 'teal',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 2,
  gridPosition: 4,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: true,
  hasMetrics: false,
  tabHeadline: 'Generative AI for Lease Operations',
  results:
    'Use cases selected and a first solution in development. Results will be published once the pilot is complete.',
  companyDescription:
    'Ayvens is a global leader in vehicle leasing and fleet management, formed by bringing ALD Automotive and LeasePlan together. In the Netherlands it manages a large fleet of lease cars for businesses and private drivers.',
  challenge: `Lease operations generate a steady stream of correspondence that has to be read, classified and answered.

- Damage reports, contract changes and end-of-lease questions arrive through several channels
- Much of the first-line work is reading and routing rather than solving
- Peaks in volume lead to longer waiting times for drivers and fleet managers`,
  keyResults: [
    'Use cases prioritised on value and feasibility',
    'First solution in development',
    'Full results to follow after the pilot',
  ],
  technologies: [],
  impact: [
    {
      title: 'Clear priorities',
      desc: 'A short list of use cases ranked on *value and feasibility*.',
    },
    {
      title: 'Less routing work',
      desc: 'Correspondence is designed to reach the right team without manual sorting.',
    },
    {
      title: 'Faster overview',
      desc: 'Handlers will start from a summary instead of a long e-mail thread.',
    },
    {
      title: '',
      desc: 'Measured results will be shared *once the pilot is complete*.',
    },
  ],
} satisfies StoryInput;
