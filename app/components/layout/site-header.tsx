import { m } from '#contracts/i18n/messages.js';
import { cn } from '#app/lib/cn.ts';
import { isCurrentPath, usePagePath } from '#app/lib/page-path.tsx';
import { useNav } from '#app/lib/use-nav.ts';
import { useScrolledPast } from '#app/lib/use-scrolled-past.ts';
import { LinkButton } from '../ui/link-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navItemClass, ServicesMenu } from './services-menu.tsx';

/** Spec §2 and §9: the bar turns solid once the page has scrolled 100 px. */
export const NAV_SCROLL_THRESHOLD = 100;

/**
 * Until the page has scrolled the bar is solid ink-900, the heroes' base colour, so its white text has contrast over
 * whatever is behind it: the hero, or, when a visitor scrolls before the script that turns the bar white has run, the
 * light page below. Opaque, so a checker stops at the bar instead of looking for a colour in the art behind it
 * (decision 0019).
 * The colours switch in one frame, background and text together: a fade of the background under
 * text that has already turned dark would be unreadable half-way (only the shadow eases).
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);
  const { locale, mainNav, navCallToAction } = useNav();
  const pathname = usePagePath();
  const onDark = !scrolled;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[box-shadow] duration-300',
        scrolled ? 'bg-white/95 shadow-soft backdrop-blur' : 'bg-ink-900',
      )}
    >
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {m.skip_to_content({}, { locale })}
      </a>
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 transition-[height] duration-300 sm:px-8',
          scrolled ? 'h-16' : 'h-20',
        )}
      >
        <Logo onDark={onDark} />
        <nav aria-label={m.nav_main_label({}, { locale })} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.label}>
                {'children' in item ? (
                  <ServicesMenu label={item.label} items={item.children} onDark={onDark} />
                ) : (
                  <a
                    href={item.to}
                    aria-current={isCurrentPath(pathname, item.to, true) ? 'page' : undefined}
                    className={navItemClass(onDark, isCurrentPath(pathname, item.to, true))}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch
            className={onDark ? 'text-white/85 hover:text-white' : 'text-gray-700 hover:text-brand-700'}
          />
          <LinkButton
            to={navCallToAction.to}
            size="sm"
            variant={onDark ? 'secondary' : 'primary'}
            className="max-sm:hidden"
          >
            {navCallToAction.label}
          </LinkButton>
          <MobileMenu onDark={onDark} />
        </div>
      </div>
    </header>
  );
}
