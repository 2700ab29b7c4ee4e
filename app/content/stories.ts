// Customer success stories (spec §2 /success-stories, §3, §9): one file per story in
// stories/, each checked by StorySchema when the build reads it. List cards, home teasers,
// 'Explore More', the route list and the sitemap all derive from these records.
import { ContentError, parseContentFiles } from './parse.ts';
import { StorySchema, type HomeStoryTeaser, type Metric, type Story, type StoryListTab } from './schema.ts';
import asml from './stories/asml.ts';
import aveco from './stories/aveco.ts';
import ayvens from './stories/ayvens.ts';
import buko from './stories/buko.ts';
import denHaag from './stories/den-haag.ts';
import easyenergyCustomerService from './stories/easyenergy-customer-service.ts';
import ing from './stories/ing.ts';
import kpn from './stories/kpn.ts';
import nieuwestroom from './stories/nieuwestroom.ts';
import prorail from './stories/prorail.ts';
import rabobank from './stories/rabobank.ts';
import rotterdam from './stories/rotterdam.ts';
import shell from './stories/shell.ts';
import ticketswap from './stories/ticketswap.ts';
import volkerwesselsTenderAssistant from './stories/volkerwessels-tender-assistant.ts';
import volkerwessels from './stories/volkerwessels.ts';
import windtLeGrandLeeuwenburgh from './stories/windt-le-grand-leeuwenburgh.ts';

// Every file of stories/, in the order of spec §2's id list (a unit test checks none is missing).
// Eleven are featured (on the list page); the other six are reachable by URL and in the
// sitemap only, and each of their files says why.
const storyFiles: Record<string, unknown> = {
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

export const STORIES_FOLDER = 'app/content/stories';

/** Checks that hold across records: list positions and grid rows, home teaser positions. */
export function checkStoryCollection(all: Story[]) {
  const fail = (message: string) => {
    throw new ContentError(`${STORIES_FOLDER}: ${message}`);
  };
  for (const tab of ['implementation', 'academy'] as const) {
    const list = byListOrder(all.filter((story) => story.listTab === tab));
    list.forEach((story, index) => {
      if (story.listOrder !== index + 1)
        fail(`${story.id}.ts: listOrder ${story.listOrder} on the ${tab} tab, expected ${index + 1}`);
    });
    let row = 0;
    for (const story of list) {
      row += story.gridPosition ?? 0;
      if (row > 12)
        fail(`${story.id}.ts: gridPosition ${story.gridPosition} overflows a 12-column row on the ${tab} tab`);
      if (row === 12) row = 0;
    }
    if (row !== 0) fail(`the last row of the ${tab} tab spans ${row} of 12 columns`);
  }
  const teasers = all.filter((story) => story.homeTeaser).map((story) => story.homeTeaser);
  if ([...teasers].sort().join() !== '1,2,3')
    fail(`homeTeaser positions are ${teasers.join(', ')}, expected 1, 2 and 3`);
  return all;
}

const byListOrder = (list: Story[]) => [...list].sort((a, b) => (a.listOrder ?? 0) - (b.listOrder ?? 0));

export const stories: Story[] = checkStoryCollection(parseContentFiles(STORIES_FOLDER, storyFiles, StorySchema, 'id'));

/** All story ids, in the order of spec §2. */
export const storyIds = stories.map((story) => story.id);

const storyById = new Map(stories.map((story) => [story.id, story]));

export function getStory(id: string): Story | undefined {
  return storyById.get(id);
}

/** The cards of one tab of /success-stories, in display order. */
export function listStories(tab: StoryListTab): Story[] {
  return byListOrder(stories.filter((story) => story.listTab === tab));
}

export const implementationStories = listStories('implementation');
export const academyStories = listStories('academy');

/** The eleven stories of the list page, implementation first (the pool of 'Explore More'). */
export const featuredStories = [...implementationStories, ...academyStories];

/** Fallback key metrics for stories that show the block but have no fixed figures (spec §9). */
export const defaultMetrics: Metric[] = [
  { value: 75, suffix: '%', description: 'less time spent searching for information' },
  { value: 60, suffix: '%', description: 'faster handling of routine requests' },
  { value: 95, suffix: '%', description: 'answer accuracy in acceptance testing' },
  { value: 40, suffix: '%', description: 'less manual work on repetitive tasks' },
];

/** Key metrics to show for a story, or null when the block is hidden. */
export function getKeyMetrics(story: Story): Metric[] | null {
  if (!story.hasMetrics) return null;
  return story.metrics ?? defaultMetrics;
}

/** Headline of the Solution/Tech/Impact section. */
export function storyTabHeadline(story: Story): string {
  if (story.tabHeadline) return story.tabHeadline;
  return story.isAcademy ? 'AI Academy Training Program' : 'AI Implementation Journey';
}

/** Up to `limit` other featured stories for 'Explore More Success Stories'. */
export function moreStories(id: string, limit = 3): Story[] {
  return featuredStories.filter((other) => other.id !== id).slice(0, limit);
}

/** Builds a home-page teaser from a story record (which has a testimonial: the schema checks it). */
export function toHomeStoryTeaser(story: Story): HomeStoryTeaser {
  const testimonial = story.testimonial;
  if (!testimonial) throw new ContentError(`${STORIES_FOLDER}/${story.id}.ts: a home teaser needs a testimonial`);
  return {
    company: story.logo,
    useCase: story.useCase ?? story.summary,
    testimonial: testimonial.quote,
    personName: testimonial.person,
    personTitle: testimonial.title,
    personPhoto: testimonial.portrait ?? story.id,
    bgImage: story.image,
    bgTone: story.color,
    buttonText: 'Learn More',
    link: `/success-stories/${story.id}`,
  };
}

/** Home page 'Client Success Stories': VolkerWessels, ProRail and the law firm (spec §2). */
export const homeStoryTeasers: HomeStoryTeaser[] = stories
  .filter((story) => story.homeTeaser)
  .sort((a, b) => (a.homeTeaser ?? 0) - (b.homeTeaser ?? 0))
  .map(toHomeStoryTeaser);
