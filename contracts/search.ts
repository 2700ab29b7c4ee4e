// Site search over posts and success stories (issue 36, decision 0081), one index per language, written beside the
// pages at build and at every publish. The browser loads it on the first focus of a search box and answers as the
// visitor types; the server answers the same query from the same index when the form is sent without JavaScript.
// One module for both, so the two answer alike: the same words, stems, ranking and marked excerpt. Its words come in
// as SearchTexts (contracts/search-texts.ts), so the browser's search code shares no module with the islands' loader
// and no page's first load changes.
import { stemmer as dutchStem } from '@orama/stemmers/dutch';
import { stemmer as englishStem } from '@orama/stemmers/english';
import MiniSearch, { type Options } from 'minisearch';
import { escapeHtml } from './html.ts';
import type { Locale } from './locale.ts';

/** One post or story as the index holds it; `text`, its words, gives the excerpt when the summary lacks a match. */
export type SearchDocument = {
  id: string;
  kind: 'post' | 'story';
  url: string;
  title: string;
  /** The post's category or the story's industry. */
  label: string;
  excerpt: string;
  text: string;
};

/** A result as the page shows it: the excerpt in runs, each marked where it holds a word of the query. */
export type SearchHit = Pick<SearchDocument, 'kind' | 'url' | 'title' | 'label'> & {
  excerpt: { text: string; marked: boolean }[];
};

/** The index's file in a site's folder, and its URL: one per language. */
export const searchIndexFile = (locale: Locale) => `search/${locale}.json`;
/** The longest query answered; the rest is not read. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULTS_MAX = 10;
/** Words of a query looked for: a search costs per word, and no one types more to find a post. */
export const SEARCH_WORDS_MAX = 12;

const stopWords: Record<Locale, ReadonlySet<string>> = {
  en: new Set('a an and are as at be by for from how in is it of on or that the this to was we with'.split(' ')),
  nl: new Set('de het een en van in op te is dat die voor met als aan bij om of ook zijn er we wij'.split(' ')),
};
const stems: Record<Locale, (word: string) => string> = { en: englishStem, nl: dutchStem };

/** A text's words: runs of letters and digits, split the same way at index, at query and when marking an excerpt. */
const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Lower case, accents off ('ë' is 'e'), stop words dropped, stemmed in the page's language. */
export function searchTerm(locale: Locale) {
  return (term: string): string | null => {
    const word = term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    if (word.length < 2 || stopWords[locale].has(word)) return null;
    return stems[locale](word);
  };
}

/** The words of a query that are looked for: its first SEARCH_WORDS_MAX, of its first SEARCH_QUERY_MAX characters. */
const queryWords = (query: string) => words(query.slice(0, SEARCH_QUERY_MAX)).slice(0, SEARCH_WORDS_MAX);

/** Whether a query holds a word the index can look for (not one letter, not only stop words). */
export const hasSearchTerm = (locale: Locale, query: string) =>
  queryWords(query).some((word) => searchTerm(locale)(word) !== null);

const options = (locale: Locale): Options<SearchDocument> => ({
  fields: ['title', 'label', 'excerpt', 'text'],
  storeFields: ['kind', 'url', 'title', 'label', 'excerpt', 'text'],
  tokenize: words,
  processTerm: searchTerm(locale),
  searchOptions: {
    boost: { title: 4, label: 2, excerpt: 2 },
    // As one types: the last word may be the start of one; a word of six letters or more forgives one typo.
    prefix: true,
    fuzzy: (term) => (term.length > 5 ? 1 : false),
    combineWith: 'AND',
  },
});

/** The index of `documents` as the file holds it. */
export function buildSearchIndex(documents: readonly SearchDocument[], locale: Locale): string {
  const index = new MiniSearch(options(locale));
  index.addAll(documents);
  return JSON.stringify(index);
}

export type SearchIndex = { locale: Locale; index: MiniSearch<SearchDocument> };

export function loadSearchIndex(json: string, locale: Locale): SearchIndex {
  return { locale, index: MiniSearch.loadJSON(json, options(locale)) };
}

/** The excerpt in runs, a word marked when its term is one the query matched. */
function markedRuns(text: string, matched: ReadonlySet<string>, term: (word: string) => string | null) {
  const runs: SearchHit['excerpt'] = [];
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!part) continue;
    const processed = /[\p{L}\p{N}]/u.test(part) ? term(part) : null;
    const marked = processed !== null && matched.has(processed);
    const last = runs.at(-1);
    if (last && last.marked === marked && !marked) last.text += part;
    else runs.push({ text: part, marked });
  }
  return runs;
}

/** About 200 characters of `text` around its first matched word, cut at words, or null when none matched. */
function snippet(text: string, matched: ReadonlySet<string>, term: (word: string) => string | null) {
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const processed = term(word[0]);
    if (processed === null || !matched.has(processed)) continue;
    const from = Math.max(0, text.lastIndexOf(' ', Math.max(0, word.index - 70)) + 1);
    const end = text.indexOf(' ', Math.min(text.length, word.index + 130));
    const to = end === -1 ? text.length : end;
    return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  }
  return null;
}

export type SearchAnswer = { hits: SearchHit[]; /** How many matched, of which `hits` are the first. */ total: number };

/** The best posts and stories for `query`, most relevant first. */
export function searchSite({ locale, index }: SearchIndex, query: string, limit = SEARCH_RESULTS_MAX): SearchAnswer {
  const looked = queryWords(query);
  if (looked.length === 0) return { hits: [], total: 0 };
  const term = searchTerm(locale);
  const results = index.search(looked.join(' '));
  const hits = results.slice(0, limit).map((result) => {
    const matched = new Set(result.terms);
    const summary = markedRuns(result.excerpt as string, matched, term);
    // The summary when it holds a word of the query, else the lines of the text that do.
    const lines = summary.some((run) => run.marked) ? null : snippet(result.text as string, matched, term);
    return {
      kind: result.kind as SearchDocument['kind'],
      url: result.url as string,
      title: result.title as string,
      label: result.label as string,
      excerpt: lines === null ? summary : markedRuns(lines, matched, term),
    };
  });
  return { hits, total: results.length };
}

/** The words of the results area, in the page's language; '{query}', '{count}' and '{shown}' are filled in. */
export type SearchTexts = {
  prompt: string;
  none: string;
  one: string;
  many: string;
  best: string;
  post: string;
  story: string;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** What the results area says above the list: a prompt, nothing found, or how many were. */
export function searchSummary(texts: SearchTexts, query: string, count: number, shown = count) {
  const typed = query.slice(0, SEARCH_QUERY_MAX).trim();
  if (!typed) return texts.prompt;
  const values = { query: typed, count: String(count), shown: String(shown) };
  if (count === 0) return fill(texts.none, values);
  if (count === 1) return fill(texts.one, values);
  return shown < count ? `${fill(texts.many, values)} ${fill(texts.best, values)}` : fill(texts.many, values);
}

/** The results as list items, every text escaped. */
export function searchResultsHtml(hits: readonly SearchHit[], texts: SearchTexts): string {
  return hits
    .map((hit) => {
      const excerpt = hit.excerpt
        .map((run) =>
          run.marked
            ? `<mark class="rounded-sm bg-brand-100 px-0.5 text-ink-900">${escapeHtml(run.text)}</mark>`
            : escapeHtml(run.text),
        )
        .join('');
      const label = [texts[hit.kind], hit.label].filter(Boolean).map(escapeHtml).join(' · ');
      return (
        `<li><a class="group block rounded-lg p-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600" href="${escapeHtml(hit.url)}">` +
        `<span class="block text-xs font-semibold tracking-wide text-brand-700 uppercase">${label}</span>` +
        `<span class="mt-1 block font-bold text-ink-900 group-hover:underline">${escapeHtml(hit.title)}</span>` +
        `<span class="mt-1 block text-sm leading-relaxed text-gray-700">${excerpt}</span></a></li>`
      );
    })
    .join('');
}

/**
 * The results area: the count, and the list. The one markup of the server's answer page and of what the browser shows
 * as one types (app/features/search/enhance.ts), so the two look and read alike. The count is said twice: in a status a
 * screen reader announces, which is never hidden (a live region inside a hidden element is not announced when shown),
 * and on the card for the eye, hidden from the screen reader so it is not read twice.
 */
export function searchAreaHtml(texts: SearchTexts, query: string, { hits, total }: SearchAnswer) {
  const summary = escapeHtml(searchSummary(texts, query, total, hits.length));
  return (
    `<p role="status" class="sr-only" data-search-status>${summary}</p>` +
    `<div class="rounded-xl bg-white p-3 text-left text-ink-900 shadow-lg ring-1 ring-gray-200" data-search-card>` +
    `<p aria-hidden="true" class="px-3 pt-1 text-sm font-medium text-gray-700" data-search-summary>${summary}</p>` +
    `<ol class="mt-1 grid" data-search-list>${searchResultsHtml(hits, texts)}</ol></div>`
  );
}
