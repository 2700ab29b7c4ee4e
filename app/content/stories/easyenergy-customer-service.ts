import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'easyenergy-customer-service',
  published: '2024-12-03',
  title: {
    en: 'easyEnergy: A Customer Service Assistant for Dynamic Tariffs',
    nl: 'easyEnergy: een klantenserviceassistent voor dynamische tarieven',
  },
  summary: {
    en: 'A customer service assistant that explains hourly energy prices and answers account questions, with a smooth hand-over to an agent when needed.',
    nl: 'Een klantenserviceassistent die energieprijzen per uur uitlegt en vragen over het klantaccount beantwoordt, met een soepele overdracht aan een medewerker wanneer dat nodig is.',
  },
  industry: { en: 'Energy', nl: 'Energie' },
  logo: 'easyEnergy',
  image: 'chat',
  color: 'teal',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 9,
  gridPosition: 4,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  tabHeadline: {
    en: 'Explaining Dynamic Energy Prices, Day and Night',
    nl: 'Dynamische energieprijzen uitgelegd, dag en nacht',
  },
  results: {
    en: 'Customers get clear answers about dynamic prices at any hour, and agents receive the full context when a conversation is handed over.',
    nl: 'Klanten krijgen op elk uur van de dag helder antwoord over dynamische prijzen, en medewerkers krijgen de volledige context wanneer een gesprek wordt overgedragen.',
  },
  companyDescription: {
    en: 'easyEnergy is a Dutch energy supplier offering dynamic contracts, in which the price of electricity and gas follows the wholesale market hour by hour.',
    nl: 'easyEnergy is een Nederlandse energieleverancier met dynamische contracten, waarbij de prijs van stroom en gas per uur de groothandelsmarkt volgt.',
  },
  challenge: {
    en: `Dynamic tariffs raise questions that fixed contracts never did.

- Customers want to know why prices differ per hour and how to benefit from that
- Questions peak outside office hours and when prices are unusually high or low
- Answers must combine general explanation with the customer’s own contract details`,
    nl: `Dynamische tarieven roepen vragen op die vaste contracten nooit opriepen.

- Klanten willen weten waarom de prijs per uur verschilt en hoe ze daarvan kunnen profiteren
- Vragen pieken buiten kantooruren en wanneer de prijzen ongewoon hoog of laag zijn
- Antwoorden moeten algemene uitleg combineren met de eigen contractgegevens van de klant`,
  },
  solution: {
    en: `${site.name} built a **customer service assistant** for the website and customer portal:

- **Explains dynamic pricing** in plain language, based on easyEnergy’s own content
- **Answers account questions** about contracts, instalments and meter readings for signed-in customers
- **Hands over** to an agent with a summary of the conversation when a question needs a person`,
    nl: `${site.name} bouwde een **klantenserviceassistent** voor de website en het klantportaal:

- **Legt dynamische prijzen uit** in begrijpelijke taal, op basis van de eigen content van easyEnergy
- **Beantwoordt accountvragen** over contracten, termijnbedragen en meterstanden voor ingelogde klanten
- **Draagt over** aan een medewerker, met een samenvatting van het gesprek, wanneer een vraag een mens nodig heeft`,
  },
  keyResults: [
    {
      en: 'Questions about dynamic prices answered at any hour',
      nl: 'Vragen over dynamische prijzen op elk uur van de dag beantwoord',
    },
    {
      en: 'Smooth hand-over to agents, with context included',
      nl: 'Soepele overdracht aan medewerkers, inclusief context',
    },
    { en: 'Agents spend more time on complex questions', nl: 'Medewerkers besteden meer tijd aan complexe vragen' },
  ],
  technologies: ['Azure OpenAI', 'Retrieval-augmented generation', 'Customer portal integration', 'TypeScript'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: { en: 'Always available', nl: 'Altijd bereikbaar' },
      desc: { en: 'Customers get answers *day and night*.', nl: 'Klanten krijgen *dag en nacht* antwoord.' },
    },
    {
      title: { en: 'Clear explanations', nl: 'Heldere uitleg' },
      desc: { en: 'Hourly pricing explained in plain language.', nl: 'Uurprijzen uitgelegd in begrijpelijke taal.' },
    },
    {
      title: { en: 'Smooth hand-over', nl: 'Soepele overdracht' },
      desc: {
        en: 'Agents receive a summary, so customers never have to repeat themselves.',
        nl: 'Medewerkers krijgen een samenvatting, zodat klanten nooit in herhaling hoeven te vallen.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'Agents focus on the questions that *need a person*.',
        nl: 'Medewerkers richten zich op de vragen die *een mens nodig hebben*.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'Dynamic pricing is simple once you understand it, but it needs explaining. The assistant does that patiently, at any hour, and passes on the tricky cases to us.',
      nl: 'Dynamische prijzen zijn eenvoudig als je ze eenmaal snapt, maar ze vragen wel om uitleg. De assistent doet dat geduldig, op elk uur van de dag, en geeft de lastige gevallen aan ons door.',
    },
    person: 'Niels Postma',
    title: { en: 'Head of Customer Service', nl: 'Hoofd Klantenservice' },
    portrait: 'niels-postma',
  },
} satisfies StoryInput;
