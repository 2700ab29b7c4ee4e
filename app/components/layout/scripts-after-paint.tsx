// The first paint of a prerendered page needs its HTML, the stylesheet and the font, nothing
// else: every link works and both contact forms post without JavaScript (decision 0033).
// React Router's <Scripts> asks for all of the page's modules at once, at high priority, while
// the stylesheet is still on its way, so on a slow phone connection the first paint shares the
// line with ~140 KB of JavaScript. This renders what <Scripts> renders, from the same data, but
// the page asks for its modules after the first frame has been painted (decisions 0032, 0065):
// the same modules, fetched in parallel through the same modulepreload links, evaluated one per
// task, then handed to React Router as its bootstrap does (route modules first, then the client
// entry). It reproduces React Router's <Scripts> for one configuration only (framework mode,
// prerendered, no RSC, no lazy route discovery, no SRI, no split route modules) and refuses any
// other at render time; tests/site/scripts-after-paint.test.ts compares it with the real <Scripts>.
import { type ContextType, useContext, useEffect } from 'react';
import {
  Scripts,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  type UNSAFE_AssetsManifest as AssetsManifest,
} from 'react-router';
import { afterFirstPaint } from '#app/lib/after-first-paint.ts';

/**
 * The React Router version whose <Scripts> (react-router/dist/development/lib/dom/ssr/components.js)
 * this module was checked against. The test fails when the installed version differs: read that
 * function again, then change this.
 */
export const CHECKED_WITH_REACT_ROUTER = '8.4.0';

/** Module preload links inserted per task of the bootstrap. */
export const PRELOADS_PER_TASK = 4;

export type Bootstrap = {
  /** Every module of the page, each once, in the order of React Router's modulepreload links. */
  preloads: string[];
  /** The route manifest's module, which sets window.__reactRouterManifest. */
  manifest: string;
  /** The matched routes' modules, outermost first. */
  routes: { id: string; href: string }[];
  /** The client entry, which hydrates the page. */
  entry: string;
};

function unsupported(what: string) {
  return new Error(
    `<ScriptsAfterPaint> (app/components/layout/scripts-after-paint.tsx) reproduces React Router ${CHECKED_WITH_REACT_ROUTER}'s ` +
      `<Scripts> for a prerendered framework-mode site only, and ${what}. Render React Router's <Scripts /> ` +
      'or teach this component the new case (decision 0065).',
  );
}

const splitRouteModules = [
  'clientActionModule',
  'clientLoaderModule',
  'clientMiddlewareModule',
  'hydrateFallbackModule',
] as const;

/**
 * The modules React Router's <Scripts> loads for these matched routes: the manifest, the client
 * entry and its imports, then each route's module and imports (its getModuleLinkHrefs).
 */
export function bootstrapOf(manifest: AssetsManifest, routeIds: readonly string[]): Bootstrap {
  const routes = routeIds.map((id) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in React Router's manifest`);
    const split = splitRouteModules.filter((key) => route[key]);
    if (split.length > 0) throw unsupported(`route ${id} has split route modules (${split.join(', ')})`);
    return { id, href: route.module, imports: route.imports ?? [] };
  });
  const preloads = [
    manifest.url,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.flatMap((route) => [route.href, ...route.imports]),
  ];
  return {
    preloads: [...new Set(preloads)],
    manifest: manifest.url,
    routes: routes.map(({ id, href }) => ({ id, href })),
    entry: manifest.entry.module,
  };
}

/** React Router's context script, as its <Scripts> writes it into a server-rendered page. */
export function contextScript(serverHandoffString: string) {
  return `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
}

/**
 * The bootstrap. It starts when the browser reports the first paint (a paint timing entry: no
 * timer, so a test's fake clock cannot hold hydration back), after the next frame where paint
 * timing is missing, and at once in a tab that is or becomes hidden, where no paint comes.
 */
export function bootstrapAfterPaint({ preloads, manifest, routes, entry }: Bootstrap): string {
  const imports = [manifest, ...routes.map((route) => route.href)].map((href) => `import(${JSON.stringify(href)})`);
  const names = ['', ...routes.map((_, index) => `route${index}`)].join(',');
  const routeModules = `{${routes.map((route, index) => `${JSON.stringify(route.id)}:route${index}`).join(',')}}`;
  // Every module but the client entry, one per task, in React Router's preload order (the manifest,
  // React and React Router, React DOM, the route modules): evaluating a module compiles it, and
  // the framework and React DOM in one task would block the main thread for as long as both
  // together. A message, not a timer, ends each task, so a test's fake clock cannot stop it.
  const modules = preloads.filter((href) => href !== entry);
  return afterFirstPaint(
    [
      // Starting a module fetch costs the main thread up to a few milliseconds each (measured 13–57 ms
      // for 17 links in one task on the bench machine): PRELOADS_PER_TASK links per task.
      'const nextTask=()=>new Promise((resolve)=>{const channel=new MessageChannel();channel.port1.onmessage=()=>resolve();channel.port2.postMessage(null)});',
      `for(const [index,href] of ${JSON.stringify(preloads)}.entries()){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);if(index%${PRELOADS_PER_TASK}===${PRELOADS_PER_TASK - 1})await nextTask()}`,
      `for(const href of ${JSON.stringify(modules)}){await import(href);await nextTask()}`,
      `const [${names}]=await Promise.all([${imports.join(',')}]);`,
      // Spelled as React Router's: its prerender checks the SPA fallback page for this text.
      `window.__reactRouterRouteModules = ${routeModules};`,
      `await import(${JSON.stringify(entry)})`,
    ].join(''),
  );
}

type Contexts = {
  framework: ContextType<typeof UNSAFE_FrameworkContext>;
  router: ContextType<typeof UNSAFE_DataRouterContext>;
  state: ContextType<typeof UNSAFE_DataRouterStateContext>;
};

/** The two scripts of a page being prerendered; throws for a configuration this does not reproduce. */
function prerenderedScripts({ framework, router, state }: Contexts) {
  if (!framework || !router || !state) throw unsupported('it was rendered outside React Router framework mode');
  const { manifest, serverHandoffString, routeDiscovery, ssr, isSpaMode, nonce } = framework;
  // Under React Server Components the framework context carries an empty manifest.
  if (!manifest.url || !manifest.entry.module) throw unsupported('the manifest names no client entry (RSC?)');
  if (!router.staticContext || serverHandoffString === undefined) throw unsupported('there is no server handoff');
  if (manifest.hmr) throw unsupported('the manifest asks for HMR (a dev server)');
  if (typeof manifest.sri === 'object') throw unsupported('subresource integrity is on (it needs an import map)');
  if (routeDiscovery.mode === 'lazy' && ssr) throw unsupported('lazy route discovery (fog of war) is on');
  if (nonce) throw unsupported('a nonce is set (the links the bootstrap adds would need it)');
  // Before hydration a SPA-mode page (__spa-fallback.html) loads the root route only.
  const matches = isSpaMode ? state.matches.slice(0, 1) : state.matches;
  return {
    context: contextScript(serverHandoffString),
    bootstrap: bootstrapAfterPaint(
      bootstrapOf(
        manifest,
        matches.map((match) => match.route.id),
      ),
    ),
  };
}

// As React Router's own: true once the first render has committed in the browser, after which
// the scripts have run and are left out of the tree.
let hydrated = false;

/**
 * React Router's <Scripts> with the after-paint bootstrap in place of its async module script and
 * modulepreload links. In the prerender it writes the context script and the bootstrap; in the
 * browser it renders the same two elements with inert content, so hydration matches.
 */
export function AfterPaintBootstrap() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const router = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  useEffect(() => {
    hydrated = true;
  }, []);
  // React Router streams the loader data into the page only once its scripts have been rendered:
  // its <Scripts> says so by writing to this per-request object during render, as this does.
  // eslint-disable-next-line react-hooks/immutability
  if (framework?.renderMeta) framework.renderMeta.didRenderScripts = true;
  if (hydrated) return null;
  // Only a static router (the prerender) writes scripts; `import.meta.env.SSR`, false in the client
  // bundle, leaves the code that writes them out of the browser's JavaScript.
  const { context, bootstrap } =
    import.meta.env.SSR && router?.static
      ? prerenderedScripts({ framework, router, state })
      : { context: ' ', bootstrap: ' ' };
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      <script type="module" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootstrap }} />
    </>
  );
}

// FIRST_LOAD_BOOTSTRAP=react-router npm run build: React Router's own bootstrap, the baseline of
// `npm run bench:compare` (vite.config.ts).
declare const __FIRST_LOAD_BOOTSTRAP__: string | undefined;
const reactRouterBootstrap =
  typeof __FIRST_LOAD_BOOTSTRAP__ !== 'undefined' && __FIRST_LOAD_BOOTSTRAP__ === 'react-router';

/** The root layout's scripts: after the first paint in the built site; React Router's own in dev (HMR needs them). */
export function ScriptsAfterPaint() {
  return import.meta.env.DEV || reactRouterBootstrap ? <Scripts /> : <AfterPaintBootstrap />;
}
