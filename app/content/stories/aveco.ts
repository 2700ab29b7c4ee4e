import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'aveco',
  published: '2024-06-11',
  title: {
    en: 'Aveco de Bondt: An AI Toolkit for Engineering Reports',
    nl: 'Aveco de Bondt: een AI-toolkit voor ingenieursrapporten',
  },
  summary: {
    en: 'Four AI capabilities that take routine document work off engineers’ desks, from sorting incoming files to checking draft reports against client requirements.',
    nl: 'Vier AI-toepassingen die routinematig documentwerk uit handen van engineers nemen, van het sorteren van binnenkomende stukken tot het toetsen van conceptrapporten aan de eisen van de opdrachtgever.',
  },
  industry: { en: 'Engineering', nl: 'Ingenieursdiensten' },
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
  tabHeadline: { en: 'Four AI Capabilities for Engineering Work', nl: 'Vier AI-toepassingen voor ingenieurswerk' },
  results: {
    en: 'Engineers spend less time on intake, requirement lists and standard report sections, and more on the engineering itself.',
    nl: 'Engineers besteden minder tijd aan het verwerken van binnenkomende stukken, eisenlijsten en standaardhoofdstukken, en meer aan het eigenlijke ingenieurswerk.',
  },
  companyDescription: {
    en: 'Aveco de Bondt is a Dutch engineering and consultancy firm working on infrastructure, water, spatial development and the environment for public and private clients.',
    nl: 'Aveco de Bondt is een Nederlands ingenieurs- en adviesbureau dat voor publieke en private opdrachtgevers werkt aan infrastructuur, water, ruimtelijke ontwikkeling en milieu.',
  },
  challenge: {
    en: `Every project produces a large amount of documentation, much of it following familiar patterns.

- Incoming drawings, reports and correspondence had to be sorted into project files by hand
- Requirements from client specifications were copied into checklists manually
- Standard sections of advisory reports were rewritten from scratch for each project
- Final checks against requirements and house style depended on the reviewer’s available time`,
    nl: `Elk project levert veel documentatie op, en een groot deel daarvan volgt vertrouwde patronen.

- Binnenkomende tekeningen, rapporten en correspondentie moesten met de hand in projectdossiers worden gesorteerd
- Eisen uit de vraagspecificaties van opdrachtgevers werden handmatig overgenomen in checklists
- Standaardhoofdstukken van adviesrapporten werden voor elk project opnieuw geschreven
- De eindcontrole op eisen en huisstijl hing af van de tijd die de reviewer beschikbaar had`,
  },
  solution: {
    intro: {
      en: `${site.name} developed **four AI capabilities** that fit into the existing project workflow.`,
      nl: `${site.name} ontwikkelde **vier AI-toepassingen** die aansluiten op de bestaande projectwerkwijze.`,
    },
    sections: [
      {
        heading: { en: 'Four AI capabilities', nl: 'Vier AI-toepassingen' },
        layout: 'cards',
        items: [
          {
            title: { en: 'Document intake', nl: 'Documentinname' },
            text: {
              en: 'Classifies incoming drawings, reports and correspondence and files them in the right project folder.',
              nl: 'Deelt binnenkomende tekeningen, rapporten en correspondentie in en archiveert ze in de juiste projectmap.',
            },
            icon: 'inbox',
          },
          {
            title: { en: 'Requirement extraction', nl: 'Eisen extraheren' },
            text: {
              en: 'Turns client specifications into a structured requirements checklist.',
              nl: 'Zet vraagspecificaties van opdrachtgevers om in een gestructureerde eisenchecklist.',
            },
            icon: 'list',
          },
          {
            title: { en: 'Report drafting', nl: 'Rapportconcepten' },
            text: {
              en: 'Drafts standard report sections from project data and comparable earlier reports.',
              nl: 'Schrijft concepten van standaardhoofdstukken op basis van projectdata en vergelijkbare eerdere rapporten.',
            },
            icon: 'document',
          },
          {
            title: { en: 'Quality check', nl: 'Kwaliteitscontrole' },
            text: {
              en: 'Compares a draft report with the requirements checklist and house style *before human review*.',
              nl: 'Legt een conceptrapport naast de eisenchecklist en de huisstijl, *nog vóór de menselijke review*.',
            },
            icon: 'check',
          },
        ],
      },
    ],
    outro: {
      en: 'Engineers remain the authors. Every draft and every check is reviewed before anything goes to a client.',
      nl: 'Engineers blijven de auteurs. Elk concept en elke controle wordt beoordeeld voordat er iets naar een opdrachtgever gaat.',
    },
  },
  keyResults: [
    {
      en: 'Four capabilities available in the project workflow',
      nl: 'Vier toepassingen beschikbaar in de projectwerkwijze',
    },
    {
      en: 'Requirement checklists produced in a fraction of the previous time',
      nl: 'Eisenchecklists in een fractie van de tijd die het eerst kostte',
    },
    {
      en: 'More consistent reports thanks to automated pre-review checks',
      nl: 'Consistentere rapporten dankzij geautomatiseerde controles vóór de review',
    },
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
      title: { en: 'Automatic intake', nl: 'Automatische inname' },
      desc: {
        en: 'Incoming documents land in the right project file *without manual sorting*.',
        nl: 'Binnenkomende documenten belanden in het juiste projectdossier, *zonder handmatig sorteren*.',
      },
    },
    {
      title: { en: 'Structured requirements', nl: 'Gestructureerde eisen' },
      desc: {
        en: 'Client specifications become checklists that the whole project team can use.',
        nl: 'Vraagspecificaties worden checklists waar het hele projectteam mee kan werken.',
      },
    },
    {
      title: { en: 'Faster first drafts', nl: 'Sneller een eerste versie' },
      desc: {
        en: 'Standard report sections start from a draft instead of a blank page.',
        nl: 'Standaardhoofdstukken beginnen met een concept in plaats van een leeg vel.',
      },
    },
    {
      title: { en: 'Earlier quality signals', nl: 'Eerder zicht op kwaliteit' },
      desc: {
        en: 'Missing requirements are flagged *before* a report reaches the reviewer.',
        nl: 'Ontbrekende eisen worden gesignaleerd *voordat* een rapport bij de reviewer ligt.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'Our engineers want to engineer, not copy requirements into spreadsheets. These tools give them that time back, and the quality check catches things we would otherwise find late.',
      nl: 'Onze engineers willen ingenieurswerk doen, geen eisen overtikken in spreadsheets. Deze tools geven ze die tijd terug, en de kwaliteitscontrole vangt dingen af die we anders pas laat zouden ontdekken.',
    },
    person: 'Sander Kuipers',
    title: { en: 'Director Digital Engineering', nl: 'Directeur Digital Engineering' },
    portrait: 'sander-kuipers',
  },
} satisfies StoryInput;
