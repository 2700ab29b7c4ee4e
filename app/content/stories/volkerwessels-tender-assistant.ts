import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'volkerwessels-tender-assistant',
  published: '2024-10-22',
  title: {
    en: 'VolkerWessels: A Tender Assistant for Bid Teams',
    nl: 'VolkerWessels: een tenderassistent voor bidteams',
  },
  summary: {
    en: 'An assistant that reads tender documents, extracts requirements and award criteria, and helps bid teams prepare a first draft.',
    nl: 'Een assistent die aanbestedingsdocumenten leest, eisen en gunningscriteria eruit haalt en bidteams helpt een eerste concept op te stellen.',
  },
  industry: { en: 'Construction', nl: 'Bouw' },
  logo: 'VolkerWessels',
  image: 'document',
  color: 'amber',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 5,
  gridPosition: 4,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  tabHeadline: { en: 'From Tender Documents to First Draft', nl: 'Van aanbestedingsstukken naar eerste concept' },
  results: {
    en: 'Bid teams get a complete overview of requirements and award criteria on day one of a tender.',
    nl: 'Bidteams hebben op dag één van een tender een volledig overzicht van eisen en gunningscriteria.',
  },
  companyDescription: {
    en: 'VolkerWessels operating companies bid for public and private construction projects throughout the year. Each tender comes with extensive documentation and a tight deadline.',
    nl: 'De werkmaatschappijen van VolkerWessels schrijven het hele jaar door in op publieke en private bouwprojecten. Elke aanbesteding gaat gepaard met omvangrijke documentatie en een krappe deadline.',
  },
  challenge: {
    en: `The first days of a tender were spent reading instead of thinking about the winning approach.

- Tender packages include many documents with requirements scattered throughout
- Missing a single requirement can disqualify a bid
- Relevant material from earlier bids was hard to find`,
    nl: `De eerste dagen van een tender gingen op aan lezen, in plaats van aan nadenken over een winnende aanpak.

- Aanbestedingsstukken bestaan uit veel documenten, met eisen verspreid over het geheel
- Eén gemiste eis kan leiden tot uitsluiting van de inschrijving
- Bruikbaar materiaal uit eerdere inschrijvingen was lastig terug te vinden`,
  },
  solution: {
    en: `${site.name} built a **tender assistant** on the group’s shared AI platform:

- **Requirement extraction**: lists every requirement, deadline and award criterion with its source
- **Question support**: helps prepare clarification questions for the contracting authority
- **Reuse**: suggests relevant passages from earlier successful bids
- **Draft support**: proposes an outline for each award criterion, which the bid team writes out`,
    nl: `${site.name} bouwde een **tenderassistent** op het gedeelde AI-platform van het concern:

- **Eisen extraheren**: zet elke eis, termijn en elk gunningscriterium op een rij, met de bron erbij
- **Hulp bij vragen**: helpt bij het opstellen van vragen voor de nota van inlichtingen aan de aanbestedende dienst
- **Hergebruik**: stelt relevante passages voor uit eerdere, succesvolle inschrijvingen
- **Hulp bij het concept**: stelt per gunningscriterium een opzet voor, die het bidteam verder uitschrijft`,
  },
  keyResults: [
    {
      en: 'Complete requirement overview on the first day of a tender',
      nl: 'Volledig overzicht van de eisen op de eerste dag van een tender',
    },
    {
      en: 'Relevant passages from earlier bids easy to find',
      nl: 'Relevante passages uit eerdere inschrijvingen eenvoudig te vinden',
    },
    { en: 'Bid teams focus on strategy and quality', nl: 'Bidteams richten zich op strategie en kwaliteit' },
  ],
  technologies: ['Azure OpenAI', 'Azure AI Search', 'Document intelligence (OCR)', 'Python'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: { en: 'Nothing missed', nl: 'Niets over het hoofd gezien' },
      desc: { en: 'Every requirement listed *with its source*.', nl: 'Elke eis op een rij, *met de bron erbij*.' },
    },
    {
      title: { en: 'Faster start', nl: 'Snellere start' },
      desc: { en: 'Bid teams begin on the approach from day one.', nl: 'Bidteams werken vanaf dag één aan de aanpak.' },
    },
    {
      title: { en: 'Knowledge reused', nl: 'Kennis hergebruikt' },
      desc: {
        en: 'Strong passages from earlier bids are found and built upon.',
        nl: 'Sterke passages uit eerdere inschrijvingen worden gevonden en verder uitgebouwd.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'Built on the group platform, so *every operating company* can use it.',
        nl: 'Gebouwd op het concernplatform, zodat *elke werkmaatschappij* er gebruik van kan maken.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'The assistant reads the whole package on day one, so our team can start on the approach straight away. We still write the bid, but we start much better prepared.',
      nl: 'De assistent leest op dag één het hele pakket, zodat ons team direct aan de aanpak kan beginnen. We schrijven de inschrijving nog steeds zelf, maar we beginnen veel beter voorbereid.',
    },
    person: 'Karin Wolters',
    title: { en: 'Bid Manager', nl: 'Bidmanager' },
    portrait: 'karin-wolters',
  },
} satisfies StoryInput;
