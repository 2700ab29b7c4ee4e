import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. A button
 * that only works with JavaScript (a passkey, an app's QR code) is disabled until then, so a tap
 * before hydration is never silently lost: the visitor sees it is not ready yet.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
