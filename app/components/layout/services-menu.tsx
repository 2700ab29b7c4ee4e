import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { NavLink as NavItem } from '#contracts/content/nav.ts';
import { cn } from '#app/lib/cn.ts';
import { isCurrentPath, usePagePath } from '#app/lib/page-path.tsx';

/**
 * A disclosure menu (the APG pattern for site navigation) built on <details>, so it opens and
 * closes before and without JavaScript. Once hydrated it also closes on a click elsewhere, on
 * Escape (focus back on its button), when focus leaves it and after a navigation; arrow keys
 * move between its links.
 */
export function ServicesMenu({ label, items, onDark }: { label: string; items: NavItem[]; onDark: boolean }) {
  const root = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const pathname = usePagePath();
  const active = items.some((item) => pathname.startsWith(item.to));
  const close = () => {
    if (root.current) root.current.open = false;
  };

  // Closed after a navigation; not when it mounts, which may be after a visitor opened it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
  }, [pathname]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (root.current?.open && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]') ?? [])];
  const focusItem = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  function onKeyDown(event: React.KeyboardEvent) {
    const open = root.current?.open ?? false;
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      summary.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open && root.current) root.current.open = true;
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem(current <= 0 ? all.length - 1 : current - 1);
    } else if (event.key === 'Home' && open && current >= 0) {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End' && open && current >= 0) {
      event.preventDefault();
      focusItem(all.length - 1);
    }
  }

  return (
    // Keys and focus bubble up from the summary and links inside; <details> itself is not the control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={root}
      className="group/menu relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary
        ref={summary}
        className={cn(
          navItemClass(onDark, active),
          'cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden',
        )}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-open/menu:rotate-180"
        />
      </summary>
      <ul className="absolute top-full left-0 mt-2 w-64 rounded-md border border-gray-200 bg-white p-2 shadow-raised">
        {items.map((item) => (
          <li key={item.to}>
            <a
              href={item.to}
              data-menu-item
              onClick={close}
              aria-current={isCurrentPath(pathname, item.to) ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center rounded-sm px-3 text-sm font-medium hover:bg-brand-50 hover:text-brand-800',
                isCurrentPath(pathname, item.to) ? 'bg-brand-50 text-brand-800' : 'text-gray-800',
              )}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function navItemClass(onDark: boolean, active: boolean) {
  return cn(
    'inline-flex min-h-11 items-center rounded-sm px-3 text-sm font-medium duration-150 hover:transition-colors',
    active && 'underline decoration-2 underline-offset-8',
    onDark
      ? active
        ? 'text-white'
        : 'text-white/85 hover:text-white'
      : active
        ? 'text-brand-700'
        : 'text-gray-700 hover:text-brand-700',
  );
}
