import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'rotterdam',
  title: 'Gemeente Rotterdam: Faster Answers to Council Questions',
  summary:
    'An assistant that helps civil servants find earlier answers and relevant policy when preparing replies to written questions from the city council.',
  industry: 'Government',
  logo: 'Gemeente Rotterdam',
  image: 'city',
  color: 'violet',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results: 'Civil servants start their reply with the relevant earlier answers and policy documents already collected.',
  companyDescription:
    'The Municipality of Rotterdam serves the second-largest city in the Netherlands. Its departments prepare answers to written questions from council members within fixed deadlines.',
  challenge: `Written council questions often touch on topics that were answered before, in another year or department.

- Earlier answers and policy documents are spread over several archives
- Deadlines are fixed, so searching eats into writing time
- Answers must be consistent with what the municipality said before`,
  solution: `${site.name} built a **research assistant** for the departments that answer council questions:

- It searches earlier answers, council letters and policy documents in one go
- It presents the sources it found, with short summaries, so the civil servant decides what is relevant
- It does not write the final answer, which stays with the department`,
  keyResults: [
    'Relevant earlier answers collected in minutes',
    'More consistent replies to the council',
    'Final answers written and approved by civil servants',
  ],
  technologies: ['Azure OpenAI', 'Azure AI Search', 'Retrieval-augmented generation'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Research in minutes',
      desc: 'Earlier answers and policy are *collected automatically*.',
    },
    {
      title: 'Consistent replies',
      desc: 'New answers build on what the municipality said before.',
    },
    {
      title: 'People decide',
      desc: 'The assistant finds sources; civil servants write and approve the answer.',
    },
    {
      title: '',
      desc: 'More time for the *political context* of each question.',
    },
  ],
  testimonial: {
    quote: 'Consistency with what we said last year matters as much as speed. The assistant helps us with both.',
    person: 'Mehmet Yılmaz',
    title: 'Programme Manager Data & AI',
    portrait: 'mehmet-yilmaz',
  },
} satisfies StoryInput;
