import { expect } from 'vitest';

/**
 * The markup a browser renders before any script runs: the document without its <script>
 * elements. React Router serializes each page's loader data into an inline script, so a text
 * searched in the whole HTML can match that data while the page never shows it; tests read
 * page text through this (or renderedPage()) only.
 */
export function renderedMarkup(html: string) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
}

/** The rendered markup (`raw`) and the same with entities decoded (`text`), for text searches. */
export function renderedPage(html: string) {
  const raw = renderedMarkup(html);
  return { raw, text: decode(raw) };
}

/** The text of the first rendered <h1>, tags stripped and entities decoded. */
export function firstHeading(html: string) {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(renderedMarkup(html));
  return match ? decode(match[1]!.replace(/<[^>]+>/g, '')).trim() : null;
}

export function decode(text: string) {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const tag = new RegExp(`<meta\\b[^>]*${attribute}="${key}"[^>]*>`, 'i').exec(html)?.[0];
  const content = tag && /content="([^"]*)"/.exec(tag)?.[1];
  return content ? decode(content) : null;
}

export function canonical(html: string) {
  return /<link\b[^>]*rel="canonical"[^>]*href="([^"]+)"/i.exec(html)?.[1] ?? null;
}

export function title(html: string) {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(html);
  return match ? decode(match[1]!) : null;
}

export function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes!) && !/application\/(ld\+)?json/.test(attributes!))
    .map(([, , body]) => body!);
}

const stripTags = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** A page's first heading, its rendered text (tags stripped, spaces collapsed) and its links. */
export function parseHtml(html: string) {
  const markup = renderedMarkup(html);
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(markup)?.[1] ?? markup;
  return {
    h1: firstHeading(html),
    text: stripTags(body).replace(/ ([:.,])/g, '$1'),
    links: [...body.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)].map(([, href, text]) => ({
      href: decode(href!),
      text: stripTags(text!),
    })),
  };
}

/** Asserts that each text occurs, and in the given order. */
export function expectInOrder(html: string, texts: string[]) {
  let from = 0;
  for (const text of texts) {
    const at = html.indexOf(text, from);
    expect(at, `"${text}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + text.length;
  }
}
