// Each prerendered page asks for its JavaScript after its first paint (decision 0032,
// scripts/lib/scripts-after-paint.ts). The e2e check (e2e/first-paint.spec.ts) shows it in
// Chromium; these show the rewrite itself, on React Router's bootstrap and on the build.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bootstrapAfterPaint,
  PRELOADS_PER_TASK,
  readBootstrap,
  scriptsAfterPaint,
} from '../scripts/lib/scripts-after-paint.ts';
import { requireBuild, staticDir } from './helpers/test-app.ts';
import { filesUnder } from '../scripts/lib/files.ts';

// React Router 8's <Scripts> output for a page with three route modules, as prerendered.
const reactRouterPage = [
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/framework-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/>',
  '<link rel="modulepreload" href="/assets/home-5.js"/></head><body><h1>Hi</h1>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/home-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body>',
].join('');

const htmlFiles = (dir: string) => filesUnder(dir, /\.html$/, ['assets']);

describe('scripts after the first paint', () => {
  it("reads React Router's bootstrap: preloads, manifest, route modules in order, client entry", () => {
    expect(readBootstrap(reactRouterPage)).toEqual({
      preloads: [
        '/assets/manifest-1.js',
        '/assets/entry.client-2.js',
        '/assets/framework-3.js',
        '/assets/root-4.js',
        '/assets/home-5.js',
      ],
      manifest: '/assets/manifest-1.js',
      routes: [
        { name: 'route0', href: '/assets/root-4.js' },
        { name: 'route1', href: '/assets/home-5.js' },
      ],
      routeModules: '{"root":route0,"routes/home":route1}',
      entry: '/assets/entry.client-2.js',
    });
  });

  it('fails the build when the bootstrap changes shape, instead of shipping a page that never hydrates', () => {
    expect(() => scriptsAfterPaint('<script type="module" async="">import("/x.js");</script>')).toThrow(
      /changed shape/,
    );
    expect(() => scriptsAfterPaint('<body>no scripts</body>')).toThrow(/no React Router bootstrap/);
  });

  it('replaces the preload links and the bootstrap with one script that starts after the next paint', () => {
    const page = scriptsAfterPaint(reactRouterPage);
    expect(page).not.toMatch(/<link[^>]*modulepreload/);
    expect(page).not.toContain('async=""');
    const scripts = [...page.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('.observe({type:"paint",buffered:true})');
    expect(page).toContain('<h1>Hi</h1>');
  });

  type Harness = { calls: string[]; head: string[]; paint: () => void; frame: () => void; hide: () => void };

  /** Runs the new bootstrap against fake browser APIs and records what it does. */
  function runBootstrap({ visibility = 'visible', paintTiming = true } = {}): Harness {
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
      addEventListener: (type: string, listener: () => void) =>
        type === 'visibilitychange' && (onVisibility = listener),
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
    const source = bootstrapAfterPaint(readBootstrap(reactRouterPage)).replaceAll('import(', '$import(');
    const run = new Function(
      'MessageChannel',
      '$import',
      'document',
      'window',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      source,
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
    return {
      calls,
      head,
      paint: () => observer?.(),
      frame: () => frame?.(),
      hide: () => onVisibility?.(),
    };
  }

  const flush = async () => {
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  const expectedCalls = [
    // the preload links, PRELOADS_PER_TASK (4) per task
    'preload /assets/manifest-1.js',
    'preload /assets/entry.client-2.js',
    'preload /assets/framework-3.js',
    'preload /assets/root-4.js',
    'next task',
    'preload /assets/home-5.js',
    // one module per task, in preload order, the client entry left out
    'import /assets/manifest-1.js',
    'next task',
    'import /assets/framework-3.js',
    'next task',
    'import /assets/root-4.js',
    'next task',
    'import /assets/home-5.js',
    'next task',
    // then the bootstrap's own imports (already evaluated), and the entry after the route modules
    'import /assets/manifest-1.js',
    'import /assets/root-4.js',
    'import /assets/home-5.js',
    'import /assets/entry.client-2.js with routes {"root":{"href":"/assets/root-4.js"},"routes/home":{"href":"/assets/home-5.js"}}',
  ];

  it('the new bootstrap waits for the first paint, preloads every module, then sets the route modules before the entry', async () => {
    expect(PRELOADS_PER_TASK).toBe(4); // the expected calls below split the links after the fourth
    const page = runBootstrap();
    await flush();
    expect(page.calls).toEqual([]); // nothing before the paint
    page.paint();
    await flush();
    expect(page.head).toEqual(readBootstrap(reactRouterPage).preloads.map((href) => `modulepreload ${href}`));
    expect(page.calls).toEqual(expectedCalls);
    page.hide(); // starts once only
    await flush();
    expect(page.calls).toEqual(expectedCalls);
  });

  it('starts at once in a hidden tab, when the tab is hidden before the paint, and after a frame without paint timing', async () => {
    const hidden = runBootstrap({ visibility: 'hidden' });
    await flush();
    expect(hidden.calls).toEqual(expectedCalls);

    const hiddenLater = runBootstrap();
    hiddenLater.hide();
    await flush();
    expect(hiddenLater.calls).toEqual(expectedCalls);

    const oldBrowser = runBootstrap({ paintTiming: false });
    await flush();
    expect(oldBrowser.calls).toEqual([]);
    oldBrowser.frame();
    await flush();
    await flush();
    expect(oldBrowser.calls).toEqual(expectedCalls);
  });

  it('every prerendered page of the build loads its modules after its first paint', () => {
    requireBuild();
    const pages = htmlFiles(staticDir).filter((file) => fs.readFileSync(file, 'utf8').includes('__reactRouterContext'));
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      expect(html, file).not.toMatch(/<link[^>]*modulepreload/);
      expect(html.match(/<script type="module"[^>]*>/g), file).toEqual(['<script type="module">']);
      expect(html, file).toMatch(/observe\(\{type:"paint",buffered:true\}\);else requestAnimationFrame/);
    }
  });
});
