import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'prorail',
  published: '2024-03-12',
  title: { en: 'ProRail: Contract Knowledge at Your Fingertips', nl: 'ProRail: contractkennis binnen handbereik' },
  summary: {
    en: 'Assistants that answer questions about ProRail’s maintenance and construction contracts in minutes, with the source clause attached to every answer.',
    nl: 'Assistenten die vragen over de onderhouds- en bouwcontracten van ProRail binnen enkele minuten beantwoorden, met bij elk antwoord het artikel waarop het is gebaseerd.',
  },
  useCase: { en: 'AI-Powered Contract Assistants for ProRail', nl: 'AI-contractassistenten voor ProRail' },
  industry: { en: 'Transportation', nl: 'Transport' },
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
  tabHeadline: { en: 'From Contract Archive to Contract Assistant', nl: 'Van contractarchief naar contractassistent' },
  results: {
    en: 'Contract questions answered up to 85% faster, every answer traceable to its clause, and more than two FTE of capacity freed up.',
    nl: 'Contractvragen tot 85% sneller beantwoord, elk antwoord herleidbaar tot het onderliggende artikel en ruim twee fte aan capaciteit vrijgespeeld.',
  },
  companyDescription: {
    en: 'ProRail manages the Dutch national rail infrastructure: track, switches, level crossings, stations and the traffic control that keeps trains running safely. Much of the physical work is carried out by contractors under long-running maintenance and construction contracts, which ProRail’s contract managers oversee.',
    nl: 'ProRail beheert het Nederlandse spoorwegnet: sporen, wissels, overwegen, stations en de verkeersleiding die ervoor zorgt dat treinen veilig rijden. Een groot deel van het fysieke werk wordt uitgevoerd door aannemers onder langlopende onderhouds- en bouwcontracten, waarop de contractmanagers van ProRail toezien.',
  },
  challenge: {
    en: `Contract managers spent a large part of their week looking for answers that were already written down somewhere.

- Maintenance and construction contracts run to hundreds of pages, with appendices, amendments and referenced standards stored in separate systems
- Questions from contractors and colleagues about obligations, deadlines and penalties could take days to answer
- Detailed contract knowledge sat with a handful of experienced people, creating a bottleneck and a continuity risk
- Any AI answer had to be traceable to the exact clause, because contract interpretations can end up in a dispute`,
    nl: `Contractmanagers waren een groot deel van hun week kwijt aan het zoeken naar antwoorden die ergens al op papier stonden.

- Onderhouds- en bouwcontracten beslaan honderden pagina’s, met bijlagen, wijzigingen en normen waarnaar wordt verwezen, verspreid over verschillende systemen
- Vragen van aannemers en collega’s over verplichtingen, termijnen en boetes konden dagen duren voordat ze waren beantwoord
- Gedetailleerde contractkennis zat bij een handvol ervaren mensen: een knelpunt én een continuïteitsrisico
- Elk AI-antwoord moest herleidbaar zijn tot het exacte artikel, omdat een contractinterpretatie kan uitmonden in een geschil`,
  },
  solution: {
    intro: {
      en: `${site.name} built a contract knowledge base and three contract assistants on top of it, so that every answer comes with the clause it is based on.`,
      nl: `${site.name} bouwde een contractkennisbank met daarop drie contractassistenten, zodat elk antwoord wordt geleverd met het artikel waarop het is gebaseerd.`,
    },
    sections: [
      {
        heading: { en: 'A contract knowledge base', nl: 'Een contractkennisbank' },
        text: {
          en: 'The contracts, appendices and amendments were brought together in one knowledge base. Each document is split along its own article and paragraph structure, so an answer can point to the exact clause it is based on.',
          nl: 'De contracten, bijlagen en wijzigingen zijn samengebracht in één kennisbank. Elk document is opgedeeld volgens de eigen indeling in artikelen en leden, zodat een antwoord precies kan verwijzen naar het artikel waarop het berust.',
        },
        layout: 'cards',
        items: [
          {
            title: { en: 'One source', nl: 'Eén bron' },
            text: {
              en: 'All in-scope maintenance contracts with their appendices and amendments.',
              nl: 'Alle onderhoudscontracten binnen de scope, met hun bijlagen en wijzigingen.',
            },
            icon: 'database',
          },
          {
            title: { en: 'Clause structure kept', nl: 'Artikelstructuur behouden' },
            text: {
              en: 'Articles and paragraphs stay intact, so every answer *cites its source*.',
              nl: 'Artikelen en leden blijven intact, zodat elk antwoord *de bron vermeldt*.',
            },
            icon: 'document',
          },
        ],
      },
      {
        heading: { en: 'Three contract assistants', nl: 'Drie contractassistenten' },
        text: {
          en: 'Each assistant answers a question contract managers ask every week.',
          nl: 'Elke assistent beantwoordt een vraag die contractmanagers wekelijks stellen.',
        },
        layout: 'cards',
        items: [
          {
            title: { en: 'Clause finder', nl: 'Artikelzoeker' },
            text: {
              en: 'Answers questions in plain language and quotes the relevant clauses with their article numbers.',
              nl: 'Beantwoordt vragen in gewone taal en citeert de relevante artikelen met hun artikelnummers.',
            },
            icon: 'search',
          },
          {
            title: { en: 'Obligation tracker', nl: 'Verplichtingenmonitor' },
            text: {
              en: 'Lists deadlines, deliverables and reporting duties per contract and per contractor.',
              nl: 'Zet termijnen, op te leveren producten en rapportageverplichtingen op een rij, per contract en per aannemer.',
            },
            icon: 'list',
          },
          {
            title: { en: 'Comparison assistant', nl: 'Vergelijkingsassistent' },
            text: {
              en: 'Shows how a topic such as availability penalties is arranged across different contracts.',
              nl: 'Laat zien hoe een onderwerp als beschikbaarheidsboetes in verschillende contracten is geregeld.',
            },
            icon: 'compare',
          },
        ],
      },
    ],
    outro: {
      en: '**People stay in charge.** The assistants draft and contract managers decide. During the pilot the team reviewed a sample of answers every week before the assistants were rolled out to the wider department.',
      nl: '**De mens houdt de regie.** De assistenten stellen een concept op, de contractmanagers beslissen. Tijdens de pilot beoordeelde het team elke week een steekproef van de antwoorden, voordat de assistenten breder in de afdeling werden uitgerold.',
    },
  },
  keyResults: [
    {
      en: 'All in-scope maintenance contracts searchable in a single knowledge base',
      nl: 'Alle onderhoudscontracten binnen de scope doorzoekbaar in één kennisbank',
    },
    { en: 'Contract questions answered up to 85% faster', nl: 'Contractvragen tot 85% sneller beantwoord' },
    {
      en: 'Every answer linked to the article and paragraph it is based on',
      nl: 'Elk antwoord gekoppeld aan het artikel en lid waarop het is gebaseerd',
    },
    {
      en: 'More than two FTE of capacity freed up for contract management',
      nl: 'Ruim twee fte aan capaciteit vrijgespeeld voor contractmanagement',
    },
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
      title: { en: 'Faster answers', nl: 'Sneller antwoord' },
      desc: {
        en: 'Contract questions that used to take days are answered *within minutes*, including the relevant clause.',
        nl: 'Contractvragen die vroeger dagen kostten, zijn nu *binnen enkele minuten* beantwoord, inclusief het relevante artikel.',
      },
    },
    {
      title: { en: 'Traceable by design', nl: 'Herleidbaar als uitgangspunt' },
      desc: {
        en: 'Every answer cites article and paragraph, so contract managers can *verify before they act*.',
        nl: 'Elk antwoord vermeldt artikel en lid, zodat contractmanagers *eerst kunnen controleren en dan handelen*.',
      },
    },
    {
      title: { en: 'Shared expertise', nl: 'Gedeelde expertise' },
      desc: {
        en: 'Knowledge that sat with a few senior colleagues is now available to the whole contract management team.',
        nl: 'Kennis die bij een paar senior collega’s zat, is nu beschikbaar voor het hele contractmanagementteam.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'A proven pattern that ProRail can extend to *other contract types* and departments.',
        nl: 'Een beproefde aanpak die ProRail kan uitbreiden naar *andere contractvormen* en afdelingen.',
      },
    },
  ],
  metrics: [
    {
      value: 100,
      suffix: { en: '%', nl: '%' },
      description: {
        en: 'of in-scope contracts in one knowledge base',
        nl: 'van de contracten binnen de scope in één kennisbank',
      },
    },
    {
      value: 85,
      suffix: { en: '%', nl: '%' },
      description: { en: 'faster answers to contract questions', nl: 'sneller antwoord op contractvragen' },
    },
    {
      value: 100,
      suffix: { en: '%', nl: '%' },
      description: {
        en: 'of answers traceable to a source clause',
        nl: 'van de antwoorden herleidbaar tot een bronartikel',
      },
    },
    {
      value: 2,
      suffix: { en: '+ FTE', nl: '+ fte' },
      description: {
        en: 'of capacity freed up for contract managers',
        nl: 'aan capaciteit vrijgespeeld voor contractmanagers',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'We used to lose hours hunting through appendices. Now I ask a question, get the answer with the clause next to it, and can check it myself in seconds. That traceability is what made my colleagues trust it.',
      nl: 'Vroeger waren we uren kwijt aan zoeken in bijlagen. Nu stel ik een vraag, krijg ik het antwoord met het artikel ernaast en kan ik het binnen een paar seconden zelf controleren. Juist die herleidbaarheid zorgde ervoor dat mijn collega’s het gingen vertrouwen.',
    },
    person: 'Marieke van den Berg',
    title: { en: 'Senior Contract Manager', nl: 'Senior contractmanager' },
    portrait: 'marieke-van-den-berg',
  },
  aiJourney: [
    {
      phase: 'START',
      duration: { en: '12 months', nl: '12 maanden' },
      goal: {
        en: 'Prove the value of contract assistants for maintenance contracts in one region.',
        nl: 'Aantonen wat contractassistenten opleveren voor onderhoudscontracten in één regio.',
      },
      deliverables: [
        {
          en: 'Contract knowledge base for in-scope maintenance contracts',
          nl: 'Contractkennisbank voor de onderhoudscontracten binnen de scope',
        },
        { en: 'Three contract assistants in production', nl: 'Drie contractassistenten in productie' },
        {
          en: 'Answer-quality review process and usage guidelines',
          nl: 'Reviewproces voor de antwoordkwaliteit en gebruiksrichtlijnen',
        },
        { en: 'Training for contract managers', nl: 'Training voor contractmanagers' },
      ],
      value: { en: '€375K', nl: '€ 375.000' },
      resources: {
        en: `An implementation lead and two machine learning engineers from ${site.name}, a ProRail product owner and two contract experts.`,
        nl: `Een implementation lead en twee machine learning engineers van ${site.name}, een product owner van ProRail en twee contractexperts.`,
      },
    },
    {
      phase: 'SCALE',
      duration: { en: '12-24 months', nl: '12-24 maanden' },
      goal: {
        en: 'Extend the assistants to all regions and to construction contracts.',
        nl: 'De assistenten uitbreiden naar alle regio’s en naar bouwcontracten.',
      },
      deliverables: [
        {
          en: 'Knowledge base covering construction and maintenance contracts nationwide',
          nl: 'Landelijke kennisbank met bouw- en onderhoudscontracten',
        },
        {
          en: 'Connection to the contract management system for automatic updates',
          nl: 'Koppeling met het contractmanagementsysteem voor automatische updates',
        },
        {
          en: 'Monitoring of usage, answer quality and cost',
          nl: 'Monitoring van gebruik, antwoordkwaliteit en kosten',
        },
      ],
      value: { en: '€200-400K', nl: '€ 200.000-400.000' },
      resources: {
        en: `A joint team of ProRail and ${site.name} engineers, with ProRail taking over day-to-day operation.`,
        nl: `Een gezamenlijk team van engineers van ProRail en ${site.name}, waarbij ProRail het dagelijks beheer overneemt.`,
      },
    },
    {
      phase: 'EXPAND',
      duration: { en: 'Unspecified', nl: 'Nog niet bepaald' },
      goal: {
        en: 'Apply the same pattern to procurement, tendering and asset management questions.',
        nl: 'Dezelfde aanpak toepassen op vragen over inkoop, aanbestedingen en assetmanagement.',
      },
      deliverables: [
        { en: 'Prioritised list of follow-up use cases', nl: 'Geprioriteerde lijst van vervolg-use-cases' },
        {
          en: 'Reusable components for document-based assistants',
          nl: 'Herbruikbare componenten voor documentgebaseerde assistenten',
        },
      ],
      value: { en: 'To be determined per use case', nl: 'Per use case te bepalen' },
      resources: {
        en: `ProRail’s internal AI team, with ${site.name} on call for architecture and reviews.`,
        nl: `Het interne AI-team van ProRail, met ${site.name} op afroep voor architectuur en reviews.`,
      },
    },
  ],
} satisfies StoryInput;
