// The site's two languages (issue 23): English at /, Dutch at /nl/. Content carries both side by
// side as { en, nl } wherever a reader sees text; `localize` picks one language out of a record.
// No zod here: every page's first load imports this.

export const locales = ['en', 'nl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The languages as the (English) admin and staff e-mails name them. */
export const localeNames: Record<Locale, string> = { en: 'English (en)', nl: 'Dutch (nl)' };

/** The URL prefix of a locale's pages: '' for English, '/nl' for Dutch. */
export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

/** A text in every language. */
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

/** The record in one language: every { en, nl } pair, however deep, becomes its `locale` value. */
export function localize<T>(value: T, locale: Locale): Local<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Local<T>;
  if (value === null || typeof value !== 'object') return value as Local<T>;
  if (isLocalized(value)) return localize(value[locale], locale) as Local<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)])) as Local<T>;
}

/** The locale of a path: '/nl' and '/nl/…' are Dutch, everything else English. */
export const localeOfPath = (pathname: string): Locale => (/^\/nl(\/|$)/.test(pathname) ? 'nl' : 'en');

/** A path of this site in `locale`: '/contact' is '/nl/contact' in Dutch; files and feeds keep theirs. */
export function localePath(to: string, locale: Locale) {
  if (!to.startsWith('/') || /\.(pdf|png|svg|xml)$/.test(to.split(/[?#]/)[0] ?? '')) return to;
  const prefix = localePrefix(locale);
  // The Dutch home is /nl/, as the English one is /.
  return to === '/' ? `${prefix}/` : `${prefix}${to}`;
}

/** The same page in English: '/nl/contact' and '/nl/contact/' are '/contact', '/nl' is '/'. */
export const englishPath = (pathname: string) => pathname.replace(/^\/nl(?=\/|$)/, '').replace(/\/+$/, '') || '/';

/** The server's answers to forms posted without JavaScript (decision 0068): filled by the server, never listed. */
export const isAnswerPath = (path: string) => /^(\/nl)?\/_answer\//.test(path);
