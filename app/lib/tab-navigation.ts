/**
 * A tab's fragment navigation (app/components/ui/tabs.tsx) fires popstate, which React Router takes
 * for a navigation of its own: it re-renders every route, and React renders an update made in a
 * popstate inside the event (to restore scroll), so the tap waited for the whole page. A tab needs
 * none of that: CSS's :target has switched the panel. So the popstate of a tab's own navigation
 * stops here, and the tabs alone render in its place. Back, Forward and every other navigation
 * still reach the router.
 *
 * On window, listeners run in the order they were added, capturing or not: this one must be added
 * before the router's. app/root.tsx imports this module, and every page evaluates the root's module
 * before the client entry creates the router (the bootstrap, app/components/layout/scripts-after-paint.tsx).
 */
let ownNavigation: { href: string; arrived?: () => void } | null = null;
let arriving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    const own = ownNavigation;
    ownNavigation = null;
    if (own === null || window.location.href !== own.href) return;
    event.stopImmediatePropagation();
    arriving = true;
    try {
      own.arrived?.();
    } finally {
      arriving = false;
    }
  });
}

/**
 * True while the tabs render for their own navigation's popstate. The browser moves :target to the
 * new fragment only after that event, so what :target names then is not out of date.
 */
export const tabNavigationArriving = () => arriving;

/**
 * Marks the next navigation to `href` (absolute) as a tab's, and calls `arrived` (if any) when its
 * popstate comes, as the router's re-render came before: the tabs' state is then right before the
 * next paint and before focus returns to the tab. The mark lapses after this task.
 */
export function navigatingToTab(href: string, arrived?: () => void) {
  const own = { href, arrived };
  ownNavigation = own;
  setTimeout(() => {
    if (ownNavigation === own) ownNavigation = null;
  });
}
