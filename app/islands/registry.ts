// The declared islands (decision 0070): the only parts of a public page that React hydrates, each from a chunk of
// its own. <Island name component props> renders one; its name must be here, with the same component.
export const islandModules = {
  'site-header': () => import('#app/components/layout/site-header.tsx').then((module) => module.SiteHeader),
  'lazy-image': () => import('#app/components/ui/lazy-image.tsx').then((module) => module.LazyImage),
  'site-chrome': () => import('./site-chrome.tsx').then((module) => module.SiteChrome),
};

export type IslandName = keyof typeof islandModules;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandModules)[N]>>;
