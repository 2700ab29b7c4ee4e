// Values the spec (../shared/spec) gives in so many words, written out once for every test
// that checks against them. Never read from app/content: a wrong value there must fail a test.

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
