import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False until React runs the page: a JavaScript-only button stays disabled, so no tap is lost (decision 0033). */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
