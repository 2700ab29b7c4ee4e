// Copy of /jobs around the positions (spec §2 "/jobs", §9 "Jobs:"). The hero heading and
// meta live in pages.ts; the positions themselves are the records in jobs.ts.
import type { z } from 'zod';
import { site } from '#contracts/site.ts';
import { jobApplyLink } from '../job-positions.ts';
import type { JobsPageSchema } from '#contracts/content/jobs-page.ts';

export const jobsPage = {
  hero: {
    explore: { en: 'See Open Positions', nl: 'Bekijk de vacatures' },
    factsLabel: { en: `Working at ${site.name}`, nl: `Werken bij ${site.name} in het kort` },
    facts: [
      {
        label: { en: 'Where', nl: 'Waar' },
        value: {
          en: `Hybrid, with a home base in ${site.address.city}`,
          nl: 'Hybride, met een thuisbasis in Rotterdam',
        },
        icon: 'location',
      },
      {
        label: { en: 'Hours', nl: 'Uren' },
        value: { en: '4 or 5 days a week', nl: '4 of 5 dagen per week' },
        icon: 'calendar',
      },
      {
        label: { en: 'Languages', nl: 'Talen' },
        value: { en: 'Fluent Dutch and English', nl: 'Vloeiend Nederlands en Engels' },
        icon: 'languages',
      },
    ],
  },
  positions: {
    id: 'positions',
    eyebrow: { en: 'Open positions', nl: 'Vacatures' },
    title: { en: 'Four roles, one team', nl: 'Vier rollen, één team' },
    subtitle: {
      en: 'Engineers build, implementation leads bring the work into the client’s organisation, consultants teach people to use it well, and the Head of Implementation keeps it all on course. Pick a role to see what it involves.',
      nl: 'Engineers bouwen, implementation leads brengen het werk de organisatie van de klant in, consultants leren mensen het goed te gebruiken en de Head of Implementation houdt alles op koers. Kies een rol om te zien wat die inhoudt.',
    },
    tabsLabel: { en: 'Open positions', nl: 'Vacatures' },
    headings: {
      whatYouWillDo: { en: 'What you will do', nl: 'Wat ga je doen' },
      whatYouBring: { en: 'What you bring', nl: 'Wat breng je mee' },
      kindOfRebel: { en: 'The kind of Rebel we are looking for', nl: 'Wat voor Rebel we zoeken' },
      whatWeOffer: { en: 'What we offer', nl: 'Wat we bieden' },
    },
    apply: { en: 'Apply Now', nl: 'Solliciteer nu' },
  },
  dayInLife: {
    id: 'day-in-a-life',
    eyebrow: { en: `Life at ${site.name}`, nl: `Het leven bij ${site.name}` },
    title: { en: 'Day in a Life of a Rebel', nl: 'Een dag uit het leven van een Rebel' },
    text: {
      en: `We are filming an ordinary working day with the team: from the morning stand-up at our ${site.address.city} office to a pressure cooker with a client and the weekly demo where everyone shows what they built.`,
      nl: 'We filmen een gewone werkdag met het team: van de stand-up in de ochtend op ons kantoor in Rotterdam tot een pressure cooker met een klant en de wekelijkse demo waarin iedereen laat zien wat hij of zij heeft gebouwd.',
    },
    placeholder: { en: 'Video Coming Soon', nl: 'Video volgt binnenkort' },
    placeholderBadge: { en: 'In production', nl: 'In productie' },
    placeholderNote: {
      en: 'We will add it to this page as soon as the final cut is ready.',
      nl: 'Zodra de definitieve versie klaar is, zetten we hem op deze pagina.',
    },
    chaptersLabel: { en: 'What the video will show', nl: 'Wat de video laat zien' },
    chapters: [
      {
        title: { en: 'Morning stand-up', nl: 'Stand-up in de ochtend' },
        text: {
          en: 'Who is with which client today, and what is blocking whom.',
          nl: 'Wie zit er vandaag bij welke klant, en wat houdt wie tegen?',
        },
      },
      {
        title: { en: 'Building with a client', nl: 'Bouwen met een klant' },
        text: {
          en: 'Prototyping with end users in the room, not a month later.',
          nl: 'Prototypen met eindgebruikers in de ruimte, niet een maand later.',
        },
      },
      {
        title: { en: 'The weekly demo', nl: 'De wekelijkse demo' },
        text: {
          en: 'Everyone shows what they shipped, and what they learned.',
          nl: 'Iedereen laat zien wat hij of zij heeft opgeleverd, en wat er is geleerd.',
        },
      },
    ],
  },
  closing: {
    title: { en: 'Don’t see your role?', nl: 'Zit jouw rol er niet bij?' },
    text: {
      en: 'Send an open application and tell us what you would bring to the team. We read every one.',
      nl: 'Stuur een open sollicitatie en vertel ons wat jij aan het team toevoegt. We lezen ze allemaal.',
    },
    primary: {
      label: { en: 'Send an Open Application', nl: 'Stuur een open sollicitatie' },
      to: jobApplyLink({ title: 'Other' }),
    },
  },
} satisfies z.input<typeof JobsPageSchema>;
