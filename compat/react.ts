// The module the build serves for `import … from 'react'`: Preact's React compatibility layer,
// plus the one React 19 hook it lacks that React Router imports (`useOptimistic`).
// See docs/decisions/0011-preact-in-the-browser.md.
import compat, { useCallback, useRef, useState } from 'preact/compat';

// @ts-expect-error -- preact/compat's types are written as `export =`, which `export *` cannot
// re-export in TypeScript; the module itself is plain ESM with named exports, which is what runs.
export * from 'preact/compat';

/**
 * React 19's `useOptimistic`: shows `passthrough` with optimistic actions applied until
 * `passthrough` changes. Preact runs transitions synchronously, so an optimistic value
 * lasts until the next real state arrives, which is what React does once a transition ends.
 */
export function useOptimistic<State, Action = State>(
  passthrough: State,
  reducer?: (state: State, action: Action) => State,
): [State, (action: Action) => void] {
  const [optimistic, setOptimistic] = useState<{ base: State; value: State } | null>(null);
  const latest = useRef(passthrough);
  latest.current = passthrough;
  const value = optimistic && Object.is(optimistic.base, passthrough) ? optimistic.value : passthrough;
  const addOptimistic = useCallback(
    (action: Action) =>
      setOptimistic((previous) => {
        const base = latest.current;
        const from = previous && Object.is(previous.base, base) ? previous.value : base;
        const next = reducer ? reducer(from, action) : (action as unknown as State);
        return { base, value: next };
      }),
    [reducer],
  );
  return [value, addOptimistic];
}

export default { ...compat, useOptimistic };
