// The site's two languages, English at / and Dutch at /nl/ (decision 0052). No zod: every first load imports this.

export const locales = ['en', 'nl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localeNames: Record<Locale, string> = { en: 'English (en)', nl: 'Dutch (nl)' };

export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

export type Localized<T = string> = { en: T; nl: T };

/** A record with each { en, nl } pair replaced by one language's value. */
export type Local<T> =
  T extends Localized<infer V>
    ? Local<V>
    : T extends readonly (infer U)[]
      ? Local<U>[]
      : T extends object
        ? { [K in keyof T]: Local<T[K]> }
        : T;

const isLocalized = (value: object): value is Localized<unknown> => {
  const keys = Object.keys(value);
  return keys.length === 2 && 'en' in value && 'nl' in value;
};

export function localize<T>(value: T, locale: Locale): Local<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Local<T>;
  if (value === null || typeof value !== 'object') return value as Local<T>;
  if (isLocalized(value)) return localize(value[locale], locale) as Local<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)])) as Local<T>;
}

export const localeOfPath = (pathname: string): Locale => (/^\/nl(\/|$)/.test(pathname) ? 'nl' : 'en');

/** A path of this site in `locale`: '/contact' is '/nl/contact' in Dutch; files and feeds keep theirs. */
export function localePath(to: string, locale: Locale) {
  if (!to.startsWith('/') || /\.(pdf|png|svg|xml)$/.test(to.split(/[?#]/)[0] ?? '')) return to;
  const prefix = localePrefix(locale);
  return to === '/' ? `${prefix}/` : `${prefix}${to}`;
}

/** The same page in English: '/nl/contact' and '/nl/contact/' are '/contact', '/nl' is '/'. */
export const englishPath = (pathname: string) => pathname.replace(/^\/nl(?=\/|$)/, '').replace(/\/+$/, '') || '/';

/** The server's answers to forms posted without JavaScript (decision 0068): filled by the server, never listed. */
export const isAnswerPath = (path: string) => /^(\/nl)?\/_answer\//.test(path);
