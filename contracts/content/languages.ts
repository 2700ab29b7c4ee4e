// How complete an item is in each language (issue 35): the studio's list shows it, and its editor as one types.
import { type Locale, locales } from '../locale.ts';

/** A text in both languages, as the pack holds it: an object of `en` and `nl` and nothing else. */
function isLocalized(value: object): value is Partial<Record<Locale, unknown>> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (locales as readonly string[]).includes(key));
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * How many texts of `data` lack their English and their Dutch: empty, blank or not there while the other language has
 * it. A text blank in both is left blank on purpose (an impact card without a title), not a translation to make.
 */
export function missingTexts(data: unknown): Record<Locale, number> {
  const missing: Record<Locale, number> = { en: 0, nl: 0 };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    if (isLocalized(value)) {
      const filled = locales.filter((locale) => !blank(value[locale]));
      if (filled.length > 0) for (const locale of locales) if (blank(value[locale])) missing[locale] += 1;
      return;
    }
    Object.values(value).forEach(walk);
  };
  walk(data);
  return missing;
}
