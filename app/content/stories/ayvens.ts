import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'ayvens',
  published: '2024-09-17',
  title: { en: 'Ayvens: Generative AI in Lease Operations', nl: 'Ayvens: generatieve AI in leaseprocessen' },
  summary: {
    en: 'Exploring how generative AI can speed up the handling of lease and vehicle-damage correspondence. The full case study will follow.',
    nl: 'Verkennen hoe generatieve AI de afhandeling van correspondentie over lease en voertuigschade kan versnellen. De volledige case volgt.',
  },
  industry: { en: 'Automotive', nl: 'Automotive' },
  logo: 'Ayvens',
  image: 'car',
  color: 'teal',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 2,
  gridPosition: 4,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: true,
  hasMetrics: false,
  tabHeadline: { en: 'Generative AI for Lease Operations', nl: 'Generatieve AI voor leaseprocessen' },
  results: {
    en: 'Use cases selected and a first solution in development. Results will be published once the pilot is complete.',
    nl: 'Use cases geselecteerd en een eerste oplossing in ontwikkeling. De resultaten publiceren we zodra de pilot is afgerond.',
  },
  companyDescription: {
    en: 'Ayvens is a global leader in vehicle leasing and fleet management, formed by bringing ALD Automotive and LeasePlan together. In the Netherlands it manages a large fleet of lease cars for businesses and private drivers.',
    nl: 'Ayvens is wereldwijd toonaangevend in autolease en wagenparkbeheer en ontstond uit de samenvoeging van ALD Automotive en LeasePlan. In Nederland beheert Ayvens een groot wagenpark aan leaseauto’s voor zakelijke en particuliere rijders.',
  },
  challenge: {
    en: `Lease operations generate a steady stream of correspondence that has to be read, classified and answered.

- Damage reports, contract changes and end-of-lease questions arrive through several channels
- Much of the first-line work is reading and routing rather than solving
- Peaks in volume lead to longer waiting times for drivers and fleet managers`,
    nl: `Leaseprocessen leveren een constante stroom correspondentie op die gelezen, ingedeeld en beantwoord moet worden.

- Schademeldingen, contractwijzigingen en vragen over het einde van het leasecontract komen via verschillende kanalen binnen
- Een groot deel van het eerstelijnswerk bestaat uit lezen en doorsturen, niet uit oplossen
- Pieken in het volume zorgen voor langere wachttijden voor berijders en wagenparkbeheerders`,
  },
  keyResults: [
    { en: 'Use cases prioritised on value and feasibility', nl: 'Use cases geprioriteerd op waarde en haalbaarheid' },
    { en: 'First solution in development', nl: 'Eerste oplossing in ontwikkeling' },
    { en: 'Full results to follow after the pilot', nl: 'Volledige resultaten volgen na de pilot' },
  ],
  technologies: [],
  impact: [
    {
      title: { en: 'Clear priorities', nl: 'Heldere prioriteiten' },
      desc: {
        en: 'A short list of use cases ranked on *value and feasibility*.',
        nl: 'Een korte lijst use cases, gerangschikt op *waarde en haalbaarheid*.',
      },
    },
    {
      title: { en: 'Less routing work', nl: 'Minder doorstuurwerk' },
      desc: {
        en: 'Correspondence is designed to reach the right team without manual sorting.',
        nl: 'Correspondentie komt straks bij het juiste team terecht zonder handmatig sorteren.',
      },
    },
    {
      title: { en: 'Faster overview', nl: 'Sneller overzicht' },
      desc: {
        en: 'Handlers will start from a summary instead of a long e-mail thread.',
        nl: 'Behandelaars beginnen straks met een samenvatting in plaats van een lange e-mailwisseling.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'Measured results will be shared *once the pilot is complete*.',
        nl: 'Gemeten resultaten delen we *zodra de pilot is afgerond*.',
      },
    },
  ],
} satisfies StoryInput;
