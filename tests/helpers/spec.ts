// Values the spec (../shared/spec) gives in so many words, written out once for every test
// that checks against them. Never read from the content pack: a wrong value there must fail a test.

/** The 17 success story ids of spec §3, in the spec's order. */
export const specStoryIds = [
  'prorail',
  'asml',
  'rabobank',
  'ayvens',
  'aveco',
  'volkerwessels',
  'den-haag',
  'buko',
  'nieuwestroom',
  'shell',
  'rotterdam',
  'ing',
  'kpn',
  'ticketswap',
  'windt-le-grand-leeuwenburgh',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
] as const;

/** The stories whose Impact tab shows no 'Key Metrics' block (spec §2: "except for aveco, …"). */
export const specStoriesWithoutKeyMetrics = [
  'aveco',
  'ticketswap',
  'windt-le-grand-leeuwenburgh',
  'ayvens',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
];

/** Spec §2's route table: every page a visitor can open (dynamic ones written with their parameter). */
export const specRoutes = [
  '/jobs',
  '/',
  '/services',
  '/services/academy',
  '/services/implementation',
  '/contact',
  '/about',
  '/academy-test',
  '/success-stories',
  '/success-stories/:id',
  '/blog',
  '/blog/:slug',
  '/cookie-policy',
  '/privacy-policy',
  '/privacy-statement-jobs',
  '/admin/login',
  '/admin/submissions',
  '/admin/setup',
  '/admin/create',
];
/** The 3 post slugs of spec §2. */
export const specPostSlugs = [
  'future-ai-business-transformation',
  'building-ai-implementation-teams',
  'measuring-roi-ai-projects',
];
