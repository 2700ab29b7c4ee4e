import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'prorail',
  title: 'ProRail: Contract Knowledge at Your Fingertips',
  summary:
    'Assistants that answer questions about ProRail’s maintenance and construction contracts in minutes, with the source clause attached to every answer.',
  useCase: 'AI-Powered Contract Assistants for ProRail',
  industry: 'Transportation',
  logo: 'ProRail',
  image: 'rail',
  color: 'rose',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 1,
  gridPosition: 8,
  cardSize: 'large',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: true,
  homeTeaser: 2,
  tabHeadline: 'From Contract Archive to Contract Assistant',
  results:
    'Contract questions answered up to 85% faster, every answer traceable to its clause, and more than two FTE of capacity freed up.',
  companyDescription:
    'ProRail manages the Dutch national rail infrastructure: track, switches, level crossings, stations and the traffic control that keeps trains running safely. Much of the physical work is carried out by contractors under long-running maintenance and construction contracts, which ProRail’s contract managers oversee.',
  challenge: `Contract managers spent a large part of their week looking for answers that were already written down somewhere.

- Maintenance and construction contracts run to hundreds of pages, with appendices, amendments and referenced standards stored in separate systems
- Questions from contractors and colleagues about obligations, deadlines and penalties could take days to answer
- Detailed contract knowledge sat with a handful of experienced people, creating a bottleneck and a continuity risk
- Any AI answer had to be traceable to the exact clause, because contract interpretations can end up in a dispute`,
  solution: {
    intro: `${site.name} built a contract knowledge base and three contract assistants on top of it, so that every answer comes with the clause it is based on.`,
    sections: [
      {
        heading: 'A contract knowledge base',
        text: 'The contracts, appendices and amendments were brought together in one knowledge base. Each document is split along its own article and paragraph structure, so an answer can point to the exact clause it is based on.',
        layout: 'cards',
        items: [
          {
            title: 'One source',
            text: 'All in-scope maintenance contracts with their appendices and amendments.',
            icon: 'database',
          },
          {
            title: 'Clause structure kept',
            text: 'Articles and paragraphs stay intact, so every answer *cites its source*.',
            icon: 'document',
          },
        ],
      },
      {
        heading: 'Three contract assistants',
        text: 'Each assistant answers a question contract managers ask every week.',
        layout: 'cards',
        items: [
          {
            title: 'Clause finder',
            text: 'Answers questions in plain language and quotes the relevant clauses with their article numbers.',
            icon: 'search',
          },
          {
            title: 'Obligation tracker',
            text: 'Lists deadlines, deliverables and reporting duties per contract and per contractor.',
            icon: 'list',
          },
          {
            title: 'Comparison assistant',
            text: 'Shows how a topic such as availability penalties is arranged across different contracts.',
            icon: 'compare',
          },
        ],
      },
    ],
    outro:
      '**People stay in charge.** The assistants draft and contract managers decide. During the pilot the team reviewed a sample of answers every week before the assistants were rolled out to the wider department.',
  },
  keyResults: [
    'All in-scope maintenance contracts searchable in a single knowledge base',
    'Contract questions answered up to 85% faster',
    'Every answer linked to the article and paragraph it is based on',
    'More than two FTE of capacity freed up for contract management',
  ],
  technologies: [
    'Azure OpenAI (GPT-4o)',
    'Azure AI Search',
    'Retrieval-augmented generation',
    'Python',
    'Microsoft Teams integration',
  ],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Faster answers',
      desc: 'Contract questions that used to take days are answered *within minutes*, including the relevant clause.',
    },
    {
      title: 'Traceable by design',
      desc: 'Every answer cites article and paragraph, so contract managers can *verify before they act*.',
    },
    {
      title: 'Shared expertise',
      desc: 'Knowledge that sat with a few senior colleagues is now available to the whole contract management team.',
    },
    {
      title: '',
      desc: 'A proven pattern that ProRail can extend to *other contract types* and departments.',
    },
  ],
  metrics: [
    {
      value: 100,
      suffix: '%',
      description: 'of in-scope contracts in one knowledge base',
    },
    {
      value: 85,
      suffix: '%',
      description: 'faster answers to contract questions',
    },
    {
      value: 100,
      suffix: '%',
      description: 'of answers traceable to a source clause',
    },
    {
      value: 2,
      suffix: '+ FTE',
      description: 'of capacity freed up for contract managers',
    },
  ],
  testimonial: {
    quote:
      'We used to lose hours hunting through appendices. Now I ask a question, get the answer with the clause next to it, and can check it myself in seconds. That traceability is what made my colleagues trust it.',
    person: 'Marieke van den Berg',
    title: 'Senior Contract Manager',
    portrait: 'marieke-van-den-berg',
  },
  aiJourney: [
    {
      phase: 'START',
      duration: '12 months',
      goal: 'Prove the value of contract assistants for maintenance contracts in one region.',
      deliverables: [
        'Contract knowledge base for in-scope maintenance contracts',
        'Three contract assistants in production',
        'Answer-quality review process and usage guidelines',
        'Training for contract managers',
      ],
      value: '€375K',
      resources: `An implementation lead and two machine learning engineers from ${site.name}, a ProRail product owner and two contract experts.`,
    },
    {
      phase: 'SCALE',
      duration: '12-24 months',
      goal: 'Extend the assistants to all regions and to construction contracts.',
      deliverables: [
        'Knowledge base covering construction and maintenance contracts nationwide',
        'Connection to the contract management system for automatic updates',
        'Monitoring of usage, answer quality and cost',
      ],
      value: '€200-400K',
      resources: `A joint team of ProRail and ${site.name} engineers, with ProRail taking over day-to-day operation.`,
    },
    {
      phase: 'EXPAND',
      duration: 'Unspecified',
      goal: 'Apply the same pattern to procurement, tendering and asset management questions.',
      deliverables: ['Prioritised list of follow-up use cases', 'Reusable components for document-based assistants'],
      value: 'To be determined per use case',
      resources: `ProRail’s internal AI team, with ${site.name} on call for architecture and reviews.`,
    },
  ],
} satisfies StoryInput;
