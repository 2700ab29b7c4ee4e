import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'rabobank',
  published: '2024-02-06',
  title: {
    en: 'Rabobank: Policy Answers for Customer Contact',
    nl: 'Rabobank: antwoord op beleidsvragen in het klantcontact',
  },
  summary: {
    en: 'An internal assistant that helps customer-contact employees find the right procedure while the customer is still on the line.',
    nl: 'Een interne assistent die medewerkers klantcontact helpt de juiste procedure te vinden terwijl de klant nog aan de lijn is.',
  },
  industry: { en: 'Banking', nl: 'Bankwezen' },
  logo: 'Rabobank',
  image: 'bank',
  color: 'sky',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results: {
    en: 'Employees in the pilot found the applicable procedure faster and escalated fewer routine questions to specialists.',
    nl: 'Medewerkers in de pilot vonden de geldende procedure sneller en legden minder routinevragen voor aan specialisten.',
  },
  companyDescription: {
    en: 'Rabobank is a cooperative bank with its roots in Dutch agriculture. Its customer-contact teams answer questions from private and business customers by phone, chat and e-mail.',
    nl: 'Rabobank is een coöperatieve bank met wortels in de Nederlandse land- en tuinbouw. De klantcontactteams beantwoorden vragen van particuliere en zakelijke klanten via telefoon, chat en e-mail.',
  },
  challenge: {
    en: `Procedures change often and are spread over many internal pages.

- New employees needed months before they could find their way in the knowledge base
- Routine questions were regularly escalated to specialists
- Answers must follow current procedures exactly, so guessing is not an option`,
    nl: `Procedures veranderen vaak en staan verspreid over veel interne pagina’s.

- Nieuwe medewerkers hadden maanden nodig voordat ze hun weg vonden in de kennisbank
- Routinevragen werden regelmatig doorgezet naar specialisten
- Antwoorden moeten exact de actuele procedures volgen, dus gokken is geen optie`,
  },
  solution: {
    en: `${site.name} built an **internal knowledge assistant** on top of the existing procedure pages.

- The assistant answers only from approved internal content and says so when it cannot find an answer
- Every answer shows the procedure page it is based on
- Knowledge managers see which questions go unanswered and use that to improve the content`,
    nl: `${site.name} bouwde een **interne kennisassistent** bovenop de bestaande procedurepagina’s.

- De assistent antwoordt alleen op basis van goedgekeurde interne content en zegt het eerlijk als hij geen antwoord vindt
- Bij elk antwoord staat de procedurepagina waarop het is gebaseerd
- Kennismanagers zien welke vragen onbeantwoord blijven en gebruiken dat om de content te verbeteren`,
  },
  keyResults: [
    {
      en: 'Faster access to the right procedure during customer contact',
      nl: 'Sneller de juiste procedure bij de hand tijdens het klantcontact',
    },
    { en: 'Fewer routine escalations to specialists', nl: 'Minder routinevragen doorgezet naar specialisten' },
    {
      en: 'Gaps in the knowledge base made visible to knowledge managers',
      nl: 'Hiaten in de kennisbank zichtbaar voor kennismanagers',
    },
  ],
  technologies: ['Azure OpenAI', 'Azure AI Search', 'Retrieval-augmented generation', 'TypeScript'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: { en: 'Quicker onboarding', nl: 'Sneller ingewerkt' },
      desc: {
        en: 'New employees find procedures *without knowing where to look*.',
        nl: 'Nieuwe medewerkers vinden procedures *zonder te weten waar ze moeten zoeken*.',
      },
    },
    {
      title: { en: 'Fewer escalations', nl: 'Minder doorverwijzingen' },
      desc: {
        en: 'Routine questions are resolved in the first conversation more often.',
        nl: 'Routinevragen worden vaker in het eerste gesprek opgelost.',
      },
    },
    {
      title: { en: 'Better content', nl: 'Betere content' },
      desc: {
        en: 'Unanswered questions show knowledge managers exactly which pages are missing.',
        nl: 'Onbeantwoorde vragen laten kennismanagers precies zien welke pagina’s ontbreken.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'Answers come only from *approved* procedures, with the source shown.',
        nl: 'Antwoorden komen alleen uit *goedgekeurde* procedures, met de bron erbij.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'What convinced us was that the assistant says “I don’t know” instead of inventing something. That is exactly what a bank needs.',
      nl: 'Wat ons overtuigde, was dat de assistent “dat weet ik niet” zegt in plaats van iets te verzinnen. Precies wat een bank nodig heeft.',
    },
    person: 'Annelies Kramer',
    title: { en: 'Manager Customer Contact Knowledge', nl: 'Manager Kennis Klantcontact' },
    portrait: 'annelies-kramer',
  },
} satisfies StoryInput;
