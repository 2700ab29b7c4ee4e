import { Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { m } from '#contracts/i18n/messages.js';
import { cn } from '#app/lib/cn.ts';
import { isCurrentPath, usePagePath } from '#app/lib/page-path.tsx';
import { useNav } from '#app/lib/use-nav.ts';
import { LinkButton } from '../ui/link-button.tsx';
import { Logo } from './logo.tsx';

const MENU_ID = 'mobile-menu';

/**
 * The phone menu is a popover opened by its button (the Popover API), so it opens before and
 * without JavaScript: the browser puts it in the top layer, closes it on Escape or a tap
 * outside, tells assistive technology whether it is expanded, and moves Tab from the button
 * into it. Once hydrated, Tab stays inside it and following one of its links closes it (a client
 * navigation keeps the page).
 */
export function MobileMenu({ onDark }: { onDark: boolean }) {
  const menu = useRef<HTMLDivElement>(null);
  const { locale, mainNav, navCallToAction } = useNav();
  const close = () => menu.current?.hidePopover();
  const pathname = usePagePath();

  // The sheet covers the page: once hydrated, Tab and Shift+Tab stay inside it, as in a modal dialog.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const linkProps = (to: string, end = false) => {
    const current = isCurrentPath(pathname, to, end);
    return {
      href: to,
      onClick: close,
      'aria-current': current ? ('page' as const) : undefined,
      className: cn(
        'flex min-h-12 items-center rounded-md px-3 text-lg font-semibold hover:bg-brand-50',
        current ? 'bg-brand-50 text-brand-800' : 'text-gray-900',
      ),
    };
  };

  return (
    <>
      <button
        type="button"
        aria-label={m.menu_open({}, { locale })}
        popoverTarget={MENU_ID}
        className={cn(
          'grid size-11 place-items-center rounded-md lg:hidden',
          onDark ? 'text-white hover:bg-white/10' : 'text-gray-900 hover:bg-gray-100',
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* Tab presses bubble up from the links and buttons inside; the sheet itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={m.menu_label({}, { locale })}
        onKeyDown={keepFocusInside}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-white p-0 text-gray-900 shadow-floating backdrop:bg-ink-950/60 lg:hidden"
      >
        <div className="flex min-h-full flex-col px-5 pt-3 pb-8">
          <div className="flex items-center justify-between">
            <Logo />
            <button
              type="button"
              aria-label={m.menu_close({}, { locale })}
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              className="grid size-11 place-items-center rounded-md text-gray-900 hover:bg-gray-100"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={m.nav_mobile_label({}, { locale })} className="mt-6">
            <ul className="grid gap-1">
              {mainNav.map((item) =>
                'children' in item ? (
                  <li key={item.label}>
                    <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-gray-600 uppercase">
                      {item.label}
                    </p>
                    <ul className="grid gap-1">
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <a {...linkProps(child.to)}>{child.label}</a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.to}>
                    <a {...linkProps(item.to, true)}>{item.label}</a>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <LinkButton to={navCallToAction.to} onClick={close} size="lg" className="mt-8 w-full">
            {navCallToAction.label}
          </LinkButton>
        </div>
      </div>
    </>
  );
}
