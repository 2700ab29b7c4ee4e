// Site search without JavaScript (issue 36, decision 0081): GET /search?q= and /nl/search?q= answer with the
// prerendered search page, its box holding the query and its results filled from the live site's index, by the
// same code the browser runs as one types (contracts/search.ts). No React renders here.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { m } from '#contracts/i18n/messages.js';
import { type Locale, locales } from '#contracts/locale.ts';
import {
  SEARCH_QUERY_MAX,
  type SearchIndex,
  hasSearchTerm,
  loadSearchIndex,
  searchAreaHtml,
  searchIndexFile,
  searchSite,
} from '#contracts/search.ts';
import { searchPagePath, searchTexts } from '#contracts/search-texts.ts';
import { answerPageFiller } from '../http/answer-page.ts';
import type { ServedSite } from '../plugins/static-site.ts';

/** The query as sent: the first `q`, at most SEARCH_QUERY_MAX characters; anything else is no query. */
function queryOf(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value.slice(0, SEARCH_QUERY_MAX) : '';
}

export async function searchRoutes(
  app: FastifyInstance,
  { staticDir, site }: { staticDir: string; site: () => Pick<ServedSite, 'clientDir'> },
) {
  const answerPage = answerPageFiller(staticDir);
  // The live site's index per language, read again when a publish makes another folder live.
  let indexes: { clientDir: string; byLocale: Map<Locale, SearchIndex | null> } = {
    clientDir: '',
    byLocale: new Map(),
  };
  const indexFor = (clientDir: string, locale: Locale): SearchIndex | null => {
    if (indexes.clientDir !== clientDir) indexes = { clientDir, byLocale: new Map() };
    if (!indexes.byLocale.has(locale)) {
      let index: SearchIndex | null = null;
      try {
        index = loadSearchIndex(fs.readFileSync(path.join(clientDir, searchIndexFile(locale)), 'utf8'), locale);
      } catch (error) {
        app.log.error({ err: error, locale }, 'the search index could not be read');
      }
      indexes.byLocale.set(locale, index);
    }
    return indexes.byLocale.get(locale) ?? null;
  };

  for (const locale of locales) {
    // '/search/' too: a visitor who types the address with a slash gets the page, not a 404.
    app.get(`${searchPagePath(locale)}/`, (request, reply) => searchPage(locale, request.query, reply));
    app.get(searchPagePath(locale), (request, reply) => searchPage(locale, request.query, reply));
  }

  function searchPage(locale: Locale, params: unknown, reply: FastifyReply) {
    const query = queryOf((params as Record<string, unknown>).q);
    // One letter or stop words only: no word to look for, so the page asks for one, as the box does as one types.
    const searchable = hasSearchTerm(locale, query);
    const index = searchable ? indexFor(site().clientDir, locale) : null;
    const answer = index ? searchSite(index, query) : { hits: [], total: 0 };
    const title = query.trim() ? `${query.trim()} · ${m.search_title({}, { locale })}` : m.search_title({}, { locale });
    const html = answerPage(
      'search',
      {
        title,
        slots: {
          query: { value: query },
          // Made by the same code as the browser's answer, every text of the index and the query escaped in it.
          results: { html: searchAreaHtml(searchTexts(locale), searchable ? query : '', answer) },
        },
      },
      locale,
    );
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }
}
