import { useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function useMediaQuery(query: string, serverValue: boolean) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** True when the visitor asked for less motion. Prerendered HTML assumes motion is reduced. */
export function usePrefersReducedMotion() {
  return useMediaQuery(reducedMotionQuery, true);
}

export function prefersReducedMotion() {
  return typeof window === 'undefined' || window.matchMedia(reducedMotionQuery).matches;
}
