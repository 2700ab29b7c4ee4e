import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'den-haag',
  published: '2024-04-16',
  title: {
    en: 'Gemeente Den Haag: Priorities for an AI-Ready Housing Platform',
    nl: 'Gemeente Den Haag: prioriteiten voor een AI-klaar woonplatform',
  },
  summary: {
    en: 'A GenAI scan with the housing department that turned a long list of ideas into four clear priorities for the city’s housing platform.',
    nl: 'Een GenAI-scan met de afdeling Wonen die een lange lijst ideeën terugbracht tot vier heldere prioriteiten voor het woonplatform van de gemeente.',
  },
  industry: { en: 'Government', nl: 'Overheid' },
  logo: 'Gemeente Den Haag',
  image: 'city',
  color: 'sky',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 6,
  gridPosition: 6,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: true,
  tabHeadline: { en: 'Four Priorities for the Housing Platform', nl: 'Vier prioriteiten voor het woonplatform' },
  results: {
    en: 'Four prioritised use cases with a business case, an EU AI Act classification and a realistic plan for the first pilot.',
    nl: 'Vier geprioriteerde use cases met een businesscase, een classificatie volgens de EU AI Act en een realistisch plan voor de eerste pilot.',
  },
  companyDescription: {
    en: 'The Municipality of The Hague serves one of the largest and most densely populated cities in the Netherlands. Its housing department handles questions and applications from residents looking for a home, in a market where demand far exceeds supply.',
    nl: 'De gemeente Den Haag bedient een van de grootste en dichtstbevolkte steden van Nederland. De afdeling Wonen behandelt vragen en aanvragen van inwoners die een woning zoeken, op een markt waar de vraag het aanbod ruimschoots overtreft.',
  },
  challenge: {
    en: `The housing department receives far more questions than it can answer quickly.

- Residents ask the same questions about allocation, urgency and waiting times through many channels
- Case workers spend much of their time reading long application files
- Dozens of AI ideas were circulating without a way to compare them
- Anything that could influence an allocation decision needs extra care under the EU AI Act`,
    nl: `De afdeling Wonen krijgt veel meer vragen binnen dan ze snel kan beantwoorden.

- Inwoners stellen via allerlei kanalen dezelfde vragen over woningtoewijzing, urgentie en wachttijden
- Medewerkers zijn veel tijd kwijt aan het lezen van omvangrijke aanvraagdossiers
- Er circuleerden tientallen AI-ideeën, zonder manier om ze met elkaar te vergelijken
- Alles wat een toewijzingsbesluit kan beïnvloeden, vraagt onder de EU AI Act om extra zorgvuldigheid`,
  },
  solution: {
    intro: {
      en: `${site.name} ran a **GenAI scan** with residents’ needs as the starting point. The outcome was a set of four priorities for the city’s housing platform.`,
      nl: `${site.name} voerde een **GenAI-scan** uit met de behoeften van inwoners als vertrekpunt. Het resultaat: vier prioriteiten voor het woonplatform van de gemeente.`,
    },
    sections: [
      {
        heading: { en: 'Housing platform priorities', nl: 'Prioriteiten voor het woonplatform' },
        layout: 'steps',
        items: [
          {
            title: { en: 'Resident questions', nl: 'Vragen van inwoners' },
            text: {
              en: 'An assistant that explains allocation rules, urgency schemes and waiting times in plain language, based on published municipal rules.',
              nl: 'Een assistent die toewijzingsregels, urgentieregelingen en wachttijden in begrijpelijke taal uitlegt, op basis van gepubliceerde gemeentelijke regels.',
            },
            icon: 'chat',
          },
          {
            title: { en: 'File summaries', nl: 'Dossiersamenvattingen' },
            text: {
              en: 'Summaries of application files for case workers, who keep *full responsibility* for every decision.',
              nl: 'Samenvattingen van aanvraagdossiers voor medewerkers, die *volledig verantwoordelijk* blijven voor elk besluit.',
            },
            icon: 'document',
          },
          {
            title: { en: 'Letter drafting', nl: 'Conceptbrieven' },
            text: {
              en: 'First drafts of standard letters in the municipality’s plain-language style.',
              nl: 'Eerste versies van standaardbrieven in de heldere schrijfstijl van de gemeente.',
            },
            icon: 'inbox',
          },
          {
            title: { en: 'Management insight', nl: 'Managementinformatie' },
            text: {
              en: 'Recurring themes and bottlenecks from resident contact, reported monthly.',
              nl: 'Terugkerende thema’s en knelpunten uit het contact met inwoners, maandelijks gerapporteerd.',
            },
            icon: 'chart',
          },
        ],
      },
    ],
    outro: {
      en: 'Each priority was classified under the EU AI Act. Use cases that could influence an allocation decision were deliberately kept out of the first phase.',
      nl: 'Elke prioriteit is geclassificeerd volgens de EU AI Act. Use cases die een toewijzingsbesluit kunnen beïnvloeden, zijn bewust buiten de eerste fase gehouden.',
    },
  },
  keyResults: [
    {
      en: 'Four prioritised use cases, each with a business case',
      nl: 'Vier geprioriteerde use cases, elk met een businesscase',
    },
    { en: 'EU AI Act classification for every use case', nl: 'Classificatie volgens de EU AI Act voor elke use case' },
    {
      en: 'Pilot plan for the resident-question assistant',
      nl: 'Pilotplan voor de assistent voor vragen van inwoners',
    },
  ],
  technologies: ['Azure OpenAI', 'Retrieval-augmented generation', 'Power BI', 'Plain-language guidelines (B1)'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: { en: 'Resident first', nl: 'Inwoner voorop' },
      desc: {
        en: 'Priorities start from the questions residents ask *most often*.',
        nl: 'De prioriteiten vertrekken vanuit de vragen die inwoners *het vaakst* stellen.',
      },
    },
    {
      title: { en: 'Responsible by design', nl: 'Verantwoord vanaf het ontwerp' },
      desc: {
        en: 'Every use case was assessed against the EU AI Act before any build started.',
        nl: 'Elke use case is getoetst aan de EU AI Act voordat er ook maar iets werd gebouwd.',
      },
    },
    {
      title: { en: 'Relief for case workers', nl: 'Ontlasting van medewerkers' },
      desc: {
        en: 'Summaries and drafts free up time for the residents who need personal attention.',
        nl: 'Samenvattingen en concepten maken tijd vrij voor inwoners die persoonlijke aandacht nodig hebben.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'A roadmap the department can *explain and defend* to the city council.',
        nl: 'Een roadmap die de afdeling aan de gemeenteraad kan *uitleggen en verantwoorden*.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'The scan helped us say no to some attractive ideas and yes to the ones residents will actually notice. That clarity was worth a lot.',
      nl: 'De scan hielp ons om nee te zeggen tegen een paar aantrekkelijke ideeën en ja tegen de ideeën die inwoners echt gaan merken. Die duidelijkheid was veel waard.',
    },
    person: 'Ilse Vos',
    title: { en: 'Head of Housing Services', nl: 'Hoofd Woondienstverlening' },
    portrait: 'ilse-vos',
  },
} satisfies StoryInput;
