// The success stories (spec §2 /success-stories and /success-stories/{id}, §3, §9): one file
// each, checked at build by app/.server/content.ts, shown in English and in Dutch.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPack, describeErrors } from '#contracts/content/pack.ts';
import { REPOSITORY_PACK, readPackDir } from '#contracts/content/pack-files.ts';
import { HomeStoryTeaserSchema, type Story } from '#contracts/content/story.ts';
import { checkedContent, content, storyIds } from '#app/.server/content.ts';
import { inlineMarkdownToHtml, markdownToHtml } from '#app/.server/markdown.ts';
import { specStoriesWithoutKeyMetrics, specStoryIds } from '../helpers/spec.ts';

const en = content('en');
const nl = content('nl');

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

const story = (id: string, view = en): Story => {
  const found = view.getStory(id);
  if (!found) throw new Error(`missing story ${id}`);
  return found;
};
const metricStrings = (id: string) => (en.keyMetrics(story(id)) ?? []).map((m) => `${m.value}${m.suffix}`);

describe('story files', () => {
  it('loads every file of content/stories, one story per file, named by its id', () => {
    const files = fs
      .readdirSync(path.join(REPOSITORY_PACK, 'stories'))
      .map((file) => file.replace(/\.yaml$/, ''))
      .sort();
    expect(files).toHaveLength(17);
    expect([...storyIds]).toEqual(files);
  });

  it('has the 17 unique ids of the spec, in both languages', () => {
    const spec = [...specStoryIds].sort();
    expect([...storyIds].sort()).toEqual(spec);
    expect(en.stories.map((each) => each.id).sort()).toEqual(spec);
    expect(nl.stories.map((each) => each.id).sort()).toEqual(spec);
  });

  it('has a Dutch title and summary for every story, unlike the English', () => {
    expect(checkedContent.stories).toHaveLength(17);
    for (const record of checkedContent.stories) {
      expect(record.title.nl, record.id).not.toBe(record.title.en);
      expect(record.summary.nl, record.id).not.toBe(record.summary.en);
    }
  });
});

describe('a bad story file fails the build, naming the file and the field', () => {
  const pack = readPackDir(REPOSITORY_PACK).items;
  /** The pack's errors with one story's data replaced by `fields` over the real one (undefined removes a field). */
  function errorsWith(id: string, fields: Record<string, unknown>, key = id) {
    const items = pack.map((item) =>
      item.type === 'story' && item.key === id
        ? {
            ...item,
            key,
            data: Object.fromEntries(
              Object.entries({ ...(item.data as object), ...fields }).filter(([, value]) => value !== undefined),
            ),
          }
        : item,
    );
    const checked = checkPack(items);
    return describeErrors(checked.errors);
  }
  const loadWithProrail = async (fields: Record<string, unknown>) => errorsWith('prorail', fields);
  const prorailInvalid = /^stories\/prorail\.yaml: /;

  it('a bad field', async () => {
    const gridPosition = await loadWithProrail({ gridPosition: 5 });
    expect(gridPosition).toMatch(prorailInvalid);
    expect(gridPosition).toMatch(/stories\/prorail\.yaml: gridPosition: /);
    expect(await loadWithProrail({ title: { en: '', nl: 'Titel' } })).toMatch(/stories\/prorail\.yaml: title\.en: /);
    expect(await loadWithProrail({ metrics: [{ value: '85', suffix: '%', description: 'x' }] })).toMatch(
      /stories\/prorail\.yaml: metrics\.0\.value: /,
    );
    expect(await loadWithProrail({ impact: [] })).toMatch(/stories\/prorail\.yaml: impact: /);
  });

  it('a text without its Dutch, or with a third language', async () => {
    expect(await loadWithProrail({ industry: { en: 'Transportation' } })).toMatch(
      /stories\/prorail\.yaml: industry\.nl: /,
    );
    expect(await loadWithProrail({ industry: 'Transportation' })).toMatch(/stories\/prorail\.yaml: industry: /);
    expect(await loadWithProrail({ industry: { en: 'Transportation', nl: 'Transport', de: 'Verkehr' } })).toMatch(
      /stories\/prorail\.yaml: industry\.de: not a field/,
    );
  });

  it('unknown fields, HTML in Markdown, and a multi-line impact text', async () => {
    expect(await loadWithProrail({ quote: 'Coming soon' })).toMatch(/quote/);
    expect(await loadWithProrail({ challenge: { en: 'Text with <em>HTML</em>', nl: 'Tekst' } })).toMatch(
      /stories\/prorail\.yaml: challenge\.en: Markdown here may not contain HTML/,
    );
    const card = { title: { en: '', nl: '' }, desc: { en: 'One line', nl: 'a\nb' } };
    expect(await loadWithProrail({ impact: Array(4).fill(card) })).toMatch(
      /stories\/prorail\.yaml: impact\.0\.desc\.nl: One line only/,
    );
  });

  it('facts that depend on each other', async () => {
    expect(await loadWithProrail({ gridPosition: undefined })).toMatch(
      /stories\/prorail\.yaml: gridPosition: Required for a featured story/,
    );
    expect(await loadWithProrail({ variant: 'three-column' })).toMatch(/stories\/prorail\.yaml: variant: /);
    expect(await loadWithProrail({ hasMetrics: false })).toMatch(/stories\/prorail\.yaml: metrics: /);
    expect(await loadWithProrail({ listTab: 'academy' })).toMatch(/stories\/prorail\.yaml: listTab: /);
    expect(await loadWithProrail({ testimonial: undefined })).toMatch(/stories\/prorail\.yaml: homeTeaser: /);
  });

  it('a file name that is not its id', () => {
    expect(errorsWith('prorail', {}, 'pro-rail')).toBe("stories/pro-rail.yaml: id: 'prorail' must match the file name");
  });

  it('a tab whose grid row does not add up to 12 columns', () => {
    expect(errorsWith('ayvens', { gridPosition: 8 })).toMatch(
      /^stories\/ayvens\.yaml: gridPosition: 8 overflows a 12-column row/m,
    );
  });
});

describe('success stories', () => {
  it('lists nine implementation cards, in order, with the spec industries', () => {
    expect(en.listStories('implementation').map((each) => [each.id, each.industry])).toEqual([
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
    expect(
      en
        .listStories('implementation')
        .map((each) => each.id)
        .sort(),
    ).toEqual([...nineFeatured].sort());
  });

  it('lists the same cards in Dutch, their industries in Dutch', () => {
    expect(nl.listStories('implementation').map((each) => each.id)).toEqual(
      en.listStories('implementation').map((each) => each.id),
    );
    expect(nl.listStories('implementation')[3]?.industry).toBe('Bouw');
    expect(nl.listStories('academy').map((each) => [each.id, each.industry])).toEqual([
      ['ticketswap', 'Evenemententechnologie'],
      ['windt-le-grand-leeuwenburgh', 'Juridische dienstverlening'],
    ]);
  });

  it('lists two academy cards', () => {
    expect(en.listStories('academy').map((each) => [each.id, each.industry])).toEqual([
      ['ticketswap', 'Event Technology'],
      ['windt-le-grand-leeuwenburgh', 'Legal Services'],
    ]);
    expect(en.stories.filter((each) => each.isAcademy).map((each) => each.id)).toEqual([
      'ticketswap',
      'windt-le-grand-leeuwenburgh',
    ]);
  });

  it('gives the featured and academy stories two columns and the other six three', () => {
    expect(en.stories).toHaveLength(17);
    for (const each of en.stories) {
      const expected = nineFeatured.includes(each.id) || each.isAcademy ? 'two-column' : 'three-column';
      expect(each.variant, each.id).toBe(expected);
    }
    expect(en.stories.filter((each) => each.variant === 'three-column').map((each) => each.id)).toEqual([
      'asml',
      'ing',
      'kpn',
      'rabobank',
      'rotterdam',
      'shell',
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
  });

  it('has the same figures in Dutch, with Dutch units', () => {
    const dutch = (id: string) => (nl.keyMetrics(story(id, nl)) ?? []).map((m) => `${m.value}${m.suffix}`);
    expect(dutch('prorail').map((metric) => metric.replace(/\D+$/, ''))).toEqual(['100', '85', '100', '2']);
    expect(dutch('volkerwessels')).toEqual(['20 bedrijven', '100+', '92%', '3 fte']);
    expect(dutch('den-haag')).toEqual(['75%', '60%', '95%', '40%']);
    expect(nl.keyMetrics(story('den-haag', nl))?.[0]?.description).not.toBe(
      en.keyMetrics(story('den-haag'))?.[0]?.description,
    );
  });

  it('hides Key Metrics exactly for the six stories of the spec', () => {
    expect(en.stories.length).toBe(17);
    expect(
      en.stories
        .filter((each) => !en.keyMetrics(each))
        .map((each) => each.id)
        .sort(),
    ).toEqual([...specStoriesWithoutKeyMetrics].sort());
  });

  it('makes the ProRail hero read the fixed use case', () => {
    expect(`${en.storyPage.useCasePrefix}${story('prorail').useCase}`).toBe(
      'Use Case: AI-Powered Contract Assistants for ProRail',
    );
    expect(`${nl.storyPage.useCasePrefix}${story('prorail', nl).useCase}`).toMatch(/^Use case: .+ProRail$/);
  });

  it('marks Ayvens as coming soon, without a quote yet', () => {
    expect(en.stories.filter((each) => each.comingSoon).map((each) => each.id)).toEqual(['ayvens']);
    expect(story('ayvens').testimonial).toBeUndefined();
  });

  it('gives the story-specific solutions of the spec their parts, in both languages', () => {
    const plan = (id: string, view = en) => {
      const solution = story(id, view).solution;
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
    expect(plan('prorail', nl)).toEqual([
      ['Een contractkennisbank', 2],
      ['Drie contractassistenten', 3],
    ]);
    expect(plan('buko', nl)).toEqual([['De beeldpipeline', 5]]);
  });

  it('derives the tab headlines', () => {
    expect(en.storyTabHeadline(story('asml'))).toBe('AI Implementation Journey');
    expect(en.storyTabHeadline(story('windt-le-grand-leeuwenburgh'))).toBe('AI Academy Training Program');
    expect(en.storyTabHeadline(story('prorail'))).toBe('From Contract Archive to Contract Assistant');
    expect(nl.storyTabHeadline(story('asml', nl))).toBe('Het AI-implementatietraject');
    expect(nl.storyTabHeadline(story('prorail', nl))).toBe('Van contractarchief naar contractassistent');
  });

  it('explores up to three other featured stories', () => {
    expect(en.featuredStories).toHaveLength(11);
    expect(en.moreStories('prorail').map((each) => each.id)).toEqual(['ayvens', 'aveco', 'volkerwessels']);
    expect(en.moreStories('ayvens').map((each) => each.id)).toEqual(['prorail', 'aveco', 'volkerwessels']);
    expect(nl.moreStories('ayvens').map((each) => each.id)).toEqual(['prorail', 'aveco', 'volkerwessels']);
  });

  it('derives the three home teasers of spec §2 (VolkerWessels, ProRail, a law firm) from the records', () => {
    expect(en.homeStoryTeasers.map((teaser) => [teaser.company, teaser.link, teaser.buttonText])).toEqual([
      ['VolkerWessels', '/success-stories/volkerwessels', 'Learn More'],
      ['ProRail', '/success-stories/prorail', 'Learn More'],
      ['Windt Le Grand Leeuwenburgh', '/success-stories/windt-le-grand-leeuwenburgh', 'Learn More'],
    ]);
    expect(nl.homeStoryTeasers.map((teaser) => [teaser.link, teaser.buttonText])).toEqual([
      ['/nl/success-stories/volkerwessels', 'Lees meer'],
      ['/nl/success-stories/prorail', 'Lees meer'],
      ['/nl/success-stories/windt-le-grand-leeuwenburgh', 'Lees meer'],
    ]);
    for (const view of [en, nl]) {
      expect(view.homeStoryTeasers).toHaveLength(3);
      for (const teaser of view.homeStoryTeasers) {
        HomeStoryTeaserSchema.parse(teaser);
        const record = story(teaser.link.split('/').at(-1) ?? '', view);
        expect(teaser.testimonial).toBe(record.testimonial?.quote);
        expect(teaser.personName).toBe(record.testimonial?.person);
        expect(teaser.company).toBe(record.logo);
      }
    }
    expect(nl.homeStoryTeasers[0]?.testimonial).not.toBe(en.homeStoryTeasers[0]?.testimonial);
  });
});

describe('Markdown of content records', () => {
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
