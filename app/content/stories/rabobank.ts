import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'rabobank',
  title: 'Rabobank: Policy Answers for Customer Contact',
  summary:
    'An internal assistant that helps customer-contact employees find the right procedure while the customer is still on the line.',
  industry: 'Banking',
  logo: 'Rabobank',
  image: 'bank',
  color: 'sky',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results:
    'Employees in the pilot found the applicable procedure faster and escalated fewer routine questions to specialists.',
  companyDescription:
    'Rabobank is a cooperative bank with its roots in Dutch agriculture. Its customer-contact teams answer questions from private and business customers by phone, chat and e-mail.',
  challenge: `Procedures change often and are spread over many internal pages.

- New employees needed months before they could find their way in the knowledge base
- Routine questions were regularly escalated to specialists
- Answers must follow current procedures exactly, so guessing is not an option`,
  solution: `${site.name} built an **internal knowledge assistant** on top of the existing procedure pages.

- The assistant answers only from approved internal content and says so when it cannot find an answer
- Every answer shows the procedure page it is based on
- Knowledge managers see which questions go unanswered and use that to improve the content`,
  keyResults: [
    'Faster access to the right procedure during customer contact',
    'Fewer routine escalations to specialists',
    'Gaps in the knowledge base made visible to knowledge managers',
  ],
  technologies: ['Azure OpenAI', 'Azure AI Search', 'Retrieval-augmented generation', 'TypeScript'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Quicker onboarding',
      desc: 'New employees find procedures *without knowing where to look*.',
    },
    {
      title: 'Fewer escalations',
      desc: 'Routine questions are resolved in the first conversation more often.',
    },
    {
      title: 'Better content',
      desc: 'Unanswered questions show knowledge managers exactly which pages are missing.',
    },
    {
      title: '',
      desc: 'Answers come only from *approved* procedures, with the source shown.',
    },
  ],
  testimonial: {
    quote:
      'What convinced us was that the assistant says “I don’t know” instead of inventing something. That is exactly what a bank needs.',
    person: 'Annelies Kramer',
    title: 'Manager Customer Contact Knowledge',
    portrait: 'annelies-kramer',
  },
} satisfies StoryInput;
