import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'volkerwessels',
  title: 'VolkerWessels: A Center of AI Excellence Across 20 Companies',
  summary:
    'A group-wide Center of AI Excellence and a shared knowledge assistant that employees of 20 operating companies use every week.',
  industry: 'Construction',
  logo: 'VolkerWessels',
  image: 'construction',
  color: 'amber',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 4,
  gridPosition: 4,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: true,
  homeTeaser: 1,
  tabHeadline: 'Building a Group-Wide Center of AI Excellence',
  results:
    '20 operating companies connected, more than 100 questions a week, 92% user satisfaction and 3 FTE saved in support teams.',
  companyDescription:
    'VolkerWessels is a Dutch construction group made up of operating companies that work on housing, infrastructure, energy and telecom networks. Each company has its own organisation, systems and ways of working.',
  challenge: `AI initiatives were starting up across the group, but each company was doing it on its own.

- Several operating companies were building similar solutions in parallel
- There was no shared view on data security, tooling or the EU AI Act
- Employees asked HR, safety and IT support the same policy questions again and again
- Smaller companies lacked the people to start on AI at all`,
  solution: {
    intro: `${site.name} helped set up a **Center of AI Excellence** for the whole group, built on four pillars.`,
    sections: [
      {
        heading: 'The four pillars of the Center of AI Excellence',
        layout: 'cards',
        items: [
          {
            title: 'Strategy and governance',
            text: 'One AI policy, a shared use-case portfolio and clear decision rights.',
            icon: 'governance',
          },
          {
            title: 'Platform',
            text: 'A secure environment in the group’s own cloud tenant that every company can use.',
            icon: 'cloud',
          },
          {
            title: 'People',
            text: 'AI literacy training for staff and an *AI champion* in every operating company.',
            icon: 'team',
          },
          {
            title: 'Delivery',
            text: 'A small central team that builds, runs and improves shared solutions.',
            icon: 'wrench',
          },
        ],
      },
    ],
    outro:
      'The first shared solution is a **group knowledge assistant** that answers questions about HR policies, safety procedures and IT, based on each company’s own documents.',
  },
  keyResults: [
    '20 operating companies connected to the shared assistant',
    'More than 100 questions answered per week',
    '92% of users satisfied with the answers',
    '3 FTE saved across HR, safety and IT support',
  ],
  technologies: [
    'Azure OpenAI',
    'Azure AI Search',
    'Microsoft Entra ID',
    'Retrieval-augmented generation',
    'Microsoft Teams integration',
  ],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'One direction',
      desc: 'A shared AI policy and portfolio *across the whole group*.',
    },
    {
      title: 'Reuse instead of rebuild',
      desc: 'Operating companies use shared solutions rather than starting from scratch.',
    },
    {
      title: 'Answers on demand',
      desc: 'Employees get policy answers from their own company’s documents, *any time*.',
    },
    {
      title: '',
      desc: 'An AI champion in every company keeps adoption going after the launch.',
    },
  ],
  metrics: [
    {
      value: 20,
      suffix: ' companies',
      description: 'connected to the shared knowledge assistant',
    },
    {
      value: 100,
      suffix: '+',
      description: 'questions per week answered by the assistant',
    },
    {
      value: 92,
      suffix: '%',
      description: 'user satisfaction',
    },
    {
      value: 3,
      suffix: ' FTE',
      description: 'saved across HR, safety and IT support',
    },
  ],
  testimonial: {
    quote:
      'We no longer have five companies solving the same problem five times. The Center of AI Excellence gives us one direction, and the assistant showed every company what that means in practice.',
    person: 'Joost Hermans',
    title: 'Programme Director Digital Transformation',
    portrait: 'joost-hermans',
  },
  aiJourney: [
    {
      phase: 'START',
      duration: '12 months',
      goal: 'Set up the Center of AI Excellence and deliver the first shared solution.',
      deliverables: [
        'AI policy and governance model',
        'Shared AI platform in the group cloud tenant',
        'Group knowledge assistant live for the first operating companies',
      ],
      value: '€375K',
      resources: `A ${site.name} implementation lead and machine learning engineers, with a group product owner.`,
    },
    {
      phase: 'SCALE',
      duration: '12-24 months',
      goal: 'Connect all operating companies and add new shared use cases.',
      deliverables: [
        'All 20 operating companies connected',
        'AI champions trained in every company',
        'Two additional shared use cases in production',
      ],
      value: '€200-400K',
      resources: 'The central delivery team, supported by AI champions in the operating companies.',
    },
    {
      phase: 'EXPAND',
      duration: 'Unspecified',
      goal: 'Embed AI in core processes such as tendering, planning and project control.',
      deliverables: ['Use-case roadmap per business line'],
      value: 'To be determined per use case',
      resources: 'The Center of AI Excellence, run by the group.',
    },
  ],
} satisfies StoryInput;
