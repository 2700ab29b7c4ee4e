import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useScrollTopOnLoad } from './use-scroll-top-on-load.ts';
import { scrollToHashOrTop } from './scroll-to-hash-or-top.ts';

/**
 * Spec §2: /jobs scrolls to the top on load, and every route change scrolls smoothly to
 * the top. A full load is handled like the other pages; a client navigation into /jobs
 * needs its own scroll, because /jobs sits outside the layout whose page transition
 * does that for every other route. A #fragment in the URL wins in both cases.
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
