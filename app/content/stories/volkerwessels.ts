import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'volkerwessels',
  published: '2024-01-23',
  title: {
    en: 'VolkerWessels: A Center of AI Excellence Across 20 Companies',
    nl: 'VolkerWessels: een Center of AI Excellence voor 20 bedrijven',
  },
  summary: {
    en: 'A group-wide Center of AI Excellence and a shared knowledge assistant that employees of 20 operating companies use every week.',
    nl: 'Een concernbreed Center of AI Excellence en een gedeelde kennisassistent die medewerkers van 20 werkmaatschappijen elke week gebruiken.',
  },
  industry: { en: 'Construction', nl: 'Bouw' },
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
  tabHeadline: {
    en: 'Building a Group-Wide Center of AI Excellence',
    nl: 'Een concernbreed Center of AI Excellence bouwen',
  },
  results: {
    en: '20 operating companies connected, more than 100 questions a week, 92% user satisfaction and 3 FTE saved in support teams.',
    nl: '20 werkmaatschappijen aangesloten, ruim 100 vragen per week, 92% gebruikerstevredenheid en 3 fte bespaard in de ondersteunende teams.',
  },
  companyDescription: {
    en: 'VolkerWessels is a Dutch construction group made up of operating companies that work on housing, infrastructure, energy and telecom networks. Each company has its own organisation, systems and ways of working.',
    nl: 'VolkerWessels is een Nederlands bouwconcern dat bestaat uit werkmaatschappijen die actief zijn in woningbouw, infrastructuur, energie- en telecomnetwerken. Elke werkmaatschappij heeft haar eigen organisatie, systemen en werkwijze.',
  },
  challenge: {
    en: `AI initiatives were starting up across the group, but each company was doing it on its own.

- Several operating companies were building similar solutions in parallel
- There was no shared view on data security, tooling or the EU AI Act
- Employees asked HR, safety and IT support the same policy questions again and again
- Smaller companies lacked the people to start on AI at all`,
    nl: `Overal in het concern kwamen AI-initiatieven op gang, maar elke werkmaatschappij deed het op eigen houtje.

- Meerdere werkmaatschappijen bouwden tegelijkertijd vergelijkbare oplossingen
- Er was geen gedeelde visie op databeveiliging, tooling of de EU AI Act
- Medewerkers stelden HR, veiligheid en IT-support steeds opnieuw dezelfde beleidsvragen
- Kleinere werkmaatschappijen hadden niet de mensen om überhaupt met AI te beginnen`,
  },
  solution: {
    intro: {
      en: `${site.name} helped set up a **Center of AI Excellence** for the whole group, built on four pillars.`,
      nl: `${site.name} hielp een **Center of AI Excellence** op te zetten voor het hele concern, gebouwd op vier pijlers.`,
    },
    sections: [
      {
        heading: {
          en: 'The four pillars of the Center of AI Excellence',
          nl: 'De vier pijlers van het Center of AI Excellence',
        },
        layout: 'cards',
        items: [
          {
            title: { en: 'Strategy and governance', nl: 'Strategie en governance' },
            text: {
              en: 'One AI policy, a shared use-case portfolio and clear decision rights.',
              nl: 'Eén AI-beleid, een gedeeld use-caseportfolio en heldere beslisbevoegdheden.',
            },
            icon: 'governance',
          },
          {
            title: { en: 'Platform', nl: 'Platform' },
            text: {
              en: 'A secure environment in the group’s own cloud tenant that every company can use.',
              nl: 'Een veilige omgeving in de eigen cloudtenant van het concern die elke werkmaatschappij kan gebruiken.',
            },
            icon: 'cloud',
          },
          {
            title: { en: 'People', nl: 'Mensen' },
            text: {
              en: 'AI literacy training for staff and an *AI champion* in every operating company.',
              nl: 'AI-geletterdheidstraining voor medewerkers en een *AI-champion* in elke werkmaatschappij.',
            },
            icon: 'team',
          },
          {
            title: { en: 'Delivery', nl: 'Uitvoering' },
            text: {
              en: 'A small central team that builds, runs and improves shared solutions.',
              nl: 'Een klein centraal team dat gedeelde oplossingen bouwt, beheert en verbetert.',
            },
            icon: 'wrench',
          },
        ],
      },
    ],
    outro: {
      en: 'The first shared solution is a **group knowledge assistant** that answers questions about HR policies, safety procedures and IT, based on each company’s own documents.',
      nl: 'De eerste gedeelde oplossing is een **concernbrede kennisassistent** die vragen beantwoordt over HR-beleid, veiligheidsprocedures en IT, op basis van de eigen documenten van elke werkmaatschappij.',
    },
  },
  keyResults: [
    {
      en: '20 operating companies connected to the shared assistant',
      nl: '20 werkmaatschappijen aangesloten op de gedeelde assistent',
    },
    { en: 'More than 100 questions answered per week', nl: 'Ruim 100 vragen per week beantwoord' },
    { en: '92% of users satisfied with the answers', nl: '92% van de gebruikers tevreden over de antwoorden' },
    { en: '3 FTE saved across HR, safety and IT support', nl: '3 fte bespaard bij HR, veiligheid en IT-support' },
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
      title: { en: 'One direction', nl: 'Eén koers' },
      desc: {
        en: 'A shared AI policy and portfolio *across the whole group*.',
        nl: 'Een gedeeld AI-beleid en portfolio *voor het hele concern*.',
      },
    },
    {
      title: { en: 'Reuse instead of rebuild', nl: 'Hergebruiken in plaats van opnieuw bouwen' },
      desc: {
        en: 'Operating companies use shared solutions rather than starting from scratch.',
        nl: 'Werkmaatschappijen gebruiken gedeelde oplossingen in plaats van vanaf nul te beginnen.',
      },
    },
    {
      title: { en: 'Answers on demand', nl: 'Antwoord wanneer je het nodig hebt' },
      desc: {
        en: 'Employees get policy answers from their own company’s documents, *any time*.',
        nl: 'Medewerkers krijgen antwoord op beleidsvragen uit de documenten van hun eigen werkmaatschappij, *op elk moment*.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'An AI champion in every company keeps adoption going after the launch.',
        nl: 'Een AI-champion in elke werkmaatschappij houdt de adoptie ook na de lancering op gang.',
      },
    },
  ],
  metrics: [
    {
      value: 20,
      suffix: { en: ' companies', nl: ' bedrijven' },
      description: {
        en: 'connected to the shared knowledge assistant',
        nl: 'aangesloten op de gedeelde kennisassistent',
      },
    },
    {
      value: 100,
      suffix: { en: '+', nl: '+' },
      description: {
        en: 'questions per week answered by the assistant',
        nl: 'vragen per week beantwoord door de assistent',
      },
    },
    {
      value: 92,
      suffix: { en: '%', nl: '%' },
      description: { en: 'user satisfaction', nl: 'gebruikerstevredenheid' },
    },
    {
      value: 3,
      suffix: { en: ' FTE', nl: ' fte' },
      description: { en: 'saved across HR, safety and IT support', nl: 'bespaard bij HR, veiligheid en IT-support' },
    },
  ],
  testimonial: {
    quote: {
      en: 'We no longer have five companies solving the same problem five times. The Center of AI Excellence gives us one direction, and the assistant showed every company what that means in practice.',
      nl: 'We hebben niet langer vijf bedrijven die vijf keer hetzelfde probleem oplossen. Het Center of AI Excellence geeft ons één koers, en de assistent liet elke werkmaatschappij zien wat dat in de praktijk betekent.',
    },
    person: 'Joost Hermans',
    title: { en: 'Programme Director Digital Transformation', nl: 'Programmadirecteur Digitale Transformatie' },
    portrait: 'joost-hermans',
  },
  aiJourney: [
    {
      phase: 'START',
      duration: { en: '12 months', nl: '12 maanden' },
      goal: {
        en: 'Set up the Center of AI Excellence and deliver the first shared solution.',
        nl: 'Het Center of AI Excellence opzetten en de eerste gedeelde oplossing opleveren.',
      },
      deliverables: [
        { en: 'AI policy and governance model', nl: 'AI-beleid en governancemodel' },
        {
          en: 'Shared AI platform in the group cloud tenant',
          nl: 'Gedeeld AI-platform in de cloudtenant van het concern',
        },
        {
          en: 'Group knowledge assistant live for the first operating companies',
          nl: 'Concernbrede kennisassistent live voor de eerste werkmaatschappijen',
        },
      ],
      value: { en: '€375K', nl: '€ 375.000' },
      resources: {
        en: `A ${site.name} implementation lead and machine learning engineers, with a group product owner.`,
        nl: `Een implementation lead en machine learning engineers van ${site.name}, met een product owner vanuit het concern.`,
      },
    },
    {
      phase: 'SCALE',
      duration: { en: '12-24 months', nl: '12-24 maanden' },
      goal: {
        en: 'Connect all operating companies and add new shared use cases.',
        nl: 'Alle werkmaatschappijen aansluiten en nieuwe gedeelde use cases toevoegen.',
      },
      deliverables: [
        { en: 'All 20 operating companies connected', nl: 'Alle 20 werkmaatschappijen aangesloten' },
        { en: 'AI champions trained in every company', nl: 'AI-champions opgeleid in elke werkmaatschappij' },
        { en: 'Two additional shared use cases in production', nl: 'Twee extra gedeelde use cases in productie' },
      ],
      value: { en: '€200-400K', nl: '€ 200.000-400.000' },
      resources: {
        en: 'The central delivery team, supported by AI champions in the operating companies.',
        nl: 'Het centrale uitvoeringsteam, ondersteund door AI-champions in de werkmaatschappijen.',
      },
    },
    {
      phase: 'EXPAND',
      duration: { en: 'Unspecified', nl: 'Nog niet bepaald' },
      goal: {
        en: 'Embed AI in core processes such as tendering, planning and project control.',
        nl: 'AI verankeren in kernprocessen zoals tendermanagement, planning en projectbeheersing.',
      },
      deliverables: [{ en: 'Use-case roadmap per business line', nl: 'Use-caseroadmap per bedrijfsonderdeel' }],
      value: { en: 'To be determined per use case', nl: 'Per use case te bepalen' },
      resources: {
        en: 'The Center of AI Excellence, run by the group.',
        nl: 'Het Center of AI Excellence, beheerd door het concern.',
      },
    },
  ],
} satisfies StoryInput;
