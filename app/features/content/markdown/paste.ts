// What Word and Google Docs put on the clipboard, made into HTML the editor's schema reads as the author meant it
// (decision 0077). Google Docs' wrapper `<b style="font-weight:normal">` is already read as not bold by the schema;
// what is left is Word's lists, which it sends as paragraphs, and both programs' empty filler.

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
    const ordered = /^\(?[0-9a-z]{1,4}[.)]$/i.test(paragraph.querySelector('[data-list-marker]')?.textContent ?? '');
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

/** The clipboard's HTML, cleaned of office markup before the editor reads it. */
export function cleanPastedHtml(html: string): string {
  const word = /urn:schemas-microsoft-com|class="?Mso|mso-/i.test(html);
  const source = word
    ? html.replace(wordMarker, (_, marker: string) => `<span data-list-marker>${textOf(marker)}</span>`)
    : html;
  const doc = new DOMParser().parseFromString(source, 'text/html');
  for (const filler of doc.body.querySelectorAll('o\\:p, style, meta, title')) filler.remove();
  if (word) wordLists(doc.body);
  // Line breaks between blocks (Google Docs puts one after a list) and paragraphs with nothing in them are no text.
  for (const br of doc.body.querySelectorAll('br'))
    if (!br.closest('p, li, h1, h2, h3, h4, h5, h6, pre, td')) br.remove();
  for (const paragraph of doc.body.querySelectorAll('p'))
    if (!paragraph.textContent?.replace(/\u00a0/g, ' ').trim() && !paragraph.querySelector('img')) paragraph.remove();
  return doc.body.innerHTML;
}
