import { use } from 'react';
import type { IslandsEntry } from '../../scripts/lib/islands-entry.ts';
import { afterFirstPaint } from '#app/lib/after-first-paint.ts';
import { IslandsPage } from './island.tsx';

/** The islands build's loader (vite.config.ts reads its manifest); null in the dev server. */
declare const __ISLANDS_ENTRY__: IslandsEntry | null;
export const islandsEntry: IslandsEntry | null = typeof __ISLANDS_ENTRY__ === 'undefined' ? null : __ISLANDS_ENTRY__;

/** The inline script of an islands page: after the first paint, the loader and what it imports, in parallel. */
export function islandsBootstrap({ loader, preloads }: IslandsEntry) {
  return afterFirstPaint(
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}import(${JSON.stringify(loader)})`,
  );
}

/** An islands page's one script (decision 0070), written by the prerender; nothing in the browser or elsewhere. */
export function IslandScripts() {
  const islandsPage = use(IslandsPage);
  if (!import.meta.env.SSR || !islandsPage || !islandsEntry) return null;
  return <script type="module" dangerouslySetInnerHTML={{ __html: islandsBootstrap(islandsEntry) }} />;
}
