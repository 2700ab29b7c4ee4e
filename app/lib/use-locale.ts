import { type Locale, localeOfPath, localePath } from '#contracts/locale.ts';
import { usePagePath } from './page-path.tsx';

export function useLocale(): Locale {
  return localeOfPath(usePagePath());
}

/** Turns an English path of this site into the page's language ('/contact' → '/nl/contact'). */
export function useLocalePath() {
  const locale = useLocale();
  return (to: string) => localePath(to, locale);
}

export const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);
