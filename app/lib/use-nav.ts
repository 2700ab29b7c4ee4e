import { localePath, localize } from '#contracts/locale.ts';
import * as nav from '#app/content/nav.ts';
import { useLocale } from './use-locale.ts';

const withPaths = <T extends { to: string }>(links: T[], locale: 'en' | 'nl') =>
  links.map((link) => ({ ...link, to: localePath(link.to, locale) }));

export function useNav() {
  const locale = useLocale();
  const local = localize(
    {
      servicesNav: nav.servicesNav,
      mainNav: nav.mainNav,
      navCallToAction: nav.navCallToAction,
      companyNav: nav.companyNav,
      legalNav: nav.legalNav,
    },
    locale,
  );
  return {
    locale,
    servicesNav: withPaths(local.servicesNav, locale),
    mainNav: local.mainNav.map((item) =>
      'children' in item ? { ...item, children: withPaths(item.children, locale) } : withPaths([item], locale)[0]!,
    ),
    navCallToAction: withPaths([local.navCallToAction], locale)[0]!,
    companyNav: withPaths(local.companyNav, locale),
    legalNav: withPaths(local.legalNav, locale),
    home: localePath('/', locale),
  };
}
