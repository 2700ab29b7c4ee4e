// Fills the prerendered answer pages (decision 0068) at their data-slot elements: the server writes no page of its own.
import fs from 'node:fs';
import path from 'node:path';
import { type AnswerName, answerPages, answerPath, type SlotName } from '#contracts/answer-slots.ts';
import { type Locale, localePath } from '#contracts/locale.ts';
import { escapeHtml } from '#contracts/html.ts';
import { site } from '#contracts/site.ts';

export type ListLine = string | { label: string; text: string };
/** Markup made by the server's own code, each text in it escaped there (contracts/search.ts): never a visitor's text. */
export type TrustedHtml = { html: string };
export type SlotValue =
  string | { href: string; text?: string } | readonly ListLine[] | { value: string } | TrustedHtml;
export type AnswerFill<Name extends AnswerName> = { title: string; slots: Record<SlotName<Name>, SlotValue> };

/** A path of this site only: a slot never links elsewhere, nor to a script. */
function localHref(href: string) {
  if (!/^\/(?![/\\])/.test(href)) throw new Error(`An answer page links only to local paths, not ${href}`);
  return escapeHtml(href);
}

const line = (value: ListLine) =>
  typeof value === 'string'
    ? `<li>${escapeHtml(value)}</li>`
    : `<li><span class="font-semibold">${escapeHtml(value.label)}:</span> ${escapeHtml(value.text)}</li>`;

/** Puts each value into its slot of the page's HTML; an unknown, missing or unfilled slot is a programming error. */
export function fillSlots(html: string, title: string, slots: Record<string, SlotValue>) {
  // A function, so a '$' in the title (a visitor's search) is text, not a replacement pattern.
  let filled = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${title} | ${site.name}`)}</title>`);
  for (const [name, value] of Object.entries(slots)) {
    if (typeof value === 'object' && 'value' in value) {
      // An input: void, so its value is an attribute.
      const input = new RegExp(`<input([^>]*) data-slot="${name}"([^>]*?)/?>`).exec(filled);
      if (!input) throw new Error(`The answer page has no input slot "${name}"`);
      const attributes = `${input[1]}${input[2]}`.replace(/ value="[^"]*"/, '');
      filled = filled.replace(input[0], () => `<input${attributes} value="${escapeHtml(value.value)}"/>`);
      continue;
    }
    const element = new RegExp(`<([a-z0-9]+)([^>]*) data-slot="${name}"([^>]*)>([\\s\\S]*?)</\\1>`);
    const match = element.exec(filled);
    if (!match) throw new Error(`The answer page has no slot "${name}"`);
    const [whole, tag = '', before = '', after = '', inner = ''] = match;
    let replacement: string;
    if (typeof value === 'string') {
      replacement = `<${tag}${before}${after}>${escapeHtml(value)}</${tag}>`;
    } else if ('html' in value) {
      replacement = `<${tag}${before}${after}>${value.html}</${tag}>`;
    } else if ('href' in value) {
      const attributes = `${before}${after}`.replace(/ href="[^"]*"/, ` href="${localHref(value.href)}"`);
      replacement = `<${tag}${attributes}>${value.text === undefined ? inner : escapeHtml(value.text)}</${tag}>`;
    } else {
      replacement = value.length ? `<${tag}${before}${after}>${value.map(line).join('')}</${tag}>` : '';
    }
    filled = filled.replace(whole, () => replacement);
  }
  const left = /data-slot="([^"]+)"/.exec(filled);
  if (left) throw new Error(`The answer page's slot "${left[1]}" was not filled`);
  return filled;
}

/** Reads each prerendered answer page once, from the built site. */
export type AnswerFiller = ReturnType<typeof answerPageFiller>;

export function answerPageFiller(staticDir: string) {
  const cache = new Map<string, string>();
  const read = (name: AnswerName, locale: Locale) => {
    const file = path.join(staticDir, localePath(answerPath(name), locale).slice(1), 'index.html');
    let html = cache.get(file);
    if (html === undefined) {
      html = fs.readFileSync(file, 'utf8');
      cache.set(file, html);
    }
    return html;
  };
  return <Name extends AnswerName>(name: Name, fill: AnswerFill<Name>, locale: Locale = 'en') => {
    if (locale !== 'en' && !answerPages[name].public) throw new Error(`The answer page ${name} is English only`);
    return fillSlots(read(name, locale), fill.title, fill.slots);
  };
}
