import { ChevronDown } from 'lucide-react';
import type { NavLink as NavItem } from '#contracts/content/settings.ts';
import { cn } from '#app/lib/cn.ts';
import { isCurrentPath, usePagePath } from '#app/lib/page-path.tsx';

/**
 * A disclosure menu (the APG pattern for site navigation) built on <details>, so it opens and
 * closes before and without JavaScript. The header's behaviour island (header-behaviour.tsx) also
 * closes it on a click elsewhere, on Escape (focus back on its button) and when focus leaves it,
 * and moves between its links with the arrow keys.
 */
export function ServicesMenu({ label, items }: { label: string; items: NavItem[] }) {
  const pathname = usePagePath();
  const active = items.some((item) => pathname.startsWith(item.to));
  return (
    <details data-menu="" className="group/menu relative">
      <summary
        className={cn(headerNavClass(active), 'cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden')}
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
              data-menu-item=""
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

/** A link of the header's nav: white on the dark bar, dark once the page has scrolled (the `scrolled:` variant). */
export function headerNavClass(active: boolean) {
  return cn(
    'inline-flex min-h-11 items-center rounded-sm px-3 text-sm font-medium hover:transition-colors',
    active
      ? 'text-white underline decoration-2 underline-offset-8 scrolled:text-brand-700'
      : 'text-white/85 hover:text-white scrolled:text-gray-700 scrolled:hover:text-brand-700',
  );
}
