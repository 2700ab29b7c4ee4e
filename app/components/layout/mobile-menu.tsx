import { Menu, X } from 'lucide-react';
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
 * into it. The header's behaviour island (header-behaviour.tsx) keeps Tab inside it, as in a
 * modal dialog, and closes it when one of its links is followed.
 */
export function MobileMenu() {
  const { locale, mainNav, navCallToAction } = useNav();
  const pathname = usePagePath();

  const linkProps = (to: string, end = false) => {
    const current = isCurrentPath(pathname, to, end);
    return {
      href: to,
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
        className="grid size-11 place-items-center rounded-md text-white hover:bg-white/10 lg:hidden scrolled:text-gray-900 scrolled:hover:bg-gray-100"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div
        id={MENU_ID}
        data-mobile-menu=""
        popover="auto"
        role="dialog"
        aria-label={m.menu_label({}, { locale })}
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
          <LinkButton to={navCallToAction.to} size="lg" className="mt-8 w-full">
            {navCallToAction.label}
          </LinkButton>
        </div>
      </div>
    </>
  );
}
