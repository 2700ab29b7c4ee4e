// The search box of /blog and /success-stories, and of the search page (decision 0081). Plain HTML: without
// JavaScript the form asks the server (/search?q=), which answers with the results page. With it, the first focus
// loads app/features/search/enhance.ts (the module the form names, by the page's script: a route with a search box
// says so in its handle), which answers as one types, from the index.
// The dev server has no index and no /search: there the form goes nowhere.
import { Search } from 'lucide-react';
import { useId } from 'react';
import { m } from '#contracts/i18n/messages.js';
import type { Locale } from '#contracts/locale.ts';
import { SEARCH_QUERY_MAX } from '#contracts/search.ts';
import { searchPagePath, searchTexts } from '#contracts/search-texts.ts';
import { cn } from '#app/lib/cn.ts';
import { islandsEntry } from '#app/islands/island-scripts.tsx';
import { slot } from '#contracts/answer-slots.ts';

export function SiteSearch({
  locale,
  query = '',
  tone = 'dark',
  answer = false,
}: {
  locale: Locale;
  query?: string;
  /** On a dark hero, or on a white card. */
  tone?: 'dark' | 'light';
  /** On the search page the server answers: the box and the results are its slots (decision 0068). */
  answer?: boolean;
}) {
  const id = useId();
  return (
    <search className="w-full max-w-2xl">
      <form
        action={searchPagePath(locale)}
        method="get"
        data-site-search={locale}
        data-search-texts={JSON.stringify(searchTexts(locale))}
        data-search-module={islandsEntry?.search}
        className="grid gap-2"
      >
        <label htmlFor={id} className={cn('text-sm font-semibold', tone === 'dark' ? 'text-gray-200' : 'text-ink-900')}>
          {m.search_label({}, { locale })}
        </label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gray-500"
            />
            <input
              id={id}
              type="search"
              name="q"
              defaultValue={query}
              maxLength={SEARCH_QUERY_MAX}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              data-search-query=""
              {...(answer ? slot('search', 'query') : {})}
              className="h-12 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-11 text-base text-ink-900 shadow-sm outline-none placeholder:text-gray-500 focus-visible:ring-3 focus-visible:ring-brand-400"
            />
          </div>
          <button
            type="submit"
            className="h-12 shrink-0 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:ring-3 focus-visible:ring-brand-400 focus-visible:outline-none"
          >
            {m.search_button({}, { locale })}
          </button>
        </div>
      </form>
      <div data-search-results="" className="mt-3 empty:hidden" {...(answer ? slot('search', 'results') : {})} />
    </search>
  );
}
