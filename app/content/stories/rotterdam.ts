import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'rotterdam',
  published: '2024-08-20',
  title: {
    en: 'Gemeente Rotterdam: Faster Answers to Council Questions',
    nl: 'Gemeente Rotterdam: sneller antwoord op raadsvragen',
  },
  summary: {
    en: 'An assistant that helps civil servants find earlier answers and relevant policy when preparing replies to written questions from the city council.',
    nl: 'Een assistent die ambtenaren helpt eerdere antwoorden en relevant beleid te vinden bij het voorbereiden van antwoorden op schriftelijke vragen uit de gemeenteraad.',
  },
  industry: { en: 'Government', nl: 'Overheid' },
  logo: 'Gemeente Rotterdam',
  image: 'city',
  color: 'violet',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results: {
    en: 'Civil servants start their reply with the relevant earlier answers and policy documents already collected.',
    nl: 'Ambtenaren beginnen aan hun antwoord met de relevante eerdere antwoorden en beleidsstukken al bij elkaar.',
  },
  companyDescription: {
    en: 'The Municipality of Rotterdam serves the second-largest city in the Netherlands. Its departments prepare answers to written questions from council members within fixed deadlines.',
    nl: 'De gemeente Rotterdam bedient de op een na grootste stad van Nederland. De afdelingen bereiden binnen vaste termijnen antwoorden voor op schriftelijke vragen van raadsleden.',
  },
  challenge: {
    en: `Written council questions often touch on topics that were answered before, in another year or department.

- Earlier answers and policy documents are spread over several archives
- Deadlines are fixed, so searching eats into writing time
- Answers must be consistent with what the municipality said before`,
    nl: `Schriftelijke raadsvragen gaan vaak over onderwerpen die al eerder zijn beantwoord, in een ander jaar of door een andere afdeling.

- Eerdere antwoorden en beleidsstukken staan verspreid over verschillende archieven
- De termijnen liggen vast, dus zoeken gaat ten koste van schrijftijd
- Antwoorden moeten aansluiten op wat de gemeente eerder heeft gezegd`,
  },
  solution: {
    en: `${site.name} built a **research assistant** for the departments that answer council questions:

- It searches earlier answers, council letters and policy documents in one go
- It presents the sources it found, with short summaries, so the civil servant decides what is relevant
- It does not write the final answer, which stays with the department`,
    nl: `${site.name} bouwde een **onderzoeksassistent** voor de afdelingen die raadsvragen beantwoorden:

- Hij doorzoekt eerdere antwoorden, raadsbrieven en beleidsstukken in één keer
- Hij toont de gevonden bronnen met korte samenvattingen, zodat de ambtenaar bepaalt wat relevant is
- Hij schrijft niet het definitieve antwoord: dat blijft bij de afdeling`,
  },
  keyResults: [
    {
      en: 'Relevant earlier answers collected in minutes',
      nl: 'Relevante eerdere antwoorden binnen enkele minuten verzameld',
    },
    { en: 'More consistent replies to the council', nl: 'Consistentere antwoorden aan de gemeenteraad' },
    {
      en: 'Final answers written and approved by civil servants',
      nl: 'Definitieve antwoorden geschreven en goedgekeurd door ambtenaren',
    },
  ],
  technologies: ['Azure OpenAI', 'Azure AI Search', 'Retrieval-augmented generation'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: { en: 'Research in minutes', nl: 'Uitzoekwerk in minuten' },
      desc: {
        en: 'Earlier answers and policy are *collected automatically*.',
        nl: 'Eerdere antwoorden en beleid worden *automatisch verzameld*.',
      },
    },
    {
      title: { en: 'Consistent replies', nl: 'Consistente antwoorden' },
      desc: {
        en: 'New answers build on what the municipality said before.',
        nl: 'Nieuwe antwoorden bouwen voort op wat de gemeente eerder heeft gezegd.',
      },
    },
    {
      title: { en: 'People decide', nl: 'Mensen beslissen' },
      desc: {
        en: 'The assistant finds sources; civil servants write and approve the answer.',
        nl: 'De assistent vindt bronnen; ambtenaren schrijven en accorderen het antwoord.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'More time for the *political context* of each question.',
        nl: 'Meer tijd voor de *politieke context* van elke vraag.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'Consistency with what we said last year matters as much as speed. The assistant helps us with both.',
      nl: 'Consistentie met wat we vorig jaar hebben gezegd, is net zo belangrijk als snelheid. De assistent helpt ons met allebei.',
    },
    person: 'Mehmet Yılmaz',
    title: { en: 'Programme Manager Data & AI', nl: 'Programmamanager Data & AI' },
    portrait: 'mehmet-yilmaz',
  },
} satisfies StoryInput;
