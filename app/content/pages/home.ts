// Copy of the home page sections (spec §2 Home, §9 counters). Stories and posts are
// not repeated here: their teasers are derived from the story and post records.
import type { z } from 'zod';
import { productName, site } from '#contracts/site.ts';
import type { HomeContentSchema } from '#contracts/content/home.ts';

export const home: z.input<typeof HomeContentSchema> = {
  services: {
    title: { en: 'AI Solutions That Transform', nl: 'AI-oplossingen met impact' },
    subtitle: {
      en: 'At the product, we help organizations embed AI with impact through practical learning and powerful implementation.',
      nl: `Bij ${site.name} helpen we organisaties AI met impact in te bedden, met praktijkgericht leren en krachtige implementatie.`,
    },
    cards: [
      {
        title: { en: productName('Academy'), nl: `${site.name} Academy` },
        description: {
          en: 'Training that turns curiosity into competence: your people learn to use AI safely, critically and productively in the work they already do.',
          nl: 'Training die nieuwsgierigheid omzet in vakmanschap: je mensen leren AI veilig, kritisch en productief in te zetten in het werk dat ze al doen.',
        },
        to: '/services/academy',
        image: 'people',
        tone: 'violet',
        bullets: [
          {
            name: { en: 'AI Literacy Courses', nl: 'Cursussen AI-geletterdheid' },
            explanation: {
              en: 'a 60-minute, AI Act compliant foundation for every employee, on-site or online.',
              nl: 'een basis van 60 minuten voor elke medewerker, in lijn met de AI Act, op locatie of online.',
            },
          },
          {
            name: { en: 'AI Workshops', nl: 'AI-workshops' },
            explanation: {
              en: 'one or two intensive days in which teams build prompts and workflows on their own cases.',
              nl: 'een of twee intensieve dagen waarin teams prompts en workflows bouwen op hun eigen cases.',
            },
          },
          {
            name: { en: 'AI Training Programs', nl: 'AI-trainingsprogramma’s' },
            explanation: {
              en: 'a three-month champions track that grows the people who carry AI inside your organisation.',
              nl: 'een championstraject van drie maanden voor de mensen die AI binnen je organisatie gaan dragen.',
            },
          },
        ],
      },
      {
        title: { en: productName('Implementation'), nl: `${site.name} Implementation` },
        description: {
          en: 'From the first scan to software in production: we find where AI pays off, prove it quickly and build it into your operations.',
          nl: 'Van de eerste scan tot software in productie: we zoeken uit waar AI iets oplevert, bewijzen dat snel en bouwen het in je bedrijfsvoering in.',
        },
        to: '/services/implementation',
        image: 'network',
        tone: 'indigo',
        bullets: [
          {
            name: { en: 'AI Scans', nl: 'AI-scans' },
            explanation: {
              en: 'a few weeks of interviews and data checks that end in a prioritised plan of use cases.',
              nl: 'een paar weken interviews en datachecks, met als uitkomst een geprioriteerd plan met use cases.',
            },
          },
          {
            name: { en: 'Custom AI Solutions', nl: 'AI-oplossingen op maat' },
            explanation: {
              en: 'assistants and automations built on your own documents, systems and security rules.',
              nl: 'assistenten en automatiseringen, gebouwd op je eigen documenten, systemen en beveiligingsregels.',
            },
          },
          {
            name: { en: 'Center of AI Excellence', nl: 'Center of AI Excellence' },
            explanation: {
              en: 'the governance, platform and people to keep shipping AI after the first success.',
              nl: 'de governance, het platform en de mensen om na het eerste succes AI te blijven opleveren.',
            },
          },
        ],
      },
    ],
  },
  clients: {
    title: {
      en: 'Trusted by organisations that keep the Netherlands running',
      nl: 'Vertrouwd door organisaties die Nederland draaiende houden',
    },
  },
  whyChoose: {
    title: { en: `Why Choose ${site.name}?`, nl: `Waarom ${site.name}?` },
    subtitle: {
      en: 'We are builders and teachers in one team, so what we train is what we ship, and the other way round.',
      nl: 'Wij bouwen én trainen in één team: wat we leren, leveren we ook op, en andersom.',
    },
    values: [
      {
        title: {
          en: 'We start with the problem, not the tech',
          nl: 'We beginnen bij het probleem, niet bij de techniek',
        },
        text: {
          en: 'Every engagement opens with the work people do today and what slows them down. The model comes last.',
          nl: 'Elke opdracht start bij het werk dat mensen vandaag doen en wat hen daarin ophoudt. Het model komt pas als laatste.',
        },
      },
      {
        title: { en: 'Your own data does the work', nl: 'Je eigen data doet het werk' },
        text: {
          en: 'Assistants grounded in your documents and systems give answers your people can check and trust.',
          nl: 'Assistenten die gebaseerd zijn op je eigen documenten en systemen geven antwoorden die je mensen kunnen controleren en vertrouwen.',
        },
      },
      {
        title: { en: 'AI architects and business strategists', nl: 'AI-architecten en businessstrategen' },
        text: {
          en: 'Engineers who ship production systems sit next to consultants who know how decisions get made.',
          nl: 'Engineers die productiesystemen opleveren, werken zij aan zij met consultants die weten hoe besluiten tot stand komen.',
        },
      },
      {
        title: { en: 'The best of both worlds', nl: 'Het beste van twee werelden' },
        text: {
          en: 'Training and implementation from one team: adoption is planned from day one, not bolted on later.',
          nl: 'Training en implementatie uit één team: adoptie plannen we vanaf dag één, niet als sluitstuk achteraf.',
        },
      },
    ],
    counters: [
      { end: 50, label: { en: 'AI SOLUTIONS', nl: 'AI-OPLOSSINGEN' }, duration: 2000 },
      { end: 5000, label: { en: 'USERS', nl: 'GEBRUIKERS' }, duration: 2000 },
      { end: 200, label: { en: 'AI REBELS', nl: 'AI REBELS' }, duration: 2000 },
    ],
  },
  stories: {
    title: { en: 'Client Success Stories', nl: 'Klantverhalen' },
    subtitle: {
      en: 'What changed for the people who use what we built, in their own words.',
      nl: 'Wat er veranderde voor de mensen die werken met wat wij bouwden, in hun eigen woorden.',
    },
  },
  blog: {
    title: { en: 'From the Blog', nl: 'Van de blog' },
    subtitle: {
      en: 'Notes from our projects on models, knowledge bases and making AI pay off.',
      nl: 'Lessen uit onze projecten over modellen, kennisbanken en AI die zich terugbetaalt.',
    },
  },
};
