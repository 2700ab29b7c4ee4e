import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { mainNav, navCallToAction } from '#app/content/nav.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Logo } from './logo.tsx';

/**
 * The phone menu is a modal <dialog>: the page behind it is inert, Escape closes it
 * natively, and Tab is kept inside so focus never lands behind the sheet.
 */
export function MobileMenu({ onDark }: { onDark: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  // Open on the page it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    function trapTab(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !element) return;
      const focusable = [...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
    // A click on the backdrop lands on the dialog element itself.
    function closeOnBackdrop(event: MouseEvent) {
      if (event.target === element) setOpenOn(null);
    }
    element.addEventListener('keydown', trapTab);
    element.addEventListener('click', closeOnBackdrop);
    return () => {
      element.removeEventListener('keydown', trapTab);
      element.removeEventListener('click', closeOnBackdrop);
    };
  }, []);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-12 items-center rounded-md px-3 text-lg font-semibold hover:bg-brand-50',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-900',
    );

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={cn(
          'grid size-11 place-items-center rounded-md lg:hidden',
          onDark ? 'text-white hover:bg-white/10' : 'text-gray-900 hover:bg-gray-100',
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-label="Menu"
        onClose={() => setOpen(false)}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-white p-0 shadow-floating backdrop:bg-ink-950/60 lg:hidden"
      >
        <div className="flex min-h-full flex-col px-5 pt-3 pb-8">
          <div className="flex items-center justify-between">
            <Logo />
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => setOpen(false)}
              className="grid size-11 place-items-center rounded-md text-gray-900 hover:bg-gray-100"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label="Mobile" className="mt-6">
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
                          <NavLink to={child.to} className={linkClass} onClick={() => setOpen(false)}>
                            {child.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={linkClass} onClick={() => setOpen(false)}>
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <Link
            to={navCallToAction.to}
            onClick={() => setOpen(false)}
            className={cn(buttonVariants({ size: 'lg' }), 'mt-8 w-full')}
          >
            {navCallToAction.label}
          </Link>
        </div>
      </dialog>
    </>
  );
}
