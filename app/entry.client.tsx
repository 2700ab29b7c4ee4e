import { Fragment, options } from 'preact';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { warmUpClassMerge } from './lib/cn.ts';
import { nextTask } from './lib/hydration-steps.tsx';

/**
 * Hydrates the prerendered page with Preact behind React's API (decision 0011). What React's root
 * does by itself is done here, because Preact renders synchronously and has no root that
 * suspends:
 * - React Router's inline module script imports the route modules first and only then registers
 *   them on `window`. Should the bundler place code the routes share in this chunk, this module
 *   runs during those imports, so hydration waits for the end of that script: its module graph
 *   runs in one go and the microtask queue is drained only after it;
 * - `HydratedRouter` suspends (throws a promise) until the loader data streamed into the page is
 *   decoded. Like a suspended React root, hydration is retried once that promise settles; nothing
 *   has touched the DOM by then, since the throw comes from the outermost component. Before the
 *   retry, tailwind-merge builds its class map in a task of its own (`warmUpClassMerge`);
 * - Preact renders into `document.documentElement` when given `document`, so the root layout's
 *   `<html>` element becomes a fragment here: its children hydrate the existing `<head>` and
 *   `<body>` instead of a second `<html>` being built inside the first;
 * - effects (`useEffect`) run after the current task, as React's scheduler runs them, rather than
 *   after the next animation frame: a frame never comes in a background tab or under a paused
 *   test clock, and Preact's fallback for that waits 100 ms.
 */
const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'html') vnode.type = Fragment;
  nextVnodeHook?.(vnode);
};

function hydrate() {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  } catch (thrown) {
    if (!isThenable(thrown)) throw thrown;
    const retry = () => nextTask().then(warmUpClassMerge).then(nextTask).then(hydrate);
    void thrown.then(retry, retry);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

// Preact asks for one frame per batch of effects, so one task per request keeps them batched.
options.requestAnimationFrame = (run) => {
  void nextTask().then(run);
};

queueMicrotask(hydrate);
