// An island's prerender (decision 0070): a React root of its own, and only with the component the browser's loader
// will hydrate in its place.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { Counters } from '#app/components/sections/home/counters.tsx';
import { KeyMetrics } from '#app/components/sections/stories/key-metrics.tsx';
import { Island, IslandRenderer, IslandsPage } from '#app/islands/island.tsx';
import { islandRenderer } from '#app/islands/island-renderer.server.ts';
import { PagePath } from '#app/lib/page-path.tsx';

async function prerender(island: React.ReactNode): Promise<string> {
  const tree = createElement(
    IslandRenderer,
    { value: islandRenderer },
    createElement(IslandsPage, { value: true }, createElement(PagePath, { value: '/' }, island)),
  );
  const { prelude } = await prerenderToNodeStream(tree, { onError: () => {} });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const metrics = [{ value: 40, suffix: '%', description: 'less time on tenders' }];
const keyMetrics = { title: 'Key Metrics', metrics };

describe('<Island> in the prerender', () => {
  it('renders the component in an element that names the island and carries its props', async () => {
    const html = await prerender(
      createElement(Island, { name: 'key-metrics', component: KeyMetrics, props: keyMetrics }),
    );
    expect(html).toMatch(/^<div data-island="key-metrics" data-island-id="key-metrics[\w-]*-"/);
    const props = /data-island-props="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(props ?? 'null')).toEqual(keyMetrics);
    expect(html).toContain('less time on tenders');
  });

  it('refuses a component other than the one the registry loads for its name', async () => {
    // Another island's component, as a wrong import would give (cast here, where the props differ); the browser's
    // loader would hydrate KeyMetrics over what Counters rendered.
    const wrong = createElement(Island, {
      name: 'key-metrics',
      component: Counters as unknown as typeof KeyMetrics,
      props: keyMetrics,
    });
    await expect(prerender(wrong)).rejects.toThrow(/<Island name="key-metrics"> renders Counters/);
  });

  it('is the component itself where the page is not an islands page', () => {
    const html = renderToStaticMarkup(
      createElement(
        PagePath,
        { value: '/' },
        createElement(Island, { name: 'key-metrics', component: KeyMetrics, props: keyMetrics }),
      ),
    );
    expect(html).not.toContain('data-island');
    expect(html).toContain('less time on tenders');
  });
});
