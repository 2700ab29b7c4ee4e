// Site search's words in a language (decision 0081), for the server's answer page and, written into the search box's
// form by the prerender, for the browser's search code, which so imports no messages of its own.
import { m } from './i18n/messages.js';
import { type Locale, localePath } from './locale.ts';
import type { SearchTexts } from './search.ts';

/** Where the form goes without JavaScript: the server's answer page. */
export const searchPagePath = (locale: Locale) => localePath('/search', locale);

export function searchTexts(locale: Locale): SearchTexts {
  return {
    prompt: m.search_prompt({}, { locale }),
    none: m.search_none({ query: '{query}' }, { locale }),
    one: m.search_one({ query: '{query}' }, { locale }),
    many: m.search_many({ count: '{count}', query: '{query}' }, { locale }),
    best: m.search_best({ shown: '{shown}' }, { locale }),
    post: m.search_kind_post({}, { locale }),
    story: m.search_kind_story({}, { locale }),
  };
}
