// What the Markdown editor's keys, typing shortcuts and toolbar do (decision 0077). The keys are those of Google Docs
// and Word (Ctrl+B, Ctrl+Alt+2, Ctrl+Shift+8), and Markdown typed by habit becomes what it means ('## ', '- ', '> ').
// Tab is left alone: it moves to the next field, as in every form.
import { baseKeymap, chainCommands, exitCode, setBlockType, toggleMark, wrapIn, lift } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import {
  type InputRule,
  inputRules,
  textblockTypeInputRule,
  undoInputRule,
  wrappingInputRule,
} from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, type EditorState, type Plugin } from 'prosemirror-state';
import type { MarkdownKind } from '#contracts/markdown.ts';
import { offers, schema } from './markdown-schema.ts';

const { nodes, marks } = schema;

export const markActive = (state: EditorState, type: MarkType) => {
  const { from, $from, to, empty } = state.selection;
  return empty ? Boolean(type.isInSet(state.storedMarks ?? $from.marks())) : state.doc.rangeHasMark(from, to, type);
};

/** The nearest block of a type around the selection, e.g. the list or quote it is in. */
export const blockActive = (state: EditorState, type: NodeType, attrs?: Record<string, unknown>) => {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === type && (!attrs || Object.entries(attrs).every(([key, value]) => node.attrs[key] === value)))
      return true;
  }
  return false;
};

/** A heading of this level, or a paragraph again when it is one already. */
export const toggleHeading =
  (level: number): Command =>
  (state, dispatch) =>
    blockActive(state, nodes.heading, { level })
      ? setBlockType(nodes.paragraph)(state, dispatch)
      : setBlockType(nodes.heading, { level })(state, dispatch);

/** A list of this kind; in one already, its items become paragraphs again; in the other kind, it becomes this kind. */
export const toggleList =
  (type: NodeType): Command =>
  (state, dispatch) => {
    const { $from } = state.selection;
    for (let depth = $from.depth; depth > 0; depth--) {
      const node = $from.node(depth);
      if (node.type === type) return liftListItem(nodes.list_item)(state, dispatch);
      if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) {
        dispatch?.(state.tr.setNodeMarkup($from.before(depth), type, { tight: node.attrs.tight }));
        return true;
      }
    }
    return wrapInList(type)(state, dispatch);
  };

export const toggleQuote: Command = (state, dispatch) =>
  blockActive(state, nodes.blockquote) ? lift(state, dispatch) : wrapIn(nodes.blockquote)(state, dispatch);

export const toggleCode: Command = (state, dispatch) =>
  blockActive(state, nodes.code_block)
    ? setBlockType(nodes.paragraph)(state, dispatch)
    : setBlockType(nodes.code_block)(state, dispatch);

/** The link the selection starts in: its whole range and address, so it can be changed or removed as a whole. */
export function linkAt(state: EditorState): { from: number; to: number; href: string } | null {
  const { $from } = state.selection;
  const runs: { from: number; to: number; href: string }[] = [];
  $from.parent.forEach((child, offset) => {
    const mark = marks.link.isInSet(child.marks);
    const last = runs.at(-1);
    if (!mark) return;
    if (last && last.to === offset && last.href === mark.attrs.href) last.to = offset + child.nodeSize;
    else runs.push({ from: offset, to: offset + child.nodeSize, href: String(mark.attrs.href) });
  });
  const at = $from.parentOffset;
  const run = runs.find((each) => each.from <= at && at < each.to);
  return run ? { from: $from.start() + run.from, to: $from.start() + run.to, href: run.href } : null;
}

/** Links the selection (or the link the cursor is in) to an address; with no selection, inserts the text linked. */
export const setLink =
  (href: string, text: string): Command =>
  (state, dispatch) => {
    const existing = linkAt(state);
    const { from, to } = existing ?? state.selection;
    const link = marks.link.create({ href });
    if (!dispatch) return true;
    const tr = state.tr;
    if (!existing && state.selection.empty) tr.insert(from, schema.text(text || href, [link]));
    else tr.removeMark(from, to, marks.link).addMark(from, to, link);
    dispatch(tr.scrollIntoView());
    return true;
  };

export const removeLink: Command = (state, dispatch) => {
  const existing = linkAt(state);
  if (!existing) return false;
  dispatch?.(state.tr.removeMark(existing.from, existing.to, marks.link));
  return true;
};

export const insertImage =
  (src: string, alt: string): Command =>
  (state, dispatch) => {
    dispatch?.(state.tr.replaceSelectionWith(nodes.image.create({ src, alt })).scrollIntoView());
    return true;
  };

export { redo, undo };

/** The editor's plugins for a kind of field; `openLink` asks for an address (Ctrl+K). */
export function editorPlugins(kind: MarkdownKind, openLink: () => void): Plugin[] {
  const can = offers(kind);
  const rules: InputRule[] = [
    wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list),
    wrappingInputRule(/^(\d+)\.\s$/, nodes.ordered_list, (match) => ({ order: Number(match[1]) })),
  ];
  if (can.headings)
    rules.push(textblockTypeInputRule(/^(#{2,4})\s$/, nodes.heading, (match) => ({ level: match[1]!.length })));
  if (can.quote) rules.push(wrappingInputRule(/^\s*>\s$/, nodes.blockquote));
  if (can.code) rules.push(textblockTypeInputRule(/^```$/, nodes.code_block));
  const keys: Record<string, Command> = {
    // Backspace right after '## ' or '- ' became a heading or list gives the typed text back.
    Backspace: undoInputRule,
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    'Mod-b': toggleMark(marks.strong),
    'Mod-i': toggleMark(marks.em),
    'Mod-k': () => (openLink(), true),
    'Shift-Mod-8': toggleList(nodes.bullet_list),
    'Shift-Mod-7': toggleList(nodes.ordered_list),
    'Mod-[': liftListItem(nodes.list_item),
    'Mod-]': sinkListItem(nodes.list_item),
    Enter: splitListItem(nodes.list_item),
    'Shift-Enter': chainCommands(exitCode, (state, dispatch) => {
      dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
      return true;
    }),
  };
  if (can.headings) {
    keys['Mod-Alt-0'] = setBlockType(nodes.paragraph);
    for (const level of [2, 3, 4]) keys[`Mod-Alt-${level}`] = toggleHeading(level);
  }
  if (can.code) keys['Mod-e'] = toggleMark(marks.code);
  return [history(), inputRules({ rules }), keymap(keys), keymap(baseKeymap)];
}
