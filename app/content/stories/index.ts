// Customer success stories (spec §2 /success-stories, §3, §9): one file per story in this
// folder, checked by StorySchema when the build reads them (app/.server/content.ts). List
// cards, home teasers, 'Explore More', the route list and the sitemap all derive from them.
import type { z } from 'zod';
import type { MetricSchema } from '#contracts/content/story.ts';
import asml from './asml.ts';
import aveco from './aveco.ts';
import ayvens from './ayvens.ts';
import buko from './buko.ts';
import denHaag from './den-haag.ts';
import easyenergyCustomerService from './easyenergy-customer-service.ts';
import ing from './ing.ts';
import kpn from './kpn.ts';
import nieuwestroom from './nieuwestroom.ts';
import prorail from './prorail.ts';
import rabobank from './rabobank.ts';
import rotterdam from './rotterdam.ts';
import shell from './shell.ts';
import ticketswap from './ticketswap.ts';
import volkerwesselsTenderAssistant from './volkerwessels-tender-assistant.ts';
import volkerwessels from './volkerwessels.ts';
import windtLeGrandLeeuwenburgh from './windt-le-grand-leeuwenburgh.ts';

// Every file of stories/, in the order of spec §2's id list (a unit test checks none is missing).
// Eleven are featured (on the list page); the other six are reachable by URL and in the
// sitemap only, and each of their files says why.
export const storyFiles: Record<string, unknown> = {
  'prorail.ts': prorail,
  'asml.ts': asml,
  'rabobank.ts': rabobank,
  'ayvens.ts': ayvens,
  'aveco.ts': aveco,
  'volkerwessels.ts': volkerwessels,
  'den-haag.ts': denHaag,
  'buko.ts': buko,
  'nieuwestroom.ts': nieuwestroom,
  'shell.ts': shell,
  'rotterdam.ts': rotterdam,
  'ing.ts': ing,
  'kpn.ts': kpn,
  'ticketswap.ts': ticketswap,
  'windt-le-grand-leeuwenburgh.ts': windtLeGrandLeeuwenburgh,
  'volkerwessels-tender-assistant.ts': volkerwesselsTenderAssistant,
  'easyenergy-customer-service.ts': easyenergyCustomerService,
};

/** Fallback key metrics for stories that show the block but have no fixed figures (spec §9). */
export const defaultMetrics: z.input<typeof MetricSchema>[] = [
  {
    value: 75,
    suffix: { en: '%', nl: '%' },
    description: {
      en: 'less time spent searching for information',
      nl: 'minder tijd kwijt aan het zoeken naar informatie',
    },
  },
  {
    value: 60,
    suffix: { en: '%', nl: '%' },
    description: { en: 'faster handling of routine requests', nl: 'snellere afhandeling van routineverzoeken' },
  },
  {
    value: 95,
    suffix: { en: '%', nl: '%' },
    description: { en: 'answer accuracy in acceptance testing', nl: 'juiste antwoorden in de acceptatietest' },
  },
  {
    value: 40,
    suffix: { en: '%', nl: '%' },
    description: { en: 'less manual work on repetitive tasks', nl: 'minder handwerk bij repetitieve taken' },
  },
];

/** Headline of the Solution/Tech/Impact section when a story has no fixed one (spec §2). */
export const tabHeadlineFallbacks = {
  academy: { en: 'AI Academy Training Program', nl: 'Trainingsprogramma van de AI Academy' },
  implementation: { en: 'AI Implementation Journey', nl: 'Het AI-implementatietraject' },
};
