import { m } from '#contracts/i18n/messages.js';
import { Island } from '#app/islands/island.tsx';
import { isCurrentPath, usePagePath } from '#app/lib/page-path.tsx';
import { useNav } from '#app/lib/use-nav.ts';
import { LinkButton } from '../ui/link-button.tsx';
import { HeaderBehaviour } from './header-behaviour.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { headerNavClass, ServicesMenu } from './services-menu.tsx';

/**
 * Until the page has scrolled the bar is solid ink-900, the heroes' base colour, so its white text has contrast over
 * whatever is behind it: the hero, or, when a visitor scrolls before the script that turns the bar white has run, the
 * light page below. Opaque, so a checker stops at the bar instead of looking for a colour in the art behind it
 * (decision 0019).
 * The bar is the prerender's HTML; its behaviour island (HeaderBehaviour, decision 0070) marks it scrolled, and the
 * `scrolled:` variant (app/app.css) switches the colours in one frame, background and text together: a fade of the
 * background under text that has already turned dark would be unreadable half-way (only the shadow eases).
 */
export function SiteHeader() {
  const { locale, mainNav, navCallToAction } = useNav();
  const pathname = usePagePath();

  return (
    <header
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-50 bg-ink-900 transition-[box-shadow] duration-300 data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-soft data-[scrolled=true]:backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {m.skip_to_content({}, { locale })}
      </a>
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-5 transition-[height] duration-300 sm:px-8 scrolled:h-16">
        <Logo onDark className="scrolled:text-ink-900" />
        <nav aria-label={m.nav_main_label({}, { locale })} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.label}>
                {'children' in item ? (
                  <ServicesMenu label={item.label} items={item.children} />
                ) : (
                  <a
                    href={item.to}
                    aria-current={isCurrentPath(pathname, item.to, true) ? 'page' : undefined}
                    className={headerNavClass(isCurrentPath(pathname, item.to, true))}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="text-white/85 hover:text-white scrolled:text-gray-700 scrolled:hover:text-brand-700" />
          <LinkButton
            to={navCallToAction.to}
            size="sm"
            variant="secondary"
            className="max-sm:hidden scrolled:bg-brand-700 scrolled:text-white scrolled:hover:bg-brand-800"
          >
            {navCallToAction.label}
          </LinkButton>
          <MobileMenu />
        </div>
      </div>
      <Island name="site-header" component={HeaderBehaviour} props={{}} />
    </header>
  );
}
