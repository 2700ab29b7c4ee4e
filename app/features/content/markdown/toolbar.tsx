// The Markdown editor's toolbar (decision 0077): one tab stop, arrow keys between its buttons (the WAI-ARIA toolbar
// pattern), each button named, its shortcut in its tooltip, and pressed while the selection has what it sets. It stays
// in view under the site's fixed header (4rem once scrolled) while a long body scrolls.
import {
  Bold,
  Code,
  FileCode,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { toggleMark } from 'prosemirror-commands';
import { redo as redoable, undo as undoable } from 'prosemirror-history';
import type { Command, EditorState } from 'prosemirror-state';
import { useState } from 'react';
import type { MarkdownKind } from '#contracts/markdown.ts';
import { cn } from '#app/lib/cn.ts';
import { blockActive, markActive, toggleCode, toggleHeading, toggleList, toggleQuote } from './commands.ts';
import { offers, schema } from './markdown-schema.ts';

type Tool = {
  name: string;
  keys?: string;
  Icon: typeof Bold;
  /** What the button does to the editor; absent for the tools that open a form or switch views. */
  command?: Command;
  pressed?: boolean;
  onPress?: () => void;
  /** A tool that only acts (undo) is never "pressed". */
  toggle?: boolean;
  gap?: boolean;
};

type ToolbarProps = {
  kind: MarkdownKind;
  state: EditorState | null;
  raw: boolean;
  /** False while the text holds Markdown the editor would change (struck text): it stays Markdown. */
  drawable: boolean;
  /** The id of the text it acts on, once that is in the page. */
  controls: string | undefined;
  run: (command: Command) => void;
  onLink: () => void;
  onImage: () => void;
  onRaw: () => void;
};

const { nodes, marks } = schema;

export function Toolbar({ kind, state, raw, drawable, controls, run, onLink, onImage, onRaw }: ToolbarProps) {
  const can = offers(kind);
  const on = (check: (state: EditorState) => boolean) => !raw && state !== null && check(state);
  const tools: Tool[] = [
    ...(can.headings
      ? [2, 3].map((level) => ({
          name: level === 2 ? 'Heading' : 'Subheading',
          keys: `Ctrl+Alt+${level}`,
          Icon: level === 2 ? Heading2 : Heading3,
          command: toggleHeading(level),
          pressed: on((s) => blockActive(s, nodes.heading, { level })),
          toggle: true,
        }))
      : []),
    {
      name: 'Bold',
      keys: 'Ctrl+B',
      Icon: Bold,
      command: toggleMark(marks.strong),
      pressed: on((s) => markActive(s, marks.strong)),
      toggle: true,
      gap: can.headings,
    },
    {
      name: 'Italic',
      keys: 'Ctrl+I',
      Icon: Italic,
      command: toggleMark(marks.em),
      pressed: on((s) => markActive(s, marks.em)),
      toggle: true,
    },
    { name: 'Link', keys: 'Ctrl+K', Icon: Link, onPress: onLink, pressed: on((s) => markActive(s, marks.link)) },
    {
      name: 'Bulleted list',
      keys: 'Ctrl+Shift+8',
      Icon: List,
      command: toggleList(nodes.bullet_list),
      pressed: on((s) => blockActive(s, nodes.bullet_list)),
      toggle: true,
      gap: true,
    },
    {
      name: 'Numbered list',
      keys: 'Ctrl+Shift+7',
      Icon: ListOrdered,
      command: toggleList(nodes.ordered_list),
      pressed: on((s) => blockActive(s, nodes.ordered_list)),
      toggle: true,
    },
    ...(can.quote
      ? [
          {
            name: 'Quote',
            Icon: Quote,
            command: toggleQuote,
            pressed: on((s) => blockActive(s, nodes.blockquote)),
            toggle: true,
          },
        ]
      : []),
    ...(can.code
      ? [
          {
            name: 'Code block',
            Icon: Code,
            command: toggleCode,
            pressed: on((s) => blockActive(s, nodes.code_block)),
            toggle: true,
          },
        ]
      : []),
    ...(can.image ? [{ name: 'Image', Icon: Image, onPress: onImage }] : []),
    { name: 'Undo', keys: 'Ctrl+Z', Icon: Undo2, command: undoable, gap: true },
    { name: 'Redo', keys: 'Ctrl+Shift+Z', Icon: Redo2, command: redoable },
    { name: 'Edit as Markdown', Icon: FileCode, onPress: onRaw, pressed: raw, toggle: true, gap: true },
  ];
  const [focused, setFocused] = useState(0);
  const move = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (focused + 1) % tools.length
        : event.key === 'ArrowLeft'
          ? (focused + last) % tools.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={move}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-md border-b border-gray-200 bg-gray-50 p-1"
    >
      {tools.map((tool, index) => {
        const disabled =
          tool.name === 'Edit as Markdown'
            ? raw && !drawable
            : raw || (tool.command && state && !tool.command(state));
        return (
          <button
            key={tool.name}
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-pressed={tool.toggle || tool.pressed !== undefined ? Boolean(tool.pressed) : undefined}
            aria-label={tool.name}
            title={tool.keys ? `${tool.name} (${tool.keys})` : tool.name}
            aria-keyshortcuts={tool.keys?.replace('Ctrl', 'Control')}
            aria-disabled={disabled || undefined}
            onFocus={() => setFocused(index)}
            // The editor keeps its selection: a click on a tool does not take the focus from it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (disabled) return;
              if (tool.command) run(tool.command);
              else tool.onPress?.();
            }}
            className={cn(
              'inline-flex size-8 items-center justify-center rounded-md text-gray-700 hover:bg-gray-200 hover:text-ink-900 focus-visible:ring-3 focus-visible:ring-brand-300 focus-visible:outline-none aria-disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-800',
              tool.gap && 'ml-1.5',
              tool.name === 'Edit as Markdown' && 'ml-auto',
            )}
          >
            <tool.Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
