import { useEffect, useRef, useSyncExternalStore } from 'react';
import { tabTarget } from '#app/lib/tab-target.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The URL's #fragment, decoded, without '#'. */
function readHash() {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}

/** The URL's #fragment, decoded, without '#'; '' in the prerender and during hydration. */
export function useLocationHash() {
  return useSyncExternalStore(subscribe, readHash, () => '');
}

/** The value the URL selects in a tab set, or its default. */
export function useSelectedTab(name: string, values: readonly string[], defaultValue = values[0] ?? '') {
  const hash = useLocationHash();
  return values.find((value) => tabTarget(name, value) === hash) ?? defaultValue;
}

type TabsBehaviourProps = { name: string; values: string[]; defaultValue: string };

/**
 * The WAI-ARIA tabs pattern on top of a fragment tab set that CSS already switches: aria-selected, the roving
 * tabindex and the panels' state follow the URL's fragment, and arrow keys, Home and End move focus and select,
 * through the same fragment (a navigation in place of the current entry), so CSS and ARIA never disagree. An island
 * of its own (decision 0070): the tabs and panels around it are the prerender's HTML, which it reads and marks.
 */
export function TabsBehaviour({ name, values, defaultValue }: TabsBehaviourProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const key = values.join('\n');
  useEffect(() => {
    const root = marker.current?.closest<HTMLElement>('[data-tabs]');
    if (!root) return;
    const parts = values.map((value) => {
      const target = tabTarget(name, value);
      return {
        value,
        target,
        tab: document.getElementById(`${target}-tab`) as HTMLAnchorElement | null,
        panel: document.getElementById(`${target}-panel`),
      };
    });
    const tabs = parts.flatMap((part) => part.tab ?? []);
    const mark = (hash = readHash()) => {
      const selected = parts.find((part) => part.target === hash)?.value ?? defaultValue;
      for (const { value, tab, panel } of parts) {
        const state = value === selected ? 'active' : 'inactive';
        tab?.setAttribute('aria-selected', String(value === selected));
        if (tab) tab.tabIndex = value === selected ? 0 : -1;
        if (tab) tab.dataset.state = state;
        if (panel) panel.dataset.state = state;
      }
    };
    const tabOf = (event: Event) => {
      const tab = event.target instanceof Element ? event.target.closest('a') : null;
      return tab && tabs.includes(tab) ? tab : null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = tabOf(event);
      if (!tab || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const at = tabs.indexOf(tab);
      const next = {
        ArrowRight: tabs[(at + 1) % tabs.length],
        ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
        Home: tabs[0],
        End: tabs.at(-1),
      }[event.key];
      if (!next) return;
      event.preventDefault();
      window.location.replace(next.href);
      mark();
      next.focus();
    };
    // Marked in the tap's own task, before the next paint; following the link moves focus to the page (its target
    // cannot take it): give it back.
    const onClick = (event: MouseEvent) => {
      const tab = tabOf(event);
      const elsewhere = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
      if (!tab || event.defaultPrevented || elsewhere) return;
      mark(new URL(tab.href).hash.slice(1));
      setTimeout(() => tab.focus());
    };
    mark();
    const onHashChange = () => mark();
    window.addEventListener('hashchange', onHashChange);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('click', onClick);
    };
    // The values' text, not the array a caller may make anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, key, defaultValue]);
  return <span ref={marker} hidden />;
}
