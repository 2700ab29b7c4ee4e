// The first load of a page lays out its first screen only; what lies below is laid out when it
// comes near the viewport (CSS `content-visibility: auto`, app/app.css) until this module, run
// once React has hydrated, lays it out one block per task. Decision 0028.
//
// Why not leave `content-visibility: auto` in place: Chromium answers `getComputedStyle` and
// `elementsFromPoint` wrongly for content it has skipped, so accessibility checkers (axe in
// Lighthouse, pa11y, our own e2e checks) read link colours as the browser default and see the
// wrong background behind text. Showing every block within a second of hydration keeps those
// checks true; without JavaScript the page keeps the CSS behaviour, which browsers render right.

/** `<html>` carries this attribute in the prerendered HTML; it is removed when every block is shown. */
export const PROGRESSIVE_ATTRIBUTE = 'data-progressive';
/** Set on each deferred block once it is shown. */
export const SHOWN_ATTRIBUTE = 'data-shown';
/**
 * The blocks laid out when near: every block of `<main>` after the first (the first holds the
 * page's hero), the paragraphs of a long article after its opening, and the footer. app/app.css
 * applies `content-visibility: auto` to the same selector (tests/progressive-render.test.ts).
 */
export const DEFERRED_SELECTOR = 'main > :not(:first-child), .prose-article > :nth-child(n + 4), body > footer';

/**
 * Shows the deferred blocks in document order, one per task, so that each task lays out one block
 * instead of the first frame laying out the whole page. The layout is forced in the task itself
 * (reading a size): animation frames do not run in a background tab, which would leave the page
 * progressive there until it is looked at. Blocks the visitor scrolled to are already laid out
 * and cost nothing here. Returns a function that stops (e.g. on unmount).
 */
export function revealProgressively(root: HTMLElement = document.documentElement): () => void {
  if (!root.hasAttribute(PROGRESSIVE_ATTRIBUTE)) return () => {};
  const blocks = Array.from(root.querySelectorAll<HTMLElement>(DEFERRED_SELECTOR));
  let shown = 0;
  let stopped = false;
  // A message, not a timer: timers in a background tab run once a second at most.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (stopped) return;
    const next = blocks[shown++];
    if (!next) {
      root.removeAttribute(PROGRESSIVE_ATTRIBUTE);
      for (const block of blocks) finishRevealTransitions(block);
      channel.port1.close();
      return;
    }
    next.setAttribute(SHOWN_ATTRIBUTE, '');
    void next.offsetHeight; // lay it out now, in this task
    finishRevealTransitions(next);
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => {
    stopped = true;
    channel.port1.close();
  };
}

/**
 * Chromium sometimes gives elements of a skipped block the browser's default style first (a link
 * blue on no background) and their real style when the block is shown, which starts their CSS
 * transitions from those defaults: buttons fade in from blue for 150 ms. In a background tab,
 * which gets no animation frames, they stay at the start, and checkers that read colours from the
 * DOM (pa11y's htmlcs) saw a 1.05:1 button. A block is meant to appear as it is, so transitions
 * that showing it started, still at their first moment, are finished at once; one that was
 * already under way (an image fading in where the visitor scrolled) is left alone.
 */
function finishRevealTransitions(block: HTMLElement) {
  // A browser without the Web Animations API has nothing to finish (and must not stop the reveal).
  if (typeof block.getAnimations !== 'function' || typeof CSSTransition === 'undefined') return;
  // getAnimations() brings style up to date, so it sees the transitions this change starts.
  for (const animation of block.getAnimations({ subtree: true })) {
    if (animation instanceof CSSTransition && !animation.currentTime) animation.finish();
  }
}
