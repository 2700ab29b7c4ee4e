import { localePath } from '#contracts/locale.ts';
import { useLocale } from './use-locale.ts';
import { useSiteSettings } from './site-settings.tsx';

/** The navigation of the settings in the page's language, its links' paths in that language. */
export function useNav() {
  const locale = useLocale();
  const { navigation } = useSiteSettings();
  return {
    locale,
    servicesNav: navigation.services,
    mainNav: navigation.main,
    navCallToAction: navigation.callToAction,
    companyNav: navigation.company,
    legalNav: navigation.legal,
    home: localePath('/', locale),
  };
}
