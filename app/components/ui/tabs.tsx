import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, use, useState } from 'react';
import { flushSync } from 'react-dom';
import { Island } from '#app/islands/island.tsx';
import { cn } from '#app/lib/cn.ts';
import { tabTarget } from '#app/lib/tab-target.ts';
import { TabsBehaviour } from './tabs-behaviour.tsx';

/**
 * Tabs whose state is the URL's #fragment, so they switch before and without JavaScript
 * (decision 0033). Each tab is a link to a hidden target (`#<name>-<value>`); CSS shows the
 * panel and styles the tab of the targeted value (the `tab-selected` variant in app.css), or
 * the default's when no target of this set is in the URL. Navigating to a hidden element does
 * not scroll. An island (TabsBehaviour, decision 0070) adds the WAI-ARIA tabs pattern's state
 * (aria-selected, a roving tabindex) and keys: arrows, Home and End move focus and select,
 * through the same fragment, so CSS and ARIA never disagree. Controlled tabs are React's.
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
  // A controlled owner's state may change a task later (the inbox's is a router navigation); the
  // tab chosen shows selected now, so the roving tabindex is right for the very next key. It holds
  // until the owner's value changes.
  const [chosen, setChosen] = useState<{ value: string; over: string } | null>(null);
  const pending = controlled && chosen?.over === controlled.value ? chosen.value : undefined;
  // Uncontrolled, the prerender marks the default; the behaviour island marks what the URL selects.
  const selected = controlled ? (pending ?? controlled.value) : defaultValue;
  const choose = (value: string) => {
    if (controlled) flushSync(() => setChosen({ value, over: controlled.value }));
  };
  return (
    <TabsContext
      value={{ name, selected, defaultValue: controlled ? controlled.value : defaultValue, controlled, choose }}
    >
      <div data-tabs="" {...props}>
        {!controlled &&
          values.map((value) => <span key={value} id={tabTarget(name, value)} className="tab-target" hidden />)}
        {children}
        {!controlled && (
          <Island name="tabs" component={TabsBehaviour} props={{ name, values: [...values], defaultValue }} />
        )}
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
      // Uncontrolled tabs are the behaviour island's (TabsBehaviour); controlled ones are React's.
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !controlled) return;
        event.preventDefault();
        tabs.choose(value);
        controlled.onValueChange(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const next = event.defaultPrevented || !controlled ? undefined : tabToMoveTo(event);
        if (!next) return;
        event.preventDefault();
        tabs.choose(next.dataset.value ?? '');
        controlled?.onValueChange(next.dataset.value ?? '');
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
