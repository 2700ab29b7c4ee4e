import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'asml',
  title: 'ASML: Faster Answers for Support Engineers',
  summary:
    'A scoped pilot of an assistant that helps customer-support engineers search service documentation and previously resolved cases.',
  industry: 'Semiconductors',
  logo: 'ASML',
  image: 'chip',
  color: 'indigo',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results:
    'Support engineers in the pilot group found relevant documentation and earlier solutions noticeably faster, without data leaving the approved environment.',
  companyDescription:
    'ASML, headquartered in Veldhoven, develops and builds the lithography systems that chipmakers use to pattern microchips. Its systems are supported around the clock by engineers at customer sites and in regional support centres.',
  challenge: `Solving a machine issue quickly often depends on knowing that a colleague solved something similar before.

- Service documentation is extensive and updated frequently
- Notes on resolved cases are written in free text and are hard to search
- Strict confidentiality rules apply to every piece of technical information`,
  solution: `${site.name} and the support engineering team defined a narrow pilot: one product family, one support centre and a **retrieval assistant** that searches both **service manuals** and **resolved case notes**.

- Answers list the documents and cases they are based on, ranked by relevance
- The assistant runs in an access-controlled environment approved by information security
- Engineers rated every answer, which gave the team a clear view of where retrieval fell short`,
  keyResults: [
    'Pilot assistant live for one product family',
    'Every answer backed by links to manuals or resolved cases',
    'Clear evaluation data to decide on a broader rollout',
  ],
  technologies: ['Azure OpenAI', 'Hybrid semantic search', 'Python', 'Access-controlled document index'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Less searching',
      desc: 'Engineers find relevant manuals and earlier cases *in one place*.',
    },
    {
      title: 'Reuse of experience',
      desc: 'Solutions recorded in old case notes are surfaced again when they are relevant.',
    },
    {
      title: 'Secure by default',
      desc: 'The pilot runs entirely within an environment approved by information security.',
    },
    {
      title: '',
      desc: 'Evaluation data from real engineers gives a *fact-based* decision on the next step.',
    },
  ],
  testimonial: {
    quote:
      'The value was not in clever wording but in finding the one case note from two years ago that described exactly our problem.',
    person: 'Pieter Hendriks',
    title: 'Team Lead Customer Support Engineering',
    portrait: 'pieter-hendriks',
  },
} satisfies StoryInput;
