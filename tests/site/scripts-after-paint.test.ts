// Each prerendered page asks for its JavaScript after its first paint (decisions 0032 and 0065):
// app/components/layout/scripts-after-paint.tsx renders React Router's <Scripts> with an
// after-paint bootstrap in place of its module script and modulepreload links. These pin it to
// the installed React Router: its version, and, page by page, the real <Scripts> rendered from
// the same prerender data (the built server bundle, through React Router's own request handler)
// against the component and against the built HTML. e2e/first-paint.spec.ts shows it in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createRequestHandler,
  Scripts,
  ServerRouter,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  type EntryContext,
  type ServerBuild,
  type UNSAFE_AssetsManifest as AssetsManifest,
} from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AfterPaintBootstrap,
  bootstrapAfterPaint,
  bootstrapOf,
  type Bootstrap,
  CHECKED_WITH_REACT_ROUTER,
  PRELOADS_PER_TASK,
  ScriptsAfterPaint,
} from '#app/components/layout/scripts-after-paint.tsx';
import { filesUnder } from '../../scripts/lib/files.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';

const installedVersion = (name: string) =>
  (JSON.parse(fs.readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

type Harness = { calls: string[]; head: string[]; paint: () => void; frame: () => void; hide: () => void };

/** Runs a bootstrap against fake browser APIs and records what it does. */
function runBootstrap(source: string, { visibility = 'visible', paintTiming = true } = {}): Harness {
  const calls: string[] = [];
  const head: string[] = [];
  const win: Record<string, unknown> = {};
  let observer: (() => void) | undefined;
  let frame: (() => void) | undefined;
  let onVisibility: (() => void) | undefined;
  class FakeMessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = {
      postMessage: () => {
        calls.push('next task');
        setImmediate(() => this.port1.onmessage?.());
      },
    };
  }
  const fakeImport = (href: string) => {
    const routes = href.includes('entry') ? ` with routes ${JSON.stringify(win.__reactRouterRouteModules)}` : '';
    calls.push(`import ${href}${routes}`);
    return Promise.resolve({ href });
  };
  const document = {
    visibilityState: visibility,
    createElement: () => ({ rel: '', href: '' }),
    head: {
      append: (link: { rel: string; href: string }) => {
        head.push(`${link.rel} ${link.href}`);
        calls.push(`preload ${link.href}`);
      },
    },
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && (onVisibility = listener),
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['navigation', 'paint', 'resource'] : ['navigation'];
    readonly callback: (list: unknown, self: { disconnect(): void }) => void;
    constructor(callback: (list: unknown, self: { disconnect(): void }) => void) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observer = () => this.callback([], { disconnect: () => (observer = undefined) });
    }
  }
  const run = new Function(
    'MessageChannel',
    '$import',
    'document',
    'window',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    source.replaceAll('import(', '$import('),
  );
  run(
    FakeMessageChannel,
    fakeImport,
    document,
    win,
    FakePerformanceObserver,
    (callback: () => void) => (frame = callback),
    (callback: () => void) => callback(),
  );
  return { calls, head, paint: () => observer?.(), frame: () => frame?.(), hide: () => onVisibility?.() };
}

// Runs the fake event loop long enough for every task the bootstrap queues: a page's modules take a task each, and a
// page of the built site names over forty (a fixed count, so a bootstrap that never finishes still fails).
const flush = async () => {
  for (let turn = 0; turn < 200; turn++) await new Promise((resolve) => setImmediate(resolve));
};

/** A started bootstrap, painted, with every task run. */
async function bootstrapCalls(source: string) {
  const page = runBootstrap(source);
  await flush();
  expect(page.calls).toEqual([]);
  page.paint();
  await flush();
  return page.calls;
}

/**
 * What the after-paint bootstrap must do with the modules React Router's <Scripts> names: add their
 * preload links PRELOADS_PER_TASK per task, evaluate all but the client entry one per task, import the
 * manifest and the route modules as React Router's bootstrap does, set the route modules by route
 * id, and only then import the client entry.
 */
function expectedCalls({ preloads, manifest, routes, entry }: Bootstrap) {
  const calls: string[] = [];
  for (const [index, href] of preloads.entries()) {
    calls.push(`preload ${href}`);
    if (index % PRELOADS_PER_TASK === PRELOADS_PER_TASK - 1) calls.push('next task');
  }
  for (const href of preloads.filter((each) => each !== entry)) calls.push(`import ${href}`, 'next task');
  calls.push(`import ${manifest}`, ...routes.map((route) => `import ${route.href}`));
  const routeModules = Object.fromEntries(routes.map((route) => [route.id, { href: route.href }]));
  calls.push(`import ${entry} with routes ${JSON.stringify(routeModules)}`);
  return calls;
}

// A manifest as React Router's build writes it, for three routes.
const route = (id: string, module: string, imports: string[]) => ({
  id,
  module,
  imports,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});
const smallManifest: AssetsManifest = {
  url: '/assets/manifest-1.js',
  version: '1',
  entry: { module: '/assets/entry.client-2.js', imports: ['/assets/framework-3.js'] },
  routes: {
    root: route('root', '/assets/root-4.js', ['/assets/framework-3.js']),
    'routes/home': route('routes/home', '/assets/home-5.js', ['/assets/framework-3.js', '/assets/cn-6.js']),
    'routes/about': route('routes/about', '/assets/about-7.js', []),
  },
};

describe('the after-paint bootstrap', () => {
  it('names the modules React Router would: manifest, entry and its imports, then each route and its imports, each once', () => {
    expect(bootstrapOf(smallManifest, ['root', 'routes/home'])).toEqual({
      preloads: [
        '/assets/manifest-1.js',
        '/assets/entry.client-2.js',
        '/assets/framework-3.js',
        '/assets/root-4.js',
        '/assets/home-5.js',
        '/assets/cn-6.js',
      ],
      manifest: '/assets/manifest-1.js',
      routes: [
        { id: 'root', href: '/assets/root-4.js' },
        { id: 'routes/home', href: '/assets/home-5.js' },
      ],
      entry: '/assets/entry.client-2.js',
    });
  });

  const small = bootstrapAfterPaint(bootstrapOf(smallManifest, ['root', 'routes/home']));
  const smallCalls = [
    // the preload links, PRELOADS_PER_TASK (4) per task
    'preload /assets/manifest-1.js',
    'preload /assets/entry.client-2.js',
    'preload /assets/framework-3.js',
    'preload /assets/root-4.js',
    'next task',
    'preload /assets/home-5.js',
    'preload /assets/cn-6.js',
    // one module per task, in preload order, the client entry left out
    'import /assets/manifest-1.js',
    'next task',
    'import /assets/framework-3.js',
    'next task',
    'import /assets/root-4.js',
    'next task',
    'import /assets/home-5.js',
    'next task',
    'import /assets/cn-6.js',
    'next task',
    // then React Router's own imports (already evaluated), and the entry after the route modules
    'import /assets/manifest-1.js',
    'import /assets/root-4.js',
    'import /assets/home-5.js',
    'import /assets/entry.client-2.js with routes {"root":{"href":"/assets/root-4.js"},"routes/home":{"href":"/assets/home-5.js"}}',
  ];

  it('waits for the first paint, preloads every module, then sets the route modules before the entry', async () => {
    expect(PRELOADS_PER_TASK).toBe(4); // the calls below split the links after the fourth
    expect(expectedCalls(bootstrapOf(smallManifest, ['root', 'routes/home']))).toEqual(smallCalls);
    const page = runBootstrap(small);
    await flush();
    expect(page.calls).toEqual([]); // nothing before the paint
    page.paint();
    await flush();
    expect(page.head).toEqual(
      bootstrapOf(smallManifest, ['root', 'routes/home']).preloads.map((h) => `modulepreload ${h}`),
    );
    expect(page.calls).toEqual(smallCalls);
    page.hide(); // starts once only
    await flush();
    expect(page.calls).toEqual(smallCalls);
  });

  it('starts at once in a hidden tab, when the tab is hidden before the paint, and after a frame without paint timing', async () => {
    const hidden = runBootstrap(small, { visibility: 'hidden' });
    await flush();
    expect(hidden.calls).toEqual(smallCalls);

    const hiddenLater = runBootstrap(small);
    hiddenLater.hide();
    await flush();
    expect(hiddenLater.calls).toEqual(smallCalls);

    const oldBrowser = runBootstrap(small, { paintTiming: false });
    await flush();
    expect(oldBrowser.calls).toEqual([]);
    oldBrowser.frame();
    await flush();
    await flush();
    expect(oldBrowser.calls).toEqual(smallCalls);
  });
});

describe('pinned to the installed React Router', () => {
  it(`was checked against the installed React Router (${CHECKED_WITH_REACT_ROUTER})`, () => {
    // An upgrade fails here until someone has read <Scripts> of the new version (react-router's
    // dist/development/lib/dom/ssr/components.js) against the component, and the checks below pass.
    expect(installedVersion('react-router'), 'react-router changed: re-check scripts-after-paint.tsx').toBe(
      CHECKED_WITH_REACT_ROUTER,
    );
    expect(installedVersion('@react-router/dev'), '@react-router/dev changed: re-check scripts-after-paint.tsx').toBe(
      CHECKED_WITH_REACT_ROUTER,
    );
  });

  const origin = 'http://localhost';
  let build: ServerBuild;
  let clientManifest: AssetsManifest;

  beforeAll(async () => {
    requireBuild();
    build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
    const [manifestFile] = filesUnder(path.join(staticDir, 'assets'), /^manifest-[\w-]+\.js$/);
    const window: { __reactRouterManifest?: AssetsManifest } = {};
    new Function('window', fs.readFileSync(manifestFile!, 'utf8'))(window);
    clientManifest = window.__reactRouterManifest!;
  });

  /** The context React Router's prerender renders a page with: its own request handler, on the built server bundle. */
  async function entryContext(pathname: string) {
    let captured: EntryContext | undefined;
    const capture: ServerBuild['entry']['module']['default'] = (_request, status, _headers, context) => {
      captured = context;
      return new Response(null, { status });
    };
    const handler = createRequestHandler({ ...build, entry: { module: { ...build.entry.module, default: capture } } });
    const response = await handler(new Request(new URL(pathname, origin)));
    expect(response.status, pathname).toBe(200);
    return captured!;
  }

  /** `Component` rendered where the root layout renders its scripts, in the page's own context. */
  function renderInRoot(context: EntryContext, pathname: string, Component: ComponentType, nonce?: string) {
    const renderMeta: NonNullable<EntryContext['renderMeta']> = {};
    const probe = {
      ...context,
      // the loader data stream and the page itself are not part of the scripts
      serverHandoffStream: undefined,
      renderMeta,
      routeModules: { ...context.routeModules, root: { Layout: () => createElement(Component), default: () => null } },
    } as EntryContext;
    const html = renderToStaticMarkup(createElement(ServerRouter, { context: probe, url: origin + pathname, nonce }));
    return { html, renderMeta };
  }

  /** React Router's <Scripts> output, read back: it fails here when an upgrade changes its shape. */
  function readReactRoutersScripts(html: string) {
    const context = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/.exec(html)?.[1];
    const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const manifest = /^import "([^"]+)";/.exec(module)?.[1];
    const names = new Map(
      [...module.matchAll(/import \* as (route\d+) from "([^"]+)";/g)].map(([, name, href]) => [name, href]),
    );
    const routeModules = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(module)?.[1] ?? '';
    const routes = [...routeModules.matchAll(/("[^"]+"):(route\d+)/g)].map(([, id = '', name = '']) => ({
      id: JSON.parse(id) as string,
      href: names.get(name)!,
    }));
    const entry = /\bimport\("([^"]+)"\);\s*$/.exec(module)?.[1];
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(([, href = '']) => href);
    if (!context || !manifest || routes.length === 0 || routes.length !== names.size || !entry) {
      throw new Error(`React Router's <Scripts> changed shape; re-check scripts-after-paint.tsx:\n${html}`);
    }
    // <Scripts> writes the manifest's and the entry's links before the rest, without deduplicating those two.
    const bootstrap: Bootstrap = { preloads: [...new Set(preloads)], manifest, routes, entry };
    return { context, bootstrap };
  }

  const readOurs = (html: string) => ({
    context: /^<script>([\s\S]*?)<\/script>/.exec(html)?.[1],
    bootstrap: /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '',
  });

  const pages = [
    // The public pages load their islands instead (decision 0070): the admin pages are React Router's.
    ['/admin/login', 'admin/login/index.html'],
    ['/admin/setup', 'admin/setup/index.html'],
    ['/admin/submissions', 'admin/submissions/index.html'],
    // not prerendered: SPA mode, as the SPA fallback page is rendered, which loads the root route only
    ['/no-such-page', '__spa-fallback.html'],
  ] as const;

  it.each(pages)(
    '%s: the same modules in the same order and the same context script as React Router’s <Scripts>, and the built page is this',
    async (pathname, file) => {
      const context = await entryContext(pathname);
      const theirs = renderInRoot(context, pathname, Scripts);
      const ours = renderInRoot(context, pathname, AfterPaintBootstrap);
      const reactRouter = readReactRoutersScripts(theirs.html);
      const { context: ourContext, bootstrap } = readOurs(ours.html);

      // Two scripts and nothing else, the context script word for word as React Router's.
      expect(ours.html).toBe(`<script>${ourContext}</script><script type="module">${bootstrap}</script>`);
      expect(ourContext).toBe(reactRouter.context);
      expect(ours.renderMeta).toEqual({ didRenderScripts: true });
      expect(theirs.renderMeta).toEqual({ didRenderScripts: true });
      // Every module <Scripts> preloads, in its order, imported as its bootstrap imports them.
      expect(await bootstrapCalls(bootstrap)).toEqual(expectedCalls(reactRouter.bootstrap));
      expect(reactRouter.bootstrap.routes.map((each) => each.id)).toEqual(
        (context.isSpaMode
          ? context.staticHandlerContext.matches.slice(0, 1)
          : context.staticHandlerContext.matches
        ).map((match) => match.route.id),
      );

      // The manifest the browser loads is the one <Scripts> read, and names the same modules.
      expect(clientManifest).toEqual(JSON.parse(JSON.stringify(context.manifest)));
      expect(reactRouter.bootstrap.manifest).toMatch(/^\/assets\/manifest-[\w-]+\.js$/);
      expect(fs.existsSync(path.join(staticDir, reactRouter.bootstrap.manifest))).toBe(true);
      const routeIds = reactRouter.bootstrap.routes.map((each) => each.id);
      expect(bootstrapOf(clientManifest, routeIds)).toEqual(reactRouter.bootstrap);

      // The built page carries exactly these two scripts, and no modulepreload link or async module script.
      const html = fs.readFileSync(path.join(staticDir, file), 'utf8');
      expect(html).not.toMatch(/<link[^>]*modulepreload/);
      expect(html.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module">']);
      expect(html.split('window.__reactRouterContext =')).toHaveLength(2);
      expect(html).toContain(ours.html);
    },
  );

  it('renders React Router’s own <Scripts> in dev (import.meta.env.DEV, as under Vitest), for HMR', async () => {
    expect(import.meta.env.DEV).toBe(true);
    const context = await entryContext('/contact');
    expect(renderInRoot(context, '/contact', ScriptsAfterPaint).html).toBe(
      renderInRoot(context, '/contact', Scripts).html,
    );
  });

  it('refuses, at prerender, a configuration whose <Scripts> it does not reproduce', async () => {
    const context = await entryContext('/contact');
    const { manifest } = context;
    const withManifest = (changes: Partial<AssetsManifest>) => ({ ...context, manifest: { ...manifest, ...changes } });
    const refused = (changed: EntryContext, nonce?: string) => () =>
      renderInRoot(changed, '/contact', AfterPaintBootstrap, nonce);
    expect(refused(withManifest({ hmr: { runtime: '/@vite/client' } }))).toThrow(/HMR/);
    expect(refused(withManifest({ sri: { [manifest.url]: 'sha384-x' } }))).toThrow(/subresource integrity/);
    expect(refused({ ...context, ssr: true, routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' } })).toThrow(
      /lazy route discovery/,
    );
    for (const split of [
      'clientActionModule',
      'clientLoaderModule',
      'clientMiddlewareModule',
      'hydrateFallbackModule',
    ]) {
      const routes = { ...manifest.routes, contact: { ...manifest.routes.contact!, [split]: '/assets/split.js' } };
      expect(refused(withManifest({ routes }))).toThrow(new RegExp(`split route modules \\(${split}\\)`));
    }
    // React Router's RSC renderer hands <Scripts> a manifest without a URL or client entry.
    expect(refused(withManifest({ url: '', entry: { module: '', imports: [] } }))).toThrow(/RSC/);
    expect(refused(context, 'abc')).toThrow(/nonce/);
    // A static router without React Router's framework around it (a plain <StaticRouterProvider>).
    const staticRouterOnly = createElement(
      UNSAFE_DataRouterContext.Provider,
      { value: { static: true } as never },
      createElement(AfterPaintBootstrap),
    );
    expect(() => renderToStaticMarkup(staticRouterOnly)).toThrow(/outside React Router framework mode/);
    // The error names the component and the decision.
    expect(refused(withManifest({ hmr: { runtime: '/@vite/client' } }))).toThrow(
      /scripts-after-paint\.tsx.*React Router 8\.4\.0.*decision 0065/s,
    );
  });

  it('hydrates: in the browser it renders the same two elements with inert content, as <Scripts> does', async () => {
    const context = await entryContext('/contact');
    // A browser's router: not static, no handoff; the state as hydration sees it.
    const inBrowser = (Component: ComponentType) =>
      renderToStaticMarkup(
        createElement(
          UNSAFE_FrameworkContext.Provider,
          { value: { ...context, serverHandoffString: undefined, renderMeta: {} } },
          createElement(
            UNSAFE_DataRouterContext.Provider,
            { value: { static: false, basename: '/' } as never },
            createElement(
              UNSAFE_DataRouterStateContext.Provider,
              { value: { matches: context.staticHandlerContext.matches } as never },
              createElement(Component),
            ),
          ),
        ),
      );
    expect(inBrowser(AfterPaintBootstrap)).toBe('<script> </script><script type="module"> </script>');
    // React Router's own renders " " for both of its scripts in the browser too.
    expect(inBrowser(Scripts)).toMatch(/<script> <\/script><script type="module" async=""> <\/script>$/);
  });
});

describe('the build', () => {
  it('every prerendered page loads its modules after its first paint', () => {
    requireBuild();
    const all = filesUnder(staticDir, /\.html$/, ['assets']);
    // React Router's pages (the admin's) and the islands pages (every public one, decision 0070); an answer page runs
    // no script.
    const routerPages = all.filter((file) => fs.readFileSync(file, 'utf8').includes('__reactRouterContext'));
    const islandPages = all.filter((file) => fs.readFileSync(file, 'utf8').includes('/assets/islands/loader-'));
    expect(routerPages.length).toBeGreaterThan(10);
    expect(islandPages.length).toBeGreaterThan(50);
    for (const file of [...routerPages, ...islandPages]) {
      const html = fs.readFileSync(file, 'utf8');
      expect(html, file).not.toMatch(/<link[^>]*modulepreload/);
      expect(html.match(/<script type="module"[^>]*>/g), file).toEqual(['<script type="module">']);
      expect(html, file).toMatch(/observe\(\{type:"paint",buffered:true\}\);else requestAnimationFrame/);
    }
    expect(routerPages.filter((file) => islandPages.includes(file))).toEqual([]);
  });
});
