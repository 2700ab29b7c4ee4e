import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoryGrid } from '#app/components/sections/stories/story-grid.tsx';
import { content } from '#app/.server/content.ts';
import { toStoryCard, type StoryCardData } from '#app/.server/story-views.ts';
import type { Locale } from '#contracts/locale.ts';
import { PagePath } from '#app/lib/page-path.tsx';

/** Renders the grid of one tab as the page in `locale` would, with the page's path (its cards hold links). */
function renderGrid(stories: StoryCardData[], locale: Locale = 'en') {
  const { storyListPage } = content(locale);
  const grid = createElement(StoryGrid, { stories, readMore: storyListPage.readMore, empty: storyListPage.empty });
  const path = locale === 'nl' ? '/nl/success-stories' : '/success-stories';
  return renderToStaticMarkup(createElement(PagePath, { value: path }, grid));
}

describe('the /success-stories grid', () => {
  it("shows the spec's 'Stories Coming Soon' for an empty list", () => {
    const html = renderGrid([]);
    expect(html).toContain('Stories Coming Soon');
    expect(html).toContain('We&#x27;re working on adding success stories for Rebels Academy. Check back soon!');
    expect(html).not.toContain('Read More');
  });

  it('shows a Dutch empty state on the Dutch page', () => {
    const html = renderGrid([], 'nl');
    expect(html).toContain('data-testid="stories-empty"');
    expect(html).not.toContain('Stories Coming Soon');
    expect(html).not.toContain('Check back soon');
  });

  it('shows a card per story with badge, title, summary and Read More, spanning its grid columns', () => {
    const academy = content('en').listStories('academy');
    expect(academy).toHaveLength(2);
    const html = renderGrid(academy.map(toStoryCard));
    expect(html).not.toContain('Stories Coming Soon');
    expect(html.match(/data-testid="story-list-card"/g)).toHaveLength(2);
    expect(html).toContain('Event Technology');
    expect(html).toContain('Legal Services');
    expect(html).toContain('href="/success-stories/ticketswap"');
    expect(html).toContain('href="/success-stories/windt-le-grand-leeuwenburgh"');
    expect(html.match(/Read More/g)).toHaveLength(2);
    expect(html.match(/lg:col-span-6/g)).toHaveLength(2);
    expect(html.match(/h-\[350px\]/g)).toHaveLength(2);
  });

  it('links the Dutch cards to the Dutch story pages, with Dutch badges', () => {
    const academy = content('nl').listStories('academy');
    expect(academy).toHaveLength(2);
    const html = renderGrid(academy.map(toStoryCard), 'nl');
    expect(html.match(/data-testid="story-list-card"/g)).toHaveLength(2);
    expect(html).toContain('href="/nl/success-stories/ticketswap"');
    expect(html).toContain('Evenemententechnologie');
    expect(html).not.toContain('Read More');
    expect(html).not.toContain('href="/success-stories/');
  });

  it('lays the nine implementation cards out in rows of 12 columns', () => {
    const implementation = content('en').listStories('implementation');
    expect(implementation).toHaveLength(9);
    const html = renderGrid(implementation.map(toStoryCard));
    const spans = [...html.matchAll(/lg:col-span-(\d+)/g)].map(([, span]) => Number(span));
    expect(spans).toHaveLength(9);
    let row = 0;
    for (const span of spans) {
      row += span;
      expect(row).toBeLessThanOrEqual(12);
      if (row === 12) row = 0;
    }
    expect(row).toBe(0);
  });
});

describe('story counters', () => {
  it('end exactly on the target after 60 steps', async () => {
    const { countUpValue } = await import('#app/lib/use-count-up.ts');
    const steps = Array.from({ length: 61 }, (_, step) => countUpValue(92, step, 60));
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBe(92);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(countUpValue(3, 59, 60)).toBe(3);
    expect(countUpValue(3, 60, 60)).toBe(3);
  });
});
