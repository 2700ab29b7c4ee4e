import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'nieuwestroom',
  published: '2024-07-09',
  title: { en: 'Nieuwe Stroom: AI-Assisted Customer E-mail', nl: 'Nieuwe Stroom: klantmail met hulp van AI' },
  summary: {
    en: 'Every incoming customer e-mail is classified and routed automatically, and service agents start from a drafted reply they check and send.',
    nl: 'Elke binnenkomende klantmail wordt automatisch ingedeeld en doorgestuurd, en servicemedewerkers beginnen met een conceptantwoord dat ze controleren en verzenden.',
  },
  industry: { en: 'Energy', nl: 'Energie' },
  logo: 'Nieuwe Stroom',
  image: 'energy',
  color: 'teal',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 8,
  gridPosition: 8,
  cardSize: 'large',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: true,
  tabHeadline: { en: 'Every Customer E-mail Sorted and Drafted', nl: 'Elke klantmail gesorteerd en voorbereid' },
  results: {
    en: 'All incoming e-mail classified automatically, handling time cut by half, NPS up by 2 points and more than 3 FTE of capacity freed up.',
    nl: 'Alle binnenkomende e-mail automatisch ingedeeld, de afhandeltijd gehalveerd, de NPS 2 punten hoger en ruim 3 fte aan capaciteit vrijgespeeld.',
  },
  companyDescription: {
    en: 'Nieuwe Stroom is a Dutch energy supplier delivering electricity and gas to households and businesses. Its customer service team handles questions about contracts, meter readings, instalments and annual bills.',
    nl: 'Nieuwe Stroom is een Nederlandse energieleverancier die stroom en gas levert aan huishoudens en bedrijven. Het klantenserviceteam beantwoordt vragen over contracten, meterstanden, termijnbedragen en jaarafrekeningen.',
  },
  challenge: {
    en: `E-mail volumes peak around annual bills and price changes, and the team could not keep up.

- Incoming e-mails were sorted by hand before anyone could answer them
- Many questions were routine but still took several minutes each
- Response times rose sharply in busy periods, and customers noticed`,
    nl: `Rond jaarafrekeningen en prijswijzigingen piekt het aantal e-mails, en het team kon het niet meer bijbenen.

- Binnenkomende e-mails werden met de hand gesorteerd voordat iemand ze kon beantwoorden
- Veel vragen waren routine, maar kostten toch elk een paar minuten
- In drukke periodes liepen de reactietijden flink op, en dat merkten klanten`,
  },
  solution: {
    en: `${site.name} built an **e-mail assistant** in the existing customer service system, supported by a small **Center of AI Excellence** within the team:

- **Classification and routing**: each e-mail is tagged by topic and urgency and sent to the right queue
- **Context**: the assistant adds the relevant contract and account details for the agent
- **Draft replies**: agents start from a drafted answer in the company’s tone of voice and always review it before sending
- **Feedback loop**: edits by agents are analysed weekly to improve templates and instructions`,
    nl: `${site.name} bouwde een **e-mailassistent** in het bestaande klantenservicesysteem, ondersteund door een klein **Center of AI Excellence** binnen het team:

- **Indelen en doorsturen**: elke e-mail krijgt een label voor onderwerp en urgentie en gaat naar de juiste wachtrij
- **Context**: de assistent voegt de relevante contract- en klantgegevens toe voor de medewerker
- **Conceptantwoorden**: medewerkers beginnen met een conceptantwoord in de tone of voice van het bedrijf en controleren het altijd voordat ze het versturen
- **Feedbacklus**: aanpassingen van medewerkers worden wekelijks geanalyseerd om sjablonen en instructies te verbeteren`,
  },
  keyResults: [
    {
      en: '100% of incoming e-mails classified and routed automatically',
      nl: '100% van de binnenkomende e-mails automatisch ingedeeld en doorgestuurd',
    },
    { en: 'Handling time per e-mail reduced by 50%', nl: 'Afhandeltijd per e-mail met 50% verkort' },
    { en: 'Net Promoter Score up by 2 points', nl: 'Net Promoter Score 2 punten gestegen' },
    {
      en: 'More than 3 FTE of capacity freed up in customer service',
      nl: 'Ruim 3 fte aan capaciteit vrijgespeeld bij de klantenservice',
    },
  ],
  technologies: ['Azure OpenAI', 'Text classification', 'CRM integration', 'Python'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: { en: 'No more sorting', nl: 'Geen handmatig sorteren meer' },
      desc: {
        en: 'Every e-mail reaches the right queue *automatically*.',
        nl: 'Elke e-mail komt *automatisch* in de juiste wachtrij terecht.',
      },
    },
    {
      title: { en: 'Faster replies', nl: 'Sneller antwoord' },
      desc: {
        en: 'Agents check and send a draft instead of writing each answer from scratch.',
        nl: 'Medewerkers controleren en versturen een concept in plaats van elk antwoord vanaf nul te schrijven.',
      },
    },
    {
      title: { en: 'Happier customers', nl: 'Tevredener klanten' },
      desc: {
        en: 'Shorter response times lifted the Net Promoter Score by 2 points.',
        nl: 'Kortere reactietijden zorgden voor een Net Promoter Score die 2 punten hoger ligt.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'Capacity for the questions that *really need a person*.',
        nl: 'Capaciteit voor de vragen die *echt een mens nodig hebben*.',
      },
    },
  ],
  metrics: [
    {
      value: 100,
      suffix: { en: '%', nl: '%' },
      description: {
        en: 'of incoming e-mails classified and routed automatically',
        nl: 'van de binnenkomende e-mails automatisch ingedeeld en doorgestuurd',
      },
    },
    {
      value: 50,
      suffix: { en: '%', nl: '%' },
      description: { en: 'shorter handling time per e-mail', nl: 'kortere afhandeltijd per e-mail' },
    },
    {
      value: 2,
      suffix: { en: ' point', nl: ' punten' },
      description: { en: 'increase in Net Promoter Score', nl: 'stijging van de Net Promoter Score' },
    },
    {
      value: 3,
      suffix: { en: '+ FTE', nl: '+ fte' },
      description: {
        en: 'of capacity freed up in customer service',
        nl: 'aan capaciteit vrijgespeeld bij de klantenservice',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'Our agents still write every answer that goes out, but they no longer start from an empty screen. In the busy weeks that makes all the difference.',
      nl: 'Onze medewerkers schrijven nog steeds elk antwoord dat de deur uitgaat, maar ze beginnen niet meer met een leeg scherm. In de drukke weken maakt dat het verschil.',
    },
    person: 'Wouter de Jong',
    title: { en: 'Manager Customer Service', nl: 'Manager Klantenservice' },
    portrait: 'wouter-de-jong',
  },
} satisfies StoryInput;
