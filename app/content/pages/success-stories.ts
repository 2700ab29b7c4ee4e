// Fixed copy of the success-story pages (spec §2 /success-stories and /success-stories/{id}).
// The stories themselves are in stories/; this is what the pages say around them.
import type { z } from 'zod';
import { productName, site } from '#contracts/site.ts';
import type { StoryListPageSchema, StoryPageSchema } from '#contracts/content/success-stories.ts';

export const storyListPage: z.input<typeof StoryListPageSchema> = {
  tabs: [
    { value: 'implementation', label: { en: productName('Implementation'), nl: `${site.name} Implementation` } },
    { value: 'academy', label: { en: productName('Academy'), nl: `${site.name} Academy` } },
  ],
  tabsLabel: { en: 'Success stories by service', nl: 'Klantverhalen per dienst' },
  readMore: { en: 'Read More', nl: 'Lees meer' },
  empty: {
    title: { en: 'Stories Coming Soon', nl: 'Binnenkort meer verhalen' },
    text: {
      en: `We're working on adding success stories for ${productName('Academy')}. Check back soon!`,
      nl: `We werken aan klantverhalen over ${site.name} Academy. Kom snel nog eens kijken!`,
    },
  },
  banner: {
    title: { en: 'Have a challenge like these?', nl: 'Sta jij voor een vergelijkbare uitdaging?' },
    text: {
      en: 'Tell us where you want AI to make a difference. We will show you what it takes, in plain numbers.',
      nl: 'Vertel ons waar AI voor jou het verschil moet maken. Wij laten zien wat ervoor nodig is, in heldere cijfers.',
    },
    primary: { label: { en: 'Contact Us', nl: 'Neem contact op' }, to: '/contact' },
  },
};

export const storyPage: z.input<typeof StoryPageSchema> = {
  back: { en: 'All Success Stories', nl: 'Alle klantverhalen' },
  useCasePrefix: { en: 'Use Case: ', nl: 'Use case: ' },
  about: { en: 'About', nl: 'Over de organisatie' },
  challenge: { en: 'The Challenge', nl: 'De uitdaging' },
  solution: { en: 'The Solution', nl: 'De oplossing' },
  technologiesUsed: { en: 'Technologies Used', nl: 'Gebruikte technologie' },
  tabs: {
    solution: { en: 'Solution', nl: 'Oplossing' },
    tech: { en: 'Tech', nl: 'Techniek' },
    impact: { en: 'Impact', nl: 'Impact' },
  },
  comingSoon: { en: 'Coming Soon', nl: 'Binnenkort' },
  comingSoonText: {
    en: 'We are writing this part of the case study. Check back soon!',
    nl: 'We schrijven dit deel van de case nog. Kom snel nog eens kijken!',
  },
  technologies: { en: 'Technologies', nl: 'Technologie' },
  partners: { en: 'Partners', nl: 'Partners' },
  clientLogo: { en: 'Client', nl: 'Klant' },
  providerLogo: { en: 'Technology partner', nl: 'Technologiepartner' },
  logoPlaceholder: { en: 'Company Logo', nl: 'Bedrijfslogo' },
  impactOverview: { en: 'Impact Overview', nl: 'Impact in het kort' },
  keyMetrics: { en: 'Key Metrics', nl: 'Kerncijfers' },
  testimonialSubline: { en: 'Transportation Innovation Group', nl: 'Transportation Innovation Group' },
  exploreMore: { en: 'Explore More Success Stories', nl: 'Meer klantverhalen' },
  readCaseStudy: { en: 'Read Case Study', nl: 'Lees de case' },
  banner: {
    title: { en: 'Ready to Write Your Success Story?', nl: 'Klaar om je eigen succesverhaal te schrijven?' },
    text: {
      en: 'Every story on this page started with one conversation about one problem. Let’s find yours.',
      nl: 'Elk verhaal op deze pagina begon met één gesprek over één probleem. Laten we het jouwe vinden.',
    },
    primary: { label: { en: 'Contact Us', nl: 'Neem contact op' }, to: '/contact' },
  },
  notFound: {
    title: { en: 'Success Story Not Found', nl: 'Klantverhaal niet gevonden' },
    description: {
      en: "The success story you're looking for doesn't exist or has been moved.",
      nl: 'Het klantverhaal dat je zoekt, bestaat niet of is verplaatst.',
    },
    back: { en: 'Back to Success Stories', nl: 'Terug naar klantverhalen' },
  },
};
