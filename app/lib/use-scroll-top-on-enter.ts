import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useScrollTopOnLoad } from './use-scroll-top-on-load.ts';
import { scrollToHashOrTop } from './scroll-to-hash-or-top.ts';

/**
 * Spec §2 for /jobs: the top on load and on every client navigation into it, which needs its own scroll because /jobs
 * sits outside the layout that scrolls every other route. A #fragment in the URL wins.
 */
export function useScrollTopOnEnter() {
  useScrollTopOnLoad();
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  useEffect(() => {
    if (navigationType === 'POP') return;
    scrollToHashOrTop(hash);
    // Only on mount: entering the page, not moving within it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
