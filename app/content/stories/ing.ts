import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'ing',
  title: 'ING: Summarising Client Due-Diligence Files',
  summary:
    'A pilot in which analysts receive a structured summary of a client due-diligence file before starting their review.',
  industry: 'Banking',
  logo: 'ING',
  image: 'bank',
  color: 'amber',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results:
    'Analysts in the pilot started their reviews from a structured overview, with every statement linked to the underlying document.',
  companyDescription:
    'ING is a Dutch multinational bank. Like every bank, it must know its clients and periodically review their files to meet anti-money-laundering rules.',
  challenge: `Periodic client reviews require reading large files before any judgement can be made.

- Files contain registry extracts, ownership structures, correspondence and earlier reviews
- Analysts spent much of their time collecting facts rather than assessing risk
- Every conclusion must be traceable for auditors and supervisors`,
  solution: `${site.name} and the operations team built a **file summarisation pilot**:

- A structured summary covers ownership, activities, earlier findings and open points
- Every statement links to the page it came from
- The analyst remains responsible for the assessment and can correct the summary`,
  keyResults: [
    'Structured summaries for files in the pilot',
    'Every statement traceable to its source page',
    'Analyst time shifted from collecting to assessing',
  ],
  technologies: ['Large language models', 'Document intelligence (OCR)', 'Python', 'Audit logging'],
  impact: [
    {
      title: 'Structured overview',
      desc: 'Each review starts from the *same clear structure*.',
    },
    {
      title: 'Traceable',
      desc: 'Statements link back to the source page for analysts and auditors.',
    },
    {
      title: 'Focus on risk',
      desc: 'Less time spent collecting facts, more on assessing them.',
    },
    {
      title: '',
      desc: 'The analyst *always* makes the final assessment.',
    },
  ],
  testimonial: {
    quote: 'The summary is a starting point, not a verdict. But a good starting point saves a lot of reading.',
    person: 'Esther Dijkman',
    title: 'Lead KYC Operations',
    portrait: 'esther-dijkman',
  },
} satisfies StoryInput;
