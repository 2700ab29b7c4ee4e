import { useEffect, useRef } from 'react';

/** Spec §2 and §9: the bar turns solid once the page has scrolled 100 px. */
export const NAV_SCROLL_THRESHOLD = 100;

/** The disclosure menu's keys (the APG pattern for site navigation): Escape closes, arrows, Home and End move. */
function servicesMenu(root: HTMLDetailsElement, signal: AbortSignal) {
  const summary = root.querySelector('summary');
  const links = () => [...root.querySelectorAll<HTMLAnchorElement>('[data-menu-item]')];
  const close = () => {
    root.open = false;
  };
  const focusItem = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };
  root.addEventListener(
    'keydown',
    (event) => {
      const all = links();
      const current = all.indexOf(document.activeElement as HTMLAnchorElement);
      const moves: Record<string, (() => void) | undefined> = {
        Escape: root.open ? () => (close(), summary?.focus()) : undefined,
        ArrowDown: () => {
          root.open = true;
          focusItem(current + 1);
        },
        ArrowUp: root.open ? () => focusItem(current <= 0 ? all.length - 1 : current - 1) : undefined,
        Home: root.open && current >= 0 ? () => focusItem(0) : undefined,
        End: root.open && current >= 0 ? () => focusItem(all.length - 1) : undefined,
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    },
    { signal },
  );
  root.addEventListener(
    'focusout',
    (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) close();
    },
    { signal },
  );
  root.addEventListener('click', (event) => (event.target as Element).closest('a') && close(), { signal });
  document.addEventListener('pointerdown', (event) => root.open && !root.contains(event.target as Node) && close(), {
    signal,
  });
}

/** The phone menu's sheet covers the page: Tab and Shift+Tab stay inside it, and a followed link closes it. */
function mobileMenu(sheet: HTMLElement, signal: AbortSignal) {
  sheet.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      const focusable = [...sheet.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const [first, last] = [focusable[0], focusable.at(-1)];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    },
    { signal },
  );
  sheet.addEventListener('click', (event) => (event.target as Element).closest('a') && sheet.hidePopover(), { signal });
}

/**
 * The site header's island (decision 0070): the header is the prerender's HTML, and this marks it scrolled past
 * NAV_SCROLL_THRESHOLD (its colours follow in CSS, the `scrolled:` variant) and adds what its menus do beyond
 * <details> and the Popover API.
 */
export function HeaderBehaviour() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const header = marker.current?.closest('header');
    if (!header) return;
    const controller = new AbortController();
    const { signal } = controller;
    const update = () => {
      header.dataset.scrolled = String(window.scrollY > NAV_SCROLL_THRESHOLD);
    };
    update();
    window.addEventListener('scroll', update, { passive: true, signal });
    header.querySelectorAll<HTMLDetailsElement>('details[data-menu]').forEach((root) => servicesMenu(root, signal));
    header.querySelectorAll<HTMLElement>('[data-mobile-menu]').forEach((sheet) => mobileMenu(sheet, signal));
    return () => controller.abort();
  }, []);
  return <span ref={marker} hidden />;
}
