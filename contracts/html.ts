// Text into HTML, for the few places that write markup as strings: the answer pages the server fills
// (server/http/answer-page.ts) and site search's results (contracts/search.ts).

/** `value` as HTML text or an attribute's value: & < > " ' escaped. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
