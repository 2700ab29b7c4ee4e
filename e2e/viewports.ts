// Which Playwright project lists a test (playwright.config.ts selects by these tags, nothing is
// skipped at run time). Untagged, a test runs at the desktop's 1280 px only: what it checks does
// not depend on the width. Tagged `bothViewports`, it runs on the phone project (390 px, touch) too:
// layouts, menus, the header, scrolling to an anchor under it, touch and hover, overflow, axe on the
// page as laid out. Tagged `phoneOnly`, it runs on the phone project alone (the phone layout).
// e2e/README.md keeps the list.

/** Runs on both projects: what it checks depends on the viewport. */
export const bothViewports = { tag: '@both-viewports' };

/** Runs on the phone project only: the phone's layout or touch screen. */
export const phoneOnly = { tag: '@phone-only' };
