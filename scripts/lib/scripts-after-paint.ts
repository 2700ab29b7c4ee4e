// The first paint of a prerendered page needs its HTML, the stylesheet and the font, nothing
// else: every link works and both contact forms post without JavaScript (decision 0007).
// React Router's bootstrap asks for all of the page's modules at once, at high priority,
// while the stylesheet is still on its way, so on a slow phone connection the first paint
// shares the line with ~140 KB of JavaScript. This rewrites each page so the browser asks
// for the modules after the first frame has been painted (decision 0032): the same modules,
// fetched in parallel through the same modulepreload links, evaluated one per task, then
// handed to React Router as its bootstrap does (route modules first, then the client entry).

export type Bootstrap = {
  preloads: string[];
  manifest: string;
  routes: { name: string; href: string }[];
  routeModules: string;
  entry: string;
};

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Reads React Router's bootstrap out of a prerendered page; throws when its shape changed. */
export function readBootstrap(html: string): Bootstrap {
  const script = BOOTSTRAP.exec(html)?.[1];
  if (script === undefined) throw new Error('no React Router bootstrap script found');
  const manifest = /^\s*import "([^"]+)";/.exec(script)?.[1];
  const routes = [...script.matchAll(/import \* as (route\d+) from "([^"]+)";/g)].map(([, name = '', href = '']) => ({
    name,
    href,
  }));
  const routeModules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(script)?.[1];
  const entry = /\bimport\("([^"]+)"\);\s*$/.exec(script)?.[1];
  const preloads = [...html.matchAll(PRELOAD)].map(([, href = '']) => href);
  if (!manifest || routes.length === 0 || !routeModules || !entry) {
    throw new Error(
      `React Router's bootstrap script changed shape; update scripts/lib/scripts-after-paint.ts:\n${script}`,
    );
  }
  return { preloads, manifest, routes, routeModules, entry };
}

/** Module preload links inserted per task of the bootstrap. */
export const PRELOADS_PER_TASK = 4;

/**
 * The replacement bootstrap. It starts when the browser reports the first paint (a paint
 * timing entry: no timer, so a test's fake clock cannot hold hydration back), after the next
 * frame where paint timing is missing, and at once in a tab that is or becomes hidden, where
 * no paint comes.
 */
export function bootstrapAfterPaint({ preloads, manifest, routes, routeModules, entry }: Bootstrap): string {
  const imports = [manifest, ...routes.map((route) => route.href)].map((href) => `import(${JSON.stringify(href)})`);
  const names = ['', ...routes.map((route) => route.name)].join(',');
  // Every module but the client entry, one per task, in React Router's preload order (the manifest,
  // React and React Router, React DOM, the route modules): evaluating a module compiles it, and
  // the framework and React DOM in one task would block the main thread for as long as both
  // together. A message, not a timer, ends each task, so a test's fake clock cannot stop it.
  const modules = preloads.filter((href) => href !== entry);
  return [
    'let started=false;',
    'const nextTask=()=>new Promise((resolve)=>{const channel=new MessageChannel();channel.port1.onmessage=()=>resolve();channel.port2.postMessage(null)});',
    'const start=async()=>{if(started)return;started=true;',
    // Starting a module fetch costs the main thread up to a few milliseconds each (measured 13–57 ms
    // for 17 links in one task on the bench machine): PRELOADS_PER_TASK links per task.
    `for(const [index,href] of ${JSON.stringify(preloads)}.entries()){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);if(index%${PRELOADS_PER_TASK}===${PRELOADS_PER_TASK - 1})await nextTask()}`,
    `for(const href of ${JSON.stringify(modules)}){await import(href);await nextTask()}`,
    `const [${names}]=await Promise.all([${imports.join(',')}]);`,
    `window.__reactRouterRouteModules=${routeModules};`,
    `await import(${JSON.stringify(entry)})};`,
    'document.addEventListener("visibilitychange",start);',
    'if(document.visibilityState==="hidden")start();',
    'else if(PerformanceObserver.supportedEntryTypes.includes("paint"))',
    'new PerformanceObserver((_,observer)=>{observer.disconnect();start()}).observe({type:"paint",buffered:true});',
    'else requestAnimationFrame(()=>setTimeout(start));',
  ].join('');
}

/** The page with its modulepreload links removed and the bootstrap replaced. */
export function scriptsAfterPaint(html: string): string {
  const bootstrap = readBootstrap(html);
  return html
    .replace(PRELOAD, '')
    .replace(BOOTSTRAP, () => `<script type="module">${bootstrapAfterPaint(bootstrap)}</script>`);
}
