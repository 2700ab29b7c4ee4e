import { productName, site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'ticketswap',
  published: '2024-06-25',
  title: { en: 'TicketSwap: AI Literacy for the Whole Team', nl: 'TicketSwap: AI-geletterdheid voor het hele team' },
  summary: {
    en: 'AI literacy training and hands-on workshops that helped every TicketSwap team use generative AI safely and effectively in daily work.',
    nl: 'Training in AI-geletterdheid en praktische workshops die elk team van TicketSwap hielpen generatieve AI veilig en effectief in het dagelijks werk te gebruiken.',
  },
  industry: { en: 'Event Technology', nl: 'Evenemententechnologie' },
  logo: 'TicketSwap',
  image: 'ticket',
  color: 'sky',
  isAcademy: true,
  featured: true,
  listTab: 'academy',
  listOrder: 1,
  gridPosition: 6,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  tabHeadline: { en: 'From Curiosity to Daily Practice', nl: 'Van nieuwsgierigheid naar dagelijkse praktijk' },
  results: {
    en: 'All employees trained in AI literacy, team-specific workshops completed and internal AI champions appointed.',
    nl: 'Alle medewerkers getraind in AI-geletterdheid, workshops per team afgerond en interne AI-champions aangesteld.',
  },
  companyDescription: {
    en: 'TicketSwap is an Amsterdam-based platform where fans buy and sell tickets for concerts, festivals and other events safely at a fair price. Its teams work across product, engineering, customer support and marketing.',
    nl: 'TicketSwap is een Amsterdams platform waar fans veilig en voor een eerlijke prijs tickets kopen en verkopen voor concerten, festivals en andere evenementen. De teams werken aan product, engineering, klantenservice en marketing.',
  },
  challenge: {
    en: `Employees were experimenting with AI tools on their own, with very different levels of knowledge.

- There were no shared guidelines for using AI with customer or company data
- Some teams were advanced users while others had hardly started
- The EU AI Act requires organisations to ensure a sufficient level of AI literacy among their staff`,
    nl: `Medewerkers experimenteerden op eigen houtje met AI-tools, met heel uiteenlopende kennisniveaus.

- Er waren geen gedeelde richtlijnen voor het gebruik van AI met klant- of bedrijfsgegevens
- Sommige teams waren gevorderde gebruikers, terwijl andere nauwelijks waren begonnen
- De EU AI Act verplicht organisaties om te zorgen voor voldoende AI-geletterdheid bij hun medewerkers`,
  },
  solution: {
    en: `${productName('Academy')} set up a programme in three parts:

- **AI Literacy Training**: a 60-minute hybrid session for all employees covering how generative AI works, its limits, data use and the EU AI Act
- **Interactive Workshops**: hands-on sessions for support, marketing and engineering, built around their own daily tasks
- **AI Champions**: colleagues from several teams trained to support others and keep the guidelines up to date`,
    nl: `${site.name} Academy zette een programma in drie delen op:

- **Training AI-geletterdheid**: een hybride sessie van 60 minuten voor alle medewerkers over hoe generatieve AI werkt, de beperkingen ervan, datagebruik en de EU AI Act
- **Interactieve workshops**: praktische sessies voor support, marketing en engineering, opgebouwd rond hun eigen dagelijkse taken
- **AI-champions**: collega’s uit verschillende teams, opgeleid om anderen te ondersteunen en de richtlijnen actueel te houden`,
  },
  keyResults: [
    {
      en: 'Every employee completed the AI literacy training',
      nl: 'Alle medewerkers hebben de training AI-geletterdheid afgerond',
    },
    {
      en: 'Workshops delivered for three teams, built around their own work',
      nl: 'Workshops gegeven voor drie teams, opgebouwd rond hun eigen werk',
    },
    {
      en: 'Shared guidelines for using AI with company and customer data',
      nl: 'Gedeelde richtlijnen voor het gebruik van AI met bedrijfs- en klantgegevens',
    },
    { en: 'Internal AI champions appointed', nl: 'Interne AI-champions aangesteld' },
  ],
  technologies: ['ChatGPT', 'Gemini'],
  impact: [
    {
      title: { en: 'Shared baseline', nl: 'Gedeelde basis' },
      desc: {
        en: 'Everyone now shares the *same understanding* of what AI can and cannot do.',
        nl: 'Iedereen heeft nu *hetzelfde beeld* van wat AI wel en niet kan.',
      },
    },
    {
      title: { en: 'Safe use', nl: 'Veilig gebruik' },
      desc: {
        en: 'Clear guidelines on which data may and may not be used with AI tools.',
        nl: 'Duidelijke richtlijnen over welke data wel en niet met AI-tools gebruikt mogen worden.',
      },
    },
    {
      title: { en: 'Practical skills', nl: 'Praktische vaardigheden' },
      desc: {
        en: 'Teams apply AI to their own daily tasks, not textbook examples.',
        nl: 'Teams zetten AI in voor hun eigen dagelijkse taken, niet voor voorbeelden uit een lesboek.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'Internal champions keep learning going *after the training*.',
        nl: 'Interne champions houden het leren *ook na de training* gaande.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'The workshops worked because they used our own tasks, not generic examples. People went back to their desks and used it the same afternoon.',
      nl: 'De workshops werkten omdat ze onze eigen taken gebruikten, geen algemene voorbeelden. Mensen gingen terug naar hun bureau en pasten het dezelfde middag nog toe.',
    },
    person: 'Lisa Koster',
    title: { en: 'People & Culture Lead', nl: 'People & Culture Lead' },
    portrait: 'lisa-koster',
  },
} satisfies StoryInput;
