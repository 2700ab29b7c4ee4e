import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'kpn',
  title: 'KPN: A Knowledge Assistant for Field Engineers',
  summary:
    'A mobile assistant that gives field engineers quick answers from installation guides and network procedures while they are on site.',
  industry: 'Telecom',
  logo: 'KPN',
  image: 'telecom',
  color: 'teal',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results: 'Engineers in the pilot called the support desk less often for routine procedural questions.',
  companyDescription:
    'KPN is the largest telecom and IT provider in the Netherlands. Its field engineers install and repair fibre, copper and mobile network equipment across the country.',
  challenge: `Engineers on site need the right procedure quickly, often on a phone and with limited time.

- Installation guides and procedures are long and not written for small screens
- Routine questions were phoned in to a central support desk
- Procedures change as the network is upgraded`,
  solution: `${site.name} built a **mobile knowledge assistant** for field engineers:

- Short, step-by-step answers based on current installation guides
- A link to the full procedure with every answer
- Questions the assistant cannot answer are passed to the support desk with context`,
  keyResults: [
    'Fewer routine calls to the support desk',
    'Answers always based on the current procedure',
    'Unanswered questions used to improve the guides',
  ],
  technologies: ['Large language models', 'Retrieval-augmented generation', 'Mobile web app', 'TypeScript'],
  impact: [
    {
      title: 'Answers on site',
      desc: 'Engineers get the procedure *where the work happens*.',
    },
    {
      title: 'Less waiting',
      desc: 'Routine questions no longer queue at the support desk.',
    },
    {
      title: 'Always current',
      desc: 'Answers follow the latest version of each guide.',
    },
    {
      title: '',
      desc: 'Support specialists focus on the *hard problems*.',
    },
  ],
  testimonial: {
    quote:
      'On a ladder you do not want to scroll through a sixty-page guide. A short answer with a link to the details is exactly right.',
    person: 'Mark Veenstra',
    title: 'Manager Field Operations Support',
    portrait: 'mark-veenstra',
  },
} satisfies StoryInput;
