// Site search as one types (decision 0081), loaded by the search box's script on its first focus: an entry of the
// islands build, sharing no module with the loader, so no page's first load changes; it enhances the page's box when
// it runs. The index of the page's language comes once; each keystroke then answers here, with no round trip, in the
// markup the server's answer page has (contracts/search.ts). Until the index is in, and if it cannot be had, the form
// still goes to the server.
import type { Locale } from '#contracts/locale.ts';
import {
  hasSearchTerm,
  loadSearchIndex,
  searchAreaHtml,
  searchIndexFile,
  searchResultsHtml,
  searchSite,
  searchSummary,
  type SearchTexts,
} from '#contracts/search.ts';

async function enhanceSearch(form: HTMLFormElement) {
  // Both written by the prerender (app/components/sections/site-search.tsx).
  const locale = form.dataset.siteSearch as Locale;
  const texts = JSON.parse(form.dataset.searchTexts ?? '{}') as SearchTexts;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const area = form.parentElement?.querySelector<HTMLElement>('[data-search-results]');
  if (!input || !area) return;
  const response = await fetch(`/${searchIndexFile(locale)}`);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  const index = loadSearchIndex(await response.text(), locale);

  // The results area is made once, its card hidden, so a keystroke only changes its words; its status, never hidden,
  // is told the count once the typing pauses, so a screen reader says it once, not at every key. One search warms the
  // code up before the first key.
  area.innerHTML = searchAreaHtml(texts, '', { hits: [], total: 0 });
  const status = area.querySelector<HTMLElement>('[data-search-status]')!;
  const card = area.querySelector<HTMLElement>('[data-search-card]')!;
  const summary = area.querySelector<HTMLElement>('[data-search-summary]')!;
  const list = area.querySelector<HTMLElement>('[data-search-list]')!;
  status.textContent = '';
  card.hidden = true;
  searchSite(index, 'rebels');
  let announce: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    const query = input.value;
    clearTimeout(announce);
    // One letter is no word yet: nothing to say about it.
    if (!hasSearchTerm(locale, query)) {
      card.hidden = true;
      status.textContent = '';
      return;
    }
    const { hits, total } = searchSite(index, query);
    const said = searchSummary(texts, query, total, hits.length);
    summary.textContent = said;
    list.innerHTML = searchResultsHtml(hits, texts);
    card.hidden = false;
    announce = setTimeout(() => (status.textContent = said), 500);
  };
  input.addEventListener('input', show);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    show();
  });
  // What was typed before the index came is answered now.
  show();
}

const form = document.querySelector<HTMLFormElement>('form[data-site-search]');
if (form) enhanceSearch(form).catch((error: unknown) => console.error(error));
