import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'kpn',
  published: '2024-10-01',
  title: { en: 'KPN: A Knowledge Assistant for Field Engineers', nl: 'KPN: een kennisassistent voor monteurs' },
  summary: {
    en: 'A mobile assistant that gives field engineers quick answers from installation guides and network procedures while they are on site.',
    nl: 'Een mobiele assistent die monteurs op locatie snel antwoord geeft uit installatiehandleidingen en netwerkprocedures.',
  },
  industry: { en: 'Telecom', nl: 'Telecom' },
  logo: 'KPN',
  image: 'telecom',
  color: 'teal',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results: {
    en: 'Engineers in the pilot called the support desk less often for routine procedural questions.',
    nl: 'Monteurs in de pilot belden minder vaak met de supportdesk over routinematige procedurevragen.',
  },
  companyDescription: {
    en: 'KPN is the largest telecom and IT provider in the Netherlands. Its field engineers install and repair fibre, copper and mobile network equipment across the country.',
    nl: 'KPN is de grootste telecom- en IT-aanbieder van Nederland. De monteurs installeren en repareren door het hele land apparatuur voor glasvezel-, koper- en mobiele netwerken.',
  },
  challenge: {
    en: `Engineers on site need the right procedure quickly, often on a phone and with limited time.

- Installation guides and procedures are long and not written for small screens
- Routine questions were phoned in to a central support desk
- Procedures change as the network is upgraded`,
    nl: `Monteurs op locatie hebben snel de juiste procedure nodig, vaak op een telefoon en met weinig tijd.

- Installatiehandleidingen en procedures zijn lang en niet geschreven voor kleine schermen
- Routinevragen werden telefonisch voorgelegd aan een centrale supportdesk
- Procedures veranderen naarmate het netwerk wordt vernieuwd`,
  },
  solution: {
    en: `${site.name} built a **mobile knowledge assistant** for field engineers:

- Short, step-by-step answers based on current installation guides
- A link to the full procedure with every answer
- Questions the assistant cannot answer are passed to the support desk with context`,
    nl: `${site.name} bouwde een **mobiele kennisassistent** voor monteurs:

- Korte antwoorden, stap voor stap, op basis van de actuele installatiehandleidingen
- Bij elk antwoord een link naar de volledige procedure
- Vragen die de assistent niet kan beantwoorden, gaan met context naar de supportdesk`,
  },
  keyResults: [
    { en: 'Fewer routine calls to the support desk', nl: 'Minder routinematige telefoontjes naar de supportdesk' },
    { en: 'Answers always based on the current procedure', nl: 'Antwoorden altijd gebaseerd op de actuele procedure' },
    {
      en: 'Unanswered questions used to improve the guides',
      nl: 'Onbeantwoorde vragen gebruikt om de handleidingen te verbeteren',
    },
  ],
  technologies: ['Large language models', 'Retrieval-augmented generation', 'Mobile web app', 'TypeScript'],
  impact: [
    {
      title: { en: 'Answers on site', nl: 'Antwoord op locatie' },
      desc: {
        en: 'Engineers get the procedure *where the work happens*.',
        nl: 'Monteurs krijgen de procedure *daar waar het werk gebeurt*.',
      },
    },
    {
      title: { en: 'Less waiting', nl: 'Minder wachten' },
      desc: {
        en: 'Routine questions no longer queue at the support desk.',
        nl: 'Routinevragen staan niet langer in de wachtrij bij de supportdesk.',
      },
    },
    {
      title: { en: 'Always current', nl: 'Altijd actueel' },
      desc: {
        en: 'Answers follow the latest version of each guide.',
        nl: 'Antwoorden volgen de nieuwste versie van elke handleiding.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'Support specialists focus on the *hard problems*.',
        nl: 'Supportspecialisten richten zich op de *lastige problemen*.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'On a ladder you do not want to scroll through a sixty-page guide. A short answer with a link to the details is exactly right.',
      nl: 'Op een ladder wil je niet door een handleiding van zestig pagina’s scrollen. Een kort antwoord met een link naar de details is precies goed.',
    },
    person: 'Mark Veenstra',
    title: { en: 'Manager Field Operations Support', nl: 'Manager Field Operations Support' },
    portrait: 'mark-veenstra',
  },
} satisfies StoryInput;
