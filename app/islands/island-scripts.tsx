import { use } from 'react';
import type { IslandsEntry } from '../../scripts/lib/islands-entry.ts';
import { afterFirstPaint } from '#app/lib/after-first-paint.ts';
import { IslandsPage } from './island.tsx';

/** The islands build's loader (vite.config.ts reads its manifest); null in the dev server. */
declare const __ISLANDS_ENTRY__: IslandsEntry | null;
export const islandsEntry: IslandsEntry | null = typeof __ISLANDS_ENTRY__ === 'undefined' ? null : __ISLANDS_ENTRY__;

/**
 * Site search's part of a page's script (decision 0081), on the pages with a search box: the first focus of the box
 * loads the module its form names (`data-search-module`); a box focused before the first paint is enhanced at once.
 * The module comes on that focus, not with the page: no page's first load carries it.
 */
const searchOnFirstFocus =
  'const search=(target)=>{const form=target instanceof Element?target.closest("form[data-search-module]"):null;if(!form)return;document.removeEventListener("focusin",focused);import(form.dataset.searchModule).catch((error)=>console.error(error))};const focused=(event)=>search(event.target);document.addEventListener("focusin",focused,{passive:true});search(document.activeElement);';

/**
 * The visitor figures' beacon (decision 0083), when the page is next idle (within 3 s; a second where the browser has
 * no idle callback), or at once when the page is hidden before then: never in the first paint's or an island's way.
 */
const beaconWhenIdle = (beacon: string) =>
  `let beaconAsked=false;const beacon=()=>{if(beaconAsked)return;beaconAsked=true;import(${JSON.stringify(beacon)}).catch(()=>{})};if("requestIdleCallback"in window)requestIdleCallback(beacon,{timeout:3000});else setTimeout(beacon,1000);document.addEventListener("visibilitychange",()=>{if(document.visibilityState==="hidden")beacon()});`;

/**
 * The inline script of an islands page: after the first paint, the loader and what it imports, in parallel, then the
 * beacon when idle; on a page with a search box, site search on its first focus.
 */
export function islandsBootstrap({ loader, preloads, beacon }: IslandsEntry, { search = false } = {}) {
  return afterFirstPaint(
    `${search ? searchOnFirstFocus : ''}for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}import(${JSON.stringify(loader)});${beaconWhenIdle(beacon)}`,
  );
}

/** An islands page's one script (decision 0070), written by the prerender; nothing in the browser or elsewhere. */
export function IslandScripts({ search = false }: { search?: boolean }) {
  const islandsPage = use(IslandsPage);
  if (!import.meta.env.SSR || !islandsPage || !islandsEntry) return null;
  return <script type="module" dangerouslySetInnerHTML={{ __html: islandsBootstrap(islandsEntry, { search }) }} />;
}
