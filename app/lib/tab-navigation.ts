// Stops the popstate of a tab's own navigation, for which React Router would re-render every route (decision 0033,
// docs/workarounds.md). It must be added before the router's listener: app/root.tsx imports it first.
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

/** True while the tabs render for their own popstate (:target moves only after it, so it is not stale then). */
export const tabNavigationArriving = () => arriving;

/** Marks the next navigation to `href` (absolute) as a tab's, until this task ends; `arrived` runs at its popstate. */
export function navigatingToTab(href: string, arrived?: () => void) {
  const own = { href, arrived };
  ownNavigation = own;
  setTimeout(() => {
    if (ownNavigation === own) ownNavigation = null;
  });
}
