import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Spec §2: the page scrolls to the top on load. Client navigation is already scrolled
 * smoothly by the layout; this covers a full load or reload (a POP), where the browser
 * would otherwise restore the old position. A #fragment in the URL wins.
 */
export function useScrollTopOnLoad() {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' || window.location.hash) return;
    // The browser restores the old position of a reload at a moment of its own choosing, which
    // can come after this effect; the site scrolls to the top on every load, so it opts out.
    window.history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
    // Only on mount: a later POP inside the page is not a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
