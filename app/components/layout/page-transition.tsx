import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router';
import { prefersReducedMotion } from '#app/lib/use-reduced-motion.ts';
import { scrollToHashOrTop } from '#app/lib/scroll-to-hash-or-top.ts';

// Spec §9: 0.6 s in, 0.4 s out, 0.5 s for the purple overlay sweep.
export const TRANSITION_IN_MS = 600;
export const TRANSITION_OUT_MS = 400;
export const OVERLAY_MS = 500;
const easeOut = 'cubic-bezier(0.22, 1, 0.36, 1)';

// useLayoutEffect warns during prerendering; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Fades and slides the page out while the next route loads and in once it has
 * rendered, with a purple sweep across the screen, then scrolls smoothly to the top.
 * Nothing moves on the first load (so the largest paint is never delayed) and
 * nothing moves at all under prefers-reduced-motion.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  // A redirect (a replace, e.g. the signed-out inbox sending on to the sign-in) is not a page
  // change the visitor made: it does not animate.
  const navigationType = useNavigationType();
  const content = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const [animating, setAnimating] = useState(false);

  useEffect(() => {
    if (navigation.state !== 'loading' || prefersReducedMotion()) return;
    if (navigation.location.pathname === pathname) return;
    content.current?.animate(
      [
        { opacity: 1, transform: 'none' },
        { opacity: 0, transform: 'translateY(-12px)' },
      ],
      { duration: TRANSITION_OUT_MS, easing: easeOut, fill: 'forwards' },
    );
  }, [navigation.state, navigation.location, pathname]);

  useBrowserLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    scrollToHashOrTop(hash);
    // Whatever ran while the route loaded (the fade out, held at opacity 0) ends here, animated
    // in or not: a redirect must not leave the page it lands on invisible.
    const element = content.current;
    element?.getAnimations().forEach((animation) => animation.cancel());
    if (prefersReducedMotion() || navigationType === 'REPLACE') return;

    setAnimating(true);
    const slideIn = element?.animate(
      [
        { opacity: 0, transform: 'translateY(24px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: TRANSITION_IN_MS, easing: easeOut },
    );
    overlay.current?.animate(
      [
        { transform: 'translateX(-100%)', opacity: 1 },
        { transform: 'translateX(0%)', opacity: 0.9, offset: 0.5 },
        { transform: 'translateX(100%)', opacity: 0 },
      ],
      { duration: OVERLAY_MS, easing: 'ease-in-out' },
    );
    let cancelled = false;
    slideIn?.finished.then(
      () => !cancelled && setAnimating(false),
      () => !cancelled && setAnimating(false),
    );
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  return (
    <>
      <div
        ref={overlay}
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 z-[55] -translate-x-full bg-linear-to-r from-brand-700 via-brand-600 to-brand-500 opacity-0"
      />
      <div ref={content} data-transition={animating ? 'animating' : 'idle'}>
        {children}
      </div>
    </>
  );
}
