import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToHashOrTop } from './scroll-to-hash-or-top.ts';

/** Spec §2: /jobs opens at the top on client navigations too (it is outside the scrolling layout); #fragments win. */
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
