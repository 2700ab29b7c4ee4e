// The document model of the studio's Markdown editor (issue 35, decision 0077): ProseMirror's CommonMark schema, read
// with the same markdown-it the site renders with and written back as the content pack writes Markdown ('-' bullets,
// tight lists, '[text](url)' links). What the editor shows is what the page will show, and an untouched text comes
// back as it went in (tests/site/markdown-editor.test.ts checks every Markdown text of the pack).
import MarkdownIt from 'markdown-it';
import { type MarkSpec, type Node, type NodeSpec, Schema } from 'prosemirror-model';
import {
  MarkdownParser,
  MarkdownSerializer,
  defaultMarkdownParser,
  defaultMarkdownSerializer,
  schema as commonmark,
} from 'prosemirror-markdown';
import { type MarkdownKind, isAllowedLink, isSiteImage } from '#contracts/markdown.ts';

const nodes = commonmark.spec.nodes
  // Lists the editor makes or a paste brings are tight ('- a' under '- b'), as every list of the pack is.
  .update('bullet_list', tight(commonmark.spec.nodes.get('bullet_list')!, () => ({})))
  .update('ordered_list', tight(commonmark.spec.nodes.get('ordered_list')!, (dom) => ({ order: start(dom) })))
  // A pasted picture from another host or the clipboard's file:// is dropped: the site loads its own files only.
  .update('image', {
    ...commonmark.spec.nodes.get('image')!,
    parseDOM: [
      {
        tag: 'img[src]',
        getAttrs: (dom: HTMLElement) => {
          const src = dom.getAttribute('src') ?? '';
          return isSiteImage(src) ? { src, alt: dom.getAttribute('alt'), title: dom.getAttribute('title') } : false;
        },
      },
    ],
  });

function tight(spec: NodeSpec, attrs: (dom: HTMLElement) => Record<string, unknown>): NodeSpec {
  const tag = spec.parseDOM![0]!.tag!;
  return {
    ...spec,
    attrs: { ...spec.attrs, tight: { default: true } },
    parseDOM: [{ tag, getAttrs: (dom: HTMLElement) => ({ ...attrs(dom), tight: true }) }],
  };
}
const start = (dom: HTMLElement) => Number(dom.getAttribute('start') ?? 1) || 1;

const link: MarkSpec = {
  ...commonmark.spec.marks.get('link')!,
  // A pasted link to javascript:, data: or http: stays its text: the site would not render it as a link either.
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs: (dom: HTMLElement) => {
        const href = dom.getAttribute('href') ?? '';
        return isAllowedLink(href) ? { href, title: dom.getAttribute('title') } : false;
      },
    },
  ],
};

/** CommonMark's nodes, named so that `schema.nodes.heading` is known to be there. */
type NodeName =
  | 'doc'
  | 'paragraph'
  | 'blockquote'
  | 'horizontal_rule'
  | 'heading'
  | 'code_block'
  | 'ordered_list'
  | 'bullet_list'
  | 'list_item'
  | 'text'
  | 'image'
  | 'hard_break';
export const schema = new Schema<NodeName, 'em' | 'strong' | 'link' | 'code'>({
  nodes,
  marks: commonmark.spec.marks.update('link', link),
});

// CommonMark without raw HTML, as the site's renderer reads it (app/.server/markdown.ts); its tables and strikethrough
// are not part of what content holds.
const markdownIt = MarkdownIt('commonmark', { html: false });
markdownIt.validateLink = isAllowedLink;
const parser = new MarkdownParser(schema, markdownIt, defaultMarkdownParser.tokens);
// A line break inside a paragraph stays a line break (prosemirror-markdown makes it a space): the text goes back as
// it came. Its handler table is not in the library's types.
(parser as unknown as { tokenHandlers: Record<string, (state: { addText(text: string): void }) => void> })
  .tokenHandlers.softbreak = (state) => state.addText('\n');

type SerializerState = Parameters<(typeof defaultMarkdownSerializer.nodes)['text']>[0] & { atBlockStart?: boolean };
/**
 * A line's start, escaped so that it stays text: '- ', '## ', '> ', '1. ' and '1) ' would start a list, heading or
 * quote, and leading spaces (a pasted tab, four typed spaces) a code block.
 */
const lineStart = (state: SerializerState, line: string) =>
  state.esc(line.replace(/^[ \t]+/, ''), true).replace(/^(\d+)\)(?=\s|$)/, '$1\\)');

/** Two lists of one kind in a row are one list to Markdown unless their markers differ. */
const afterSameList = (parent: Node, index: number, type: string) =>
  index > 0 && parent.child(index - 1).type.name === type;

const serializer = new MarkdownSerializer(
  {
    ...defaultMarkdownSerializer.nodes,
    bullet_list: (state, node, parent, index) => {
      const marker = afterSameList(parent, index, 'bullet_list') ? '* ' : '- ';
      state.renderList(node, '  ', () => marker);
    },
    ordered_list: (state, node, parent, index) => {
      const start = Number(node.attrs.order ?? 1);
      const delimiter = afterSameList(parent, index, 'ordered_list') ? ') ' : '. ';
      const width = String(start + node.childCount - 1).length;
      state.renderList(node, ' '.repeat(width + 2), (at) => {
        const number = String(start + at);
        return `${' '.repeat(width - number.length)}${number}${delimiter}`;
      });
    },
    // Every line that starts a line on the page is escaped as one: the block's first, after a line break, after ⇧⏎.
    text: (state: SerializerState, node, parent, index) => {
      const afterBreak = index > 0 && parent.child(index - 1).type.name === 'hard_break';
      const lines = (node.text ?? '')
        .split('\n')
        .map((line, at) => (at > 0 || afterBreak || state.atBlockStart ? lineStart(state, line) : state.esc(line)));
      state.text(lines.join('\n'), false);
    },
  },
  {
    ...defaultMarkdownSerializer.marks,
    // Always '[text](url)': the '<url>' form would hold '<', which a story's text may not.
    link: {
      open: '[',
      close: (_state, mark) => `](${String(mark.attrs.href).replace(/[()"]/g, '\\$&')})`,
      mixable: true,
    },
  },
);

export const parseMarkdown = (text: string): Node => parser.parse(text);
/** The Markdown of a document, with no trailing blank line (as a text field holds it). */
export const toMarkdown = (doc: Node): string => serializer.serialize(doc, { tightLists: true }).trimEnd();

/** Which blocks and marks a kind of field offers: a story's text has no headings, quotes, images or code. */
export const offers = (kind: MarkdownKind) => ({
  headings: kind === 'article',
  quote: kind === 'article',
  code: kind === 'article',
  image: kind === 'article',
});
