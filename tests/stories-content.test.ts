import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, parseContentFiles } from '#app/content/parse.ts';
import { HomeStoryTeaserSchema, StorySchema, type Story, type StoryInput } from '#app/content/schema.ts';
import {
  academyStories,
  checkStoryCollection,
  defaultMetrics,
  featuredStories,
  getKeyMetrics,
  getStory,
  homeStoryTeasers,
  implementationStories,
  moreStories,
  stories,
  storyTabHeadline,
} from '#app/content/stories.ts';
import prorailFile from '#app/content/stories/prorail.ts';
import { inlineMarkdownToHtml, markdownToHtml } from '#app/lib/markdown.ts';
import { specStoryIds } from './helpers/spec.ts';

const nineFeatured = [
  'prorail',
  'ayvens',
  'aveco',
  'volkerwessels',
  'den-haag',
  'buko',
  'nieuwestroom',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
];

const noMetricsIds = [
  'aveco',
  'ticketswap',
  'windt-le-grand-leeuwenburgh',
  'ayvens',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
];

const story = (id: string): Story => {
  const found = getStory(id);
  if (!found) throw new Error(`missing story ${id}`);
  return found;
};
const metricStrings = (id: string) => (getKeyMetrics(story(id)) ?? []).map((m) => `${m.value}${m.suffix}`);

/** A valid story file's data with some fields replaced. */
const withFields = (fields: Record<string, unknown>): StoryInput => ({ ...prorailFile, ...fields }) as StoryInput;
const parseOne = (file: string, data: unknown) =>
  parseContentFiles('app/content/stories', { [file]: data }, StorySchema, 'id');

describe('story files', () => {
  it('registers every file of app/content/stories, one story per file, named by its id', () => {
    const files = fs
      .readdirSync(path.join(import.meta.dirname, '../app/content/stories'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(stories.map((each) => each.id).sort()).toEqual(files);
  });

  it('has the 17 unique ids of the spec, in spec order', () => {
    expect(stories.map((each) => each.id)).toEqual(specStoryIds);
  });

  it('fails on a bad field, naming the file and the field', () => {
    expect(() => parseOne('prorail.ts', withFields({ gridPosition: 5 }))).toThrow(ContentError);
    expect(() => parseOne('prorail.ts', withFields({ gridPosition: 5 }))).toThrow(
      /app\/content\/stories\/prorail\.ts is not valid content:\n {2}gridPosition: /,
    );
    expect(() => parseOne('prorail.ts', withFields({ title: '' }))).toThrow(/prorail\.ts[^]*\n {2}title: /);
    expect(() =>
      parseOne('prorail.ts', withFields({ metrics: [{ value: '85', suffix: '%', description: 'x' }] })),
    ).toThrow(/\n {2}metrics\.0\.value: /);
    expect(() => parseOne('prorail.ts', withFields({ impact: [] }))).toThrow(/\n {2}impact: /);
  });

  it('rejects unknown fields, HTML in Markdown, and the old sentinel quote', () => {
    expect(() => parseOne('prorail.ts', withFields({ quote: 'Coming soon' }))).toThrow(/quote/);
    expect(() => parseOne('prorail.ts', withFields({ challenge: 'Text with <em>HTML</em>' }))).toThrow(
      /\n {2}challenge: Markdown here may not contain HTML/,
    );
    expect(() => parseOne('prorail.ts', withFields({ impact: Array(4).fill({ title: '', desc: 'a\nb' }) }))).toThrow(
      /\n {2}impact\.0\.desc: One line only/,
    );
  });

  it('checks the facts that depend on each other', () => {
    expect(() => parseOne('prorail.ts', withFields({ gridPosition: undefined }))).toThrow(
      /\n {2}gridPosition: Required for a featured story/,
    );
    expect(() => parseOne('prorail.ts', withFields({ variant: 'three-column' }))).toThrow(/\n {2}variant: /);
    expect(() => parseOne('prorail.ts', withFields({ hasMetrics: false }))).toThrow(/\n {2}metrics: /);
    expect(() => parseOne('prorail.ts', withFields({ listTab: 'academy' }))).toThrow(/\n {2}listTab: /);
    expect(() => parseOne('prorail.ts', withFields({ testimonial: undefined }))).toThrow(/\n {2}homeTeaser: /);
  });

  it('fails when a file name and its id differ', () => {
    expect(() => parseOne('pro-rail.ts', prorailFile)).toThrow(
      /app\/content\/stories\/pro-rail\.ts is not valid content:\n {2}id: 'prorail' must match the file name/,
    );
  });

  it('fails when a tab grid row does not add up to 12 columns', () => {
    const broken = stories.map((each) => (each.id === 'ayvens' ? { ...each, gridPosition: 8 as const } : each));
    expect(() => checkStoryCollection(broken)).toThrow(/ayvens\.ts: gridPosition 8 overflows a 12-column row/);
  });
});

describe('success stories', () => {
  it('lists nine implementation cards, in order, with the spec industries', () => {
    expect(implementationStories.map((each) => [each.id, each.industry])).toEqual([
      ['prorail', 'Transportation'],
      ['ayvens', 'Automotive'],
      ['aveco', 'Engineering'],
      ['volkerwessels', 'Construction'],
      ['volkerwessels-tender-assistant', 'Construction'],
      ['den-haag', 'Government'],
      ['buko', 'Infrastructure'],
      ['nieuwestroom', 'Energy'],
      ['easyenergy-customer-service', 'Energy'],
    ]);
    expect([...implementationStories.map((each) => each.id)].sort()).toEqual([...nineFeatured].sort());
  });

  it('lists two academy cards', () => {
    expect(academyStories.map((each) => [each.id, each.industry])).toEqual([
      ['ticketswap', 'Event Technology'],
      ['windt-le-grand-leeuwenburgh', 'Legal Services'],
    ]);
    expect(stories.filter((each) => each.isAcademy).map((each) => each.id)).toEqual([
      'ticketswap',
      'windt-le-grand-leeuwenburgh',
    ]);
  });

  it('gives the featured and academy stories two columns and the other six three', () => {
    for (const each of stories) {
      const expected = nineFeatured.includes(each.id) || each.isAcademy ? 'two-column' : 'three-column';
      expect(each.variant, each.id).toBe(expected);
    }
    expect(stories.filter((each) => each.variant === 'three-column').map((each) => each.id)).toEqual([
      'asml',
      'rabobank',
      'shell',
      'rotterdam',
      'ing',
      'kpn',
    ]);
  });

  it('uses the fixed metrics of spec §9 and the default set otherwise', () => {
    expect(metricStrings('prorail')).toEqual(['100%', '85%', '100%', '2+ FTE']);
    expect(metricStrings('volkerwessels')).toEqual(['20 companies', '100+', '92%', '3 FTE']);
    expect(story('volkerwessels').metrics?.[1]?.description).toMatch(/questions per week/);
    expect(story('volkerwessels').metrics?.[2]?.description).toMatch(/satisfaction/);
    expect(metricStrings('nieuwestroom')).toEqual(['100%', '50%', '2 point', '3+ FTE']);
    expect(story('nieuwestroom').metrics?.[2]?.description).toMatch(/NPS|Net Promoter Score/);
    expect(metricStrings('den-haag')).toEqual(['75%', '60%', '95%', '40%']);
    expect(defaultMetrics.map((m) => `${m.value}${m.suffix}`)).toEqual(['75%', '60%', '95%', '40%']);
  });

  it('hides Key Metrics exactly for the six stories of the spec', () => {
    expect(
      stories
        .filter((each) => !getKeyMetrics(each))
        .map((each) => each.id)
        .sort(),
    ).toEqual([...noMetricsIds].sort());
  });

  it('makes the ProRail hero read the fixed use case', () => {
    expect(`Use Case: ${story('prorail').useCase}`).toBe('Use Case: AI-Powered Contract Assistants for ProRail');
  });

  it('marks Ayvens as coming soon, without a quote yet', () => {
    expect(stories.filter((each) => each.comingSoon).map((each) => each.id)).toEqual(['ayvens']);
    expect(story('ayvens').testimonial).toBeUndefined();
  });

  it('gives the story-specific solutions of the spec their parts', () => {
    const plan = (id: string) => {
      const solution = story(id).solution;
      if (typeof solution !== 'object') throw new Error(`${id} has no structured solution`);
      return solution.sections.map((section) => [section.heading, section.items.length]);
    };
    expect(plan('prorail')).toEqual([
      ['A contract knowledge base', 2],
      ['Three contract assistants', 3],
    ]);
    expect(plan('aveco')).toEqual([['Four AI capabilities', 4]]);
    expect(plan('volkerwessels')).toEqual([['The four pillars of the Center of AI Excellence', 4]]);
    expect(plan('den-haag')).toEqual([['Housing platform priorities', 4]]);
    expect(plan('buko')).toEqual([['The image pipeline', 5]]);
  });

  it('derives the tab headlines', () => {
    expect(storyTabHeadline(story('asml'))).toBe('AI Implementation Journey');
    expect(storyTabHeadline(story('windt-le-grand-leeuwenburgh'))).toBe('AI Academy Training Program');
    expect(storyTabHeadline(story('prorail'))).toBe('From Contract Archive to Contract Assistant');
  });

  it('explores up to three other featured stories', () => {
    expect(featuredStories).toHaveLength(11);
    expect(moreStories('prorail').map((each) => each.id)).toEqual(['ayvens', 'aveco', 'volkerwessels']);
    expect(moreStories('ayvens').map((each) => each.id)).toEqual(['prorail', 'aveco', 'volkerwessels']);
  });

  it('derives the three home teasers from the story records', () => {
    expect(homeStoryTeasers.map((teaser) => teaser.link)).toEqual([
      '/success-stories/volkerwessels',
      '/success-stories/prorail',
      '/success-stories/windt-le-grand-leeuwenburgh',
    ]);
    for (const teaser of homeStoryTeasers) {
      HomeStoryTeaserSchema.parse(teaser);
      const record = story(teaser.link.split('/').at(-1) ?? '');
      expect(teaser.testimonial).toBe(record.testimonial?.quote);
      expect(teaser.personName).toBe(record.testimonial?.person);
      expect(teaser.company).toBe(record.logo);
    }
  });
});

describe('Markdown', () => {
  it('renders paragraphs, lists, strong and emphasis', () => {
    expect(markdownToHtml('One **two** *three*.\n\n- a\n- **b**: c\n\nEnd')).toBe(
      '<p>One <strong>two</strong> <em>three</em>.</p><ul><li>a</li><li><strong>b</strong>: c</li></ul><p>End</p>',
    );
  });

  it('escapes everything else', () => {
    expect(inlineMarkdownToHtml('<script>alert("x")</script> & *y*')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <em>y</em>',
    );
  });
});
