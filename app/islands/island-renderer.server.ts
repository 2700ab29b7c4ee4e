// What the prerender gives each <Island> (app/islands/island.tsx, decision 0070): React DOM's renderToString for the
// island's own root, and the registry's component for its name, to check the page's against.
import { renderToString } from 'react-dom/server';
import type { IslandRenderer } from './island.tsx';
import { type IslandName, islandModules } from './registry.ts';

const registered = new Map<IslandName, Promise<unknown>>();
export const islandRenderer: IslandRenderer = {
  render: (node, identifierPrefix) => renderToString(node, { identifierPrefix }),
  registered(name) {
    let component = registered.get(name);
    if (!component) {
      component = (islandModules[name] as () => Promise<unknown>)();
      registered.set(name, component);
    }
    return component;
  },
};
