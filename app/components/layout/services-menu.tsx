import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavLink as NavItem } from '#app/content/nav.ts';
import { cn } from '#app/lib/cn.ts';

/**
 * A disclosure menu (the APG pattern for site navigation): the button toggles a list
 * of links; arrow keys move between them, Escape closes and returns focus.
 */
export function ServicesMenu({ label, items, onDark }: { label: string; items: NavItem[]; onDark: boolean }) {
  // Remember on which page the menu was opened: it is closed on every other page,
  // so a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenOn((current) => ((typeof value === 'function' ? value(current === pathname) : value) ? pathname : null));
  const active = items.some((item) => pathname.startsWith(item.to));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]') ?? [])];

  function focusItem(index: number) {
    const all = links();
    all.at(index % all.length)?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        requestAnimationFrame(() => focusItem(0));
      } else focusItem(current + 1);
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
    // Keys and focus bubble up from the button and links inside; the div itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={cn(navItemClass(onDark, active), 'gap-1')}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-64 rounded-md border border-gray-200 bg-white p-2 shadow-raised"
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              data-menu-item
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center rounded-sm px-3 text-sm font-medium hover:bg-brand-50 hover:text-brand-800',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-800',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function navItemClass(onDark: boolean, active: boolean) {
  return cn(
    'inline-flex min-h-11 items-center rounded-sm px-3 text-sm font-medium transition-colors duration-150',
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
