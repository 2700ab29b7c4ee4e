import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoryGrid } from '#app/components/sections/stories/story-grid.tsx';
import { storyListPage } from '#app/content/story-pages.ts';
import { listStories } from '#app/content/stories.ts';
import { toStoryCard } from '#app/lib/story-page.ts';

/** Renders the grid of one tab as the page would, inside a router (its cards hold links). */
function renderGrid(stories: ReturnType<typeof toStoryCard>[]) {
  const grid = createElement(StoryGrid, { stories, readMore: storyListPage.readMore, empty: storyListPage.empty });
  const router = createMemoryRouter([{ path: '/', element: grid }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('the /success-stories grid', () => {
  it("shows 'Stories Coming Soon' for an empty list", () => {
    const html = renderGrid([]);
    expect(html).toContain('Stories Coming Soon');
    expect(html).toContain('We&#x27;re working on adding success stories for Rebels Academy. Check back soon!');
    expect(html).not.toContain('Read More');
  });

  it('shows a card per story with badge, title, summary and Read More, spanning its grid columns', () => {
    const html = renderGrid(listStories('academy').map(toStoryCard));
    expect(html).not.toContain('Stories Coming Soon');
    expect(html.match(/data-testid="story-list-card"/g)).toHaveLength(2);
    expect(html).toContain('Event Technology');
    expect(html).toContain('href="/success-stories/ticketswap"');
    expect(html.match(/Read More/g)).toHaveLength(2);
    expect(html.match(/lg:col-span-6/g)).toHaveLength(2);
    expect(html.match(/h-\[350px\]/g)).toHaveLength(2);
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
