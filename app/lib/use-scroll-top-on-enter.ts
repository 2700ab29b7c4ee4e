import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToHashOrTop } from './scroll-to-hash-or-top.ts';

/**
 * Spec §2 for /jobs: the top on every client navigation into it (a load starts there by itself, app/root.tsx), which needs its own scroll because /jobs
 * sits outside the layout that scrolls every other route. A #fragment in the URL wins.
 */
export function useScrollTopOnEnter() {
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  useEffect(() => {
    if (navigationType === 'POP') return;
    scrollToHashOrTop(hash);
    // Only on mount: entering the page, not moving within it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
