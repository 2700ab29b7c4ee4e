import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, use, useId, useState } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * Tabs after the WAI-ARIA Authoring Practices tabs pattern, with automatic activation: one
 * tab stop for the list (roving tabindex), arrow keys move and select (wrapping), Home and
 * End jump to the ends. A small component of our own rather than Radix Tabs, which brought
 * 28 KB of collection, roving-focus and presence code to pages whose tabs are above the fold
 * (decision 0012). Same parts and data-state attributes as Radix, so styles read alike.
 */
type TabsContextValue = { baseId: string; value: string; select: (value: string) => void };
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string) {
  const context = use(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

// Values become parts of ids, which must not contain spaces.
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The selected tab when controlled. */
  value?: string;
  /** The tab selected first when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div {...props} />
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

const tabsTriggerVariants = cva('transition-colors duration-150', {
  variants: {
    variant: {
      pill: 'inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold text-gray-700 hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-soft',
      cards:
        'group flex h-full min-h-16 flex-col items-start justify-start gap-2 rounded-md border border-gray-200 bg-white px-3 py-3 text-left leading-snug text-gray-700 hover:border-brand-300 data-[state=active]:border-brand-600 data-[state=active]:text-ink-900 data-[state=active]:shadow-raised data-[state=active]:ring-1 data-[state=active]:ring-brand-600 sm:flex-row sm:items-center sm:gap-3 sm:px-4 sm:text-base',
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
function tabToMoveTo(event: React.KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return undefined;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(event.currentTarget);
  const targets: Record<string, HTMLButtonElement | undefined> = {
    ArrowRight: tabs[(at + 1) % tabs.length],
    ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs.at(-1),
  };
  return targets[event.key];
}

type TabsTriggerProps = Omit<React.ComponentProps<'button'>, 'value'> & {
  value: string;
} & VariantProps<typeof tabsTriggerVariants>;

export function TabsTrigger({ value, variant, className, onClick, onKeyDown, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${idPart(value)}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-panel-${idPart(value)}`}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      className={cn(tabsTriggerVariants({ variant }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const target = event.defaultPrevented ? undefined : tabToMoveTo(event);
        if (!target) return;
        event.preventDefault();
        target.focus();
        tabs.select(target.dataset.value ?? '');
      }}
      {...props}
    />
  );
}

type TabsContentProps = React.ComponentProps<'div'> & {
  value: string;
  /** Keep the panel rendered while inactive (hide it with `data-[state=inactive]:hidden`). */
  forceMount?: boolean;
};

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${idPart(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${idPart(value)}`}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      className={cn('outline-none', className)}
      {...props}
    />
  );
}
