import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'shell',
  title: 'Shell: Learning from Safety Reports',
  summary:
    'A pilot that groups free-text incident and near-miss reports by underlying cause, so safety advisers can spot recurring issues sooner.',
  industry: 'Energy',
  logo: 'Shell',
  image: 'factory',
  color: 'amber',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results:
    'Safety advisers in the pilot could review recurring themes across thousands of reports in hours instead of weeks.',
  companyDescription:
    'Shell is an international energy company with a large presence in the Netherlands, including refining and chemicals sites near Rotterdam where process safety is a daily priority.',
  challenge: `Near-miss reports are valuable, but only if someone reads them together.

- Reports are written in free text, in several languages and styles
- Keyword searches missed reports describing the same cause in different words
- Periodic reviews took weeks of manual reading`,
  solution: `${site.name} set up a **report analysis pilot** for a single site:

- Reports are translated and grouped by **underlying cause** rather than keywords
- Each group comes with a short summary and links to the original reports
- Safety advisers validate the groupings, and their corrections improve the next run`,
  keyResults: [
    'Recurring themes identified across a full year of reports',
    'Review time reduced from weeks to hours',
    'All groupings validated by safety advisers',
  ],
  technologies: ['Large language models', 'Text embeddings and clustering', 'Python', 'Power BI'],
  impact: [
    {
      title: 'Patterns, not keywords',
      desc: 'Reports are grouped by *cause*, whatever words were used.',
    },
    {
      title: 'Faster reviews',
      desc: 'Periodic safety reviews start from themes instead of raw reports.',
    },
    {
      title: 'Expert validated',
      desc: 'Safety advisers confirm every grouping before it is used.',
    },
    {
      title: '',
      desc: 'A repeatable approach for *other sites*.',
    },
  ],
  testimonial: {
    quote: 'The tool does not replace our judgement. It makes sure we read the reports that belong together, together.',
    person: 'Hanneke Meijer',
    title: 'HSE Data Lead',
    portrait: 'hanneke-meijer',
  },
} satisfies StoryInput;
