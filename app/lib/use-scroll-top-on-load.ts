import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Spec §2: a full load or reload (a POP) starts at the top unless the URL has a #fragment; client navigation is
 * scrolled by the layout.
 */
export function useScrollTopOnLoad() {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' || window.location.hash) return;
    // The browser may restore a reload's old position after this effect has run, so the site opts out of that.
    window.history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
    // Only on mount: a later POP inside the page is not a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
