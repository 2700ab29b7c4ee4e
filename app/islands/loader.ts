// The public pages' only script (decision 0070), imported after the first paint by the page's inline bootstrap
// (app/islands/island-scripts.tsx). It hydrates each declared island of the page as a React root of its own, one per
// task, in the order of the page, and first any island the visitor has already started to use. Everything else on
// the page stays the HTML the prerender wrote.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './island.tsx';
import { type IslandName, islandModules } from './registry.ts';

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandModules, name);

async function hydrate(element: HTMLElement) {
  const { island, islandId, islandPath = '/', islandProps = '{}' } = element.dataset;
  if (!isIslandName(island)) throw new Error(`Undeclared island "${island}" (app/islands/registry.ts)`);
  const Component = (await islandModules[island]()) as React.ComponentType<object>;
  const props = JSON.parse(islandProps) as object;
  await new Promise<void>((committed) => {
    hydrateRoot(
      element,
      createElement(IslandRoot, { path: islandPath, onCommit: committed }, createElement(Component, props)),
      { identifierPrefix: islandId },
    );
  });
}

async function hydrateIslands() {
  const queue = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  // Every island's chunk is asked for at once; each is hydrated when its turn comes.
  for (const element of queue) void islandModules[element.dataset.island as IslandName]?.();
  // An island the visitor reaches for goes first: a tap or a key on it, or focus moving into it.
  const reachFor = (event: Event) => {
    const island = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island]') : null;
    const at = island ? queue.indexOf(island) : -1;
    if (at > 0) queue.unshift(...queue.splice(at, 1));
  };
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, reachFor, { capture: true, passive: true });
  while (queue.length > 0) {
    // One island that fails (its chunk did not load) leaves it the working HTML it was, and the others hydrate.
    await hydrate(queue.shift()!).catch((error: unknown) => console.error(error));
    await nextTask();
  }
  for (const type of events) document.removeEventListener(type, reachFor, { capture: true });
  // From here every control of the page answers as React makes it; the end-to-end tests wait for this mark.
  document.documentElement.dataset.hydrated = 'true';
}

void hydrateIslands();
