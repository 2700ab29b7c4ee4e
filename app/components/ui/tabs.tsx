import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { navigatingToTab, tabNavigationArriving } from '#app/lib/tab-navigation.ts';
import { tabTarget } from '#app/lib/tab-target.ts';

/**
 * Tabs whose state is the URL's #fragment, so they switch before and without JavaScript
 * (decision 0033). Each tab is a link to a hidden target (`#<name>-<value>`); CSS shows the
 * panel and styles the tab of the targeted value (the `tab-selected` variant in app.css), or
 * the default's when no target of this set is in the URL. Navigating to a hidden element does
 * not scroll. Once hydrated, React adds the WAI-ARIA tabs pattern's state (aria-selected, a
 * roving tabindex) and keys: arrows, Home and End move focus and select, through the same
 * fragment, so CSS and React never disagree.
 */
type TabsContextValue = {
  name: string;
  selected: string;
  defaultValue: string;
  /** Controlled tabs: what a tab links to, and what a click does instead of following it. */
  controlled?: { hrefFor: (value: string) => string; onValueChange: (value: string) => void };
  /** Controlled tabs: marks a tab selected at once, while the owner's state catches up. */
  choose: (value: string) => void;
};
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string) {
  const context = use(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

const hashListeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  hashListeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    hashListeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
  };
};

/**
 * Selects by a fragment navigation (CSS's :target follows; no new history entry) and renders the
 * new state before returning, instead of on the hashchange event that comes a task later: the
 * roving tabindex must be right for the very next key (a Tab straight after an arrow key).
 */
function selectFragment(href: string) {
  replaceFragment(href);
  renderHash();
}

/** The tabs' state from the URL's fragment, rendered before returning. */
function renderHash() {
  flushSync(() => hashListeners.forEach((onChange) => onChange()));
}

/** A fragment navigation of the tabs' own, in place of the current history entry. */
function replaceFragment(href: string) {
  navigatingToTab(new URL(href, window.location.href).href);
  window.location.replace(href);
}

function readHash() {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}

/** The URL's #fragment, decoded, without '#'; '' in the prerender and during hydration. */
export function useLocationHash() {
  // A client navigation changes the URL without a hashchange event: re-read it on every one.
  useLocation();
  return useSyncExternalStore(subscribe, readHash, () => '');
}

/** The value the URL selects in a tab set, or its default. */
export function useSelectedTab(name: string, values: readonly string[], defaultValue = values[0] ?? '') {
  const hash = useLocationHash();
  return values.find((value) => tabTarget(name, value) === hash) ?? defaultValue;
}

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue'> & {
  /** Unique on the page: the prefix of the fragments that select a tab. */
  name: string;
  /** Every tab's value, in the order of the tabs and panels. */
  values: readonly string[];
  /** Selected while the URL selects none of them; the first by default. */
  defaultValue?: string;
  /**
   * Controlled tabs, for state kept elsewhere (the admin inbox's query string): the selected
   * value, each tab's link (followed before hydration), and the change a click makes once hydrated.
   */
  controlled?: TabsContextValue['controlled'] & { value: string };
};

/** app/app.css's `tab-selected` variant knows the first this many positions of a tab set. */
export const MAX_TABS = 8;

export function Tabs({ name, values, defaultValue = values[0] ?? '', controlled, children, ...props }: TabsProps) {
  if (values.length > MAX_TABS) throw new Error(`<Tabs name="${name}">: at most ${MAX_TABS} tabs`);
  const fromUrl = useSelectedTab(name, values, defaultValue);
  // A controlled owner's state may change a task later (the inbox's is a router navigation); the
  // tab chosen shows selected now, so the roving tabindex is right for the very next key. It holds
  // until the owner's value changes.
  const [chosen, setChosen] = useState<{ value: string; over: string } | null>(null);
  const pending = controlled && chosen?.over === controlled.value ? chosen.value : undefined;
  const selected = controlled ? (pending ?? controlled.value) : fromUrl;
  const choose = (value: string) => {
    if (controlled) flushSync(() => setChosen({ value, over: controlled.value }));
  };
  const hash = useLocationHash();
  const mounting = useRef(true);

  // A client navigation (history.pushState) changes the URL but not CSS's :target. Make the URL's
  // fragment the target again, so the panel CSS shows is the one React marks selected.
  useEffect(() => {
    if (controlled) return;
    // The URL as it is now: during hydration `hash` is still the prerender's ''.
    const wanted = readHash();
    const targets = values.map((value) => tabTarget(name, value));
    const current = document.querySelector(':target')?.id;
    if (targets.includes(wanted)) {
      if (current !== wanted && !tabNavigationArriving()) replaceFragment(`#${wanted}`);
    } else if (current && targets.includes(current)) {
      if (mounting.current) {
        // A tap before hydration whose fragment the router's start wrote over: the tap wins.
        replaceFragment(`#${current}`);
      } else {
        // A navigation to this page without a fragment: clear the target, and the bare '#' it leaves.
        const { pathname, search } = window.location;
        replaceFragment('#');
        window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      }
    }
    mounting.current = false;
    // The values' text, not the array a caller may make anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controlled, hash, name, values.join('\n')]);
  return (
    <TabsContext
      value={{ name, selected, defaultValue: controlled ? controlled.value : defaultValue, controlled, choose }}
    >
      <div data-tabs="" {...props}>
        {!controlled &&
          values.map((value) => <span key={value} id={tabTarget(name, value)} className="tab-target" hidden />)}
        {children}
      </div>
    </TabsContext>
  );
}

const tabsListVariants = cva('', {
  variants: {
    variant: {
      /** A segmented control on a grey track. */
      pill: 'gap-1 rounded-lg bg-gray-100 p-1',
      /** Separate cards, e.g. one per open position. */
      cards: 'gap-2 sm:gap-3',
    },
  },
  defaultVariants: { variant: 'pill' },
});

const tabsTriggerVariants = cva('', {
  variants: {
    variant: {
      pill: 'inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold text-gray-700 hover:text-ink-900 tab-selected:bg-white tab-selected:text-brand-800 tab-selected:shadow-soft',
      cards:
        'group flex h-full min-h-16 flex-col items-start justify-start gap-2 rounded-md border border-gray-200 bg-white px-3 py-3 text-left leading-snug text-gray-700 hover:border-brand-300 sm:flex-row sm:items-center sm:gap-3 sm:px-4 sm:text-base tab-selected:border-brand-600 tab-selected:text-ink-900 tab-selected:shadow-raised tab-selected:ring-1 tab-selected:ring-brand-600',
    },
  },
  defaultVariants: { variant: 'pill' },
});

type TabsListProps = React.ComponentProps<'div'> & VariantProps<typeof tabsListVariants>;

/** The row of tabs. Its layout (flex, grid, columns) comes from the caller's className. */
export function TabsList({ className, variant, ...props }: TabsListProps) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Arrow keys, Home and End move to (and select) another tab of the same list. */
function tabToMoveTo(event: React.KeyboardEvent<HTMLAnchorElement>) {
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return undefined;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
  const at = tabs.indexOf(event.currentTarget);
  const targets: Record<string, HTMLAnchorElement | undefined> = {
    ArrowRight: tabs[(at + 1) % tabs.length],
    ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs.at(-1),
  };
  return targets[event.key];
}

type TabsTriggerProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  value: string;
} & VariantProps<typeof tabsTriggerVariants>;

export function TabsTrigger({ value, variant, className, onClick, onKeyDown, children, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.selected === value;
  const target = tabTarget(tabs.name, value);
  const { controlled } = tabs;
  return (
    <a
      href={controlled ? controlled.hrefFor(value) : `#${target}`}
      role="tab"
      id={`${target}-tab`}
      aria-selected={selected}
      aria-controls={`${target}-panel`}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-tab=""
      data-value={value}
      // Controlled tabs have no fragment targets: CSS styles the selected one through this.
      data-default={(controlled ? selected : value === tabs.defaultValue) ? '' : undefined}
      className={cn(tabsTriggerVariants({ variant }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (controlled) {
          event.preventDefault();
          tabs.choose(value);
          controlled.onValueChange(value);
          return;
        }
        // Following the link moves focus to the page (its target cannot take it): give it back.
        const tab = event.currentTarget;
        navigatingToTab(tab.href, renderHash);
        setTimeout(() => tab.focus());
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const next = event.defaultPrevented ? undefined : tabToMoveTo(event);
        if (!next) return;
        event.preventDefault();
        if (controlled) {
          tabs.choose(next.dataset.value ?? '');
          controlled.onValueChange(next.dataset.value ?? '');
        } else selectFragment(next.href);
        next.focus();
      }}
      {...props}
    >
      {children}
    </a>
  );
}

type TabsContentProps = React.ComponentProps<'div'> & { value: string };

/** A panel: always in the HTML, shown by CSS while its tab is selected. */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.selected === value;
  const target = tabTarget(tabs.name, value);
  return (
    <div
      role="tabpanel"
      id={`${target}-panel`}
      aria-labelledby={`${target}-tab`}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      data-tab-panel=""
      data-default={value === tabs.defaultValue ? '' : undefined}
      className={cn('hidden outline-none tab-selected:block', className)}
      {...props}
    />
  );
}
