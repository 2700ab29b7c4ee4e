// What Word and Google Docs put on the clipboard, made into HTML the editor's schema reads as the author meant it
// (decision 0077). Google Docs' wrapper `<b style="font-weight:normal">` is already read as not bold by the schema;
// what is left is Word's lists, which it sends as paragraphs, Google Docs' nested lists, both programs' empty filler,
// and what the field may not hold (an h1; in a story's paragraphs, headings, quotes, code and images).
import type { MarkdownKind } from '#contracts/markdown.ts';

const wordMarker = /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/gi;
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();

/** Word's list paragraphs (`style="mso-list:l0 level1 lfo1"`) as real, nested `<ul>` and `<ol>`. */
function wordLists(body: HTMLElement) {
  const stack: { level: number; list: HTMLElement }[] = [];
  let listId = '';
  for (const paragraph of [...body.querySelectorAll('p')]) {
    const style = paragraph.getAttribute('style') ?? '';
    const match = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(style);
    const previous = paragraph.previousElementSibling;
    if (!match) continue;
    const level = Number(match[2]);
    const marker = paragraph.querySelector('[data-list-marker]')?.textContent ?? '';
    const ordered = /^\(?[0-9a-z]{1,4}[.)]$/i.test(marker);
    paragraph.querySelector('[data-list-marker]')?.remove();
    // A list goes on while its items follow one another in one Word list (l0, l1…); anything else starts a new one.
    if (stack.length && (previous !== stack[0]!.list || match[1] !== listId)) stack.length = 0;
    listId = match[1]!;
    while (stack.length && stack.at(-1)!.level > level) stack.pop();
    let top = stack.at(-1);
    if (top?.level === level && (top.list.tagName === 'OL') !== ordered) {
      stack.pop();
      top = stack.at(-1);
    }
    if (!top || top.level < level) {
      const list = body.ownerDocument.createElement(ordered ? 'ol' : 'ul');
      // A numbered list Word continues after a paragraph goes on counting: '3.' starts at 3.
      const number = /^\(?(\d+)/.exec(marker)?.[1];
      if (ordered && number && number !== '1') list.setAttribute('start', number);
      if (top) (top.list.lastElementChild ?? top.list).append(list);
      else paragraph.before(list);
      top = { level, list };
      stack.push(top);
    }
    const item = body.ownerDocument.createElement('li');
    item.append(...paragraph.childNodes);
    top.list.append(item);
    paragraph.remove();
  }
}

/** Google Docs nests a list as a sibling of its items (`<ul><li>a</li><ul>…</ul></ul>`): moved into the item before. */
function nestedLists(body: HTMLElement) {
  for (const list of [...body.querySelectorAll(':is(ul, ol) > :is(ul, ol)')]) {
    const item = list.previousElementSibling;
    if (item?.tagName === 'LI') item.append(list);
    else list.replaceWith(...list.childNodes);
  }
}

/** What a field of paragraphs does not show becomes what it does: a heading a bold paragraph, a quote its text. */
function toParagraphs(body: HTMLElement) {
  const doc = body.ownerDocument;
  for (const heading of body.querySelectorAll('h1, h2, h3, h4, h5, h6, pre')) {
    const paragraph = doc.createElement('p');
    if (heading.tagName === 'PRE') paragraph.textContent = heading.textContent;
    else paragraph.appendChild(doc.createElement('strong')).append(...heading.childNodes);
    heading.replaceWith(paragraph);
  }
  for (const quote of body.querySelectorAll('blockquote')) quote.replaceWith(...quote.childNodes);
  for (const each of body.querySelectorAll('img, hr')) each.remove();
}

/** Headings start at level 2 (the page's title is its h1) and go down to 4. */
function headingLevels(body: HTMLElement) {
  const doc = body.ownerDocument;
  for (const heading of body.querySelectorAll('h1, h5, h6')) {
    const level = doc.createElement(heading.tagName === 'H1' ? 'h2' : 'h4');
    level.append(...heading.childNodes);
    heading.replaceWith(level);
  }
}

/** The clipboard's HTML, cleaned of office markup, and made what the field may hold, before the editor reads it. */
export function cleanPastedHtml(html: string, kind: MarkdownKind): string {
  const word = /urn:schemas-microsoft-com|class="?Mso|mso-/i.test(html);
  const source = word
    ? html.replace(wordMarker, (_, marker: string) => `<span data-list-marker>${textOf(marker)}</span>`)
    : html;
  const doc = new DOMParser().parseFromString(source, 'text/html');
  for (const filler of doc.body.querySelectorAll('o\\:p, style, meta, title')) filler.remove();
  if (word) wordLists(doc.body);
  // A marker Word left on something that is not a list paragraph (a numbered heading) stays its text.
  for (const marker of doc.body.querySelectorAll('[data-list-marker]')) marker.replaceWith(`${marker.textContent} `);
  nestedLists(doc.body);
  if (kind === 'paragraphs') toParagraphs(doc.body);
  else headingLevels(doc.body);
  // A line break between blocks (Google Docs puts one after a list) is no text; one inside a text is kept.
  const wrapper = doc.body.querySelector(':scope > b[id^="docs-internal-guid"]');
  for (const br of doc.body.querySelectorAll(':scope > br, :scope > b[id^="docs-internal-guid"] > br')) br.remove();
  if (wrapper) wrapper.replaceWith(...wrapper.childNodes);
  for (const paragraph of doc.body.querySelectorAll('p'))
    if (!paragraph.textContent?.replace(/\u00a0/g, ' ').trim() && !paragraph.querySelector('img')) paragraph.remove();
  return doc.body.innerHTML;
}
