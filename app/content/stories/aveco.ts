import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'aveco',
  title: 'Aveco de Bondt: An AI Toolkit for Engineering Reports',
  summary:
    'Four AI capabilities that take routine document work off engineers’ desks, from sorting incoming files to checking draft reports against client requirements.',
  industry: 'Engineering',
  logo: 'Aveco de Bondt',
  image: 'document',
  color: 'violet',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 3,
  gridPosition: 4,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  tabHeadline: 'Four AI Capabilities for Engineering Work',
  results:
    'Engineers spend less time on intake, requirement lists and standard report sections, and more on the engineering itself.',
  companyDescription:
    'Aveco de Bondt is a Dutch engineering and consultancy firm working on infrastructure, water, spatial development and the environment for public and private clients.',
  challenge: `Every project produces a large amount of documentation, much of it following familiar patterns.

- Incoming drawings, reports and correspondence had to be sorted into project files by hand
- Requirements from client specifications were copied into checklists manually
- Standard sections of advisory reports were rewritten from scratch for each project
- Final checks against requirements and house style depended on the reviewer’s available time`,
  solution: {
    intro: `${site.name} developed **four AI capabilities** that fit into the existing project workflow.`,
    sections: [
      {
        heading: 'Four AI capabilities',
        layout: 'cards',
        items: [
          {
            title: 'Document intake',
            text: 'Classifies incoming drawings, reports and correspondence and files them in the right project folder.',
            icon: 'inbox',
          },
          {
            title: 'Requirement extraction',
            text: 'Turns client specifications into a structured requirements checklist.',
            icon: 'list',
          },
          {
            title: 'Report drafting',
            text: 'Drafts standard report sections from project data and comparable earlier reports.',
            icon: 'document',
          },
          {
            title: 'Quality check',
            text: 'Compares a draft report with the requirements checklist and house style *before human review*.',
            icon: 'check',
          },
        ],
      },
    ],
    outro: 'Engineers remain the authors. Every draft and every check is reviewed before anything goes to a client.',
  },
  keyResults: [
    'Four capabilities available in the project workflow',
    'Requirement checklists produced in a fraction of the previous time',
    'More consistent reports thanks to automated pre-review checks',
  ],
  technologies: [
    'Azure OpenAI',
    'Document intelligence (OCR)',
    'Retrieval-augmented generation',
    'Python',
    'SharePoint integration',
  ],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Automatic intake',
      desc: 'Incoming documents land in the right project file *without manual sorting*.',
    },
    {
      title: 'Structured requirements',
      desc: 'Client specifications become checklists that the whole project team can use.',
    },
    {
      title: 'Faster first drafts',
      desc: 'Standard report sections start from a draft instead of a blank page.',
    },
    {
      title: 'Earlier quality signals',
      desc: 'Missing requirements are flagged *before* a report reaches the reviewer.',
    },
  ],
  testimonial: {
    quote:
      'Our engineers want to engineer, not copy requirements into spreadsheets. These tools give them that time back, and the quality check catches things we would otherwise find late.',
    person: 'Sander Kuipers',
    title: 'Director Digital Engineering',
    portrait: 'sander-kuipers',
  },
} satisfies StoryInput;
