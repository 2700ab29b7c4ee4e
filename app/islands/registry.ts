// The declared islands (decision 0070): the only parts of a public page that React hydrates, each from a chunk of
// its own. <Island name component props> renders one; its name must be here, with the same component.
export const islandModules = {
  'site-header': () => import('#app/components/layout/header-behaviour.tsx').then((module) => module.HeaderBehaviour),
  'client-strip': () => import('#app/components/sections/home/client-strip.tsx').then((module) => module.StripMounted),
  'contact-forms': () => import('#app/features/contact/contact-forms.tsx').then((module) => module.ContactForms),
  'key-metrics': () => import('#app/components/sections/stories/key-metrics.tsx').then((module) => module.KeyMetrics),
  counters: () => import('#app/components/sections/home/counters.tsx').then((module) => module.Counters),
  'lazy-image': () => import('#app/components/ui/lazy-image.tsx').then((module) => module.LazyImage),
  'strip-buttons': () =>
    import('#app/components/sections/about/scroll-strip.tsx').then((module) => module.StripButtons),
  tabs: () => import('#app/components/ui/tabs-behaviour.tsx').then((module) => module.TabsBehaviour),
  particles: () => import('#app/components/ui/particle-background.tsx').then((module) => module.Particles),
  'site-chrome': () => import('./site-chrome.tsx').then((module) => module.SiteChrome),
};

export type IslandName = keyof typeof islandModules;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandModules)[N]>>;
