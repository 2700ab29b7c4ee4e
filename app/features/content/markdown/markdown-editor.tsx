// The studio's editor for Markdown fields (issue 35, decision 0077): a marketer writes with headings, lists, links,
// quotes, images and code as they look on the page, and the field holds Markdown. ProseMirror, read and written with
// the site's own markdown-it (markdown-schema.ts); a paste from Word or Google Docs keeps its structure (paste.ts).
// Loaded only when a form has a Markdown field (schema-form.tsx), so the studio's list does not carry it.
import 'prosemirror-view/style/prosemirror.css';
import { EditorState, type Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import type { MarkdownKind } from '#contracts/markdown.ts';
import { TextArea, useFieldIds } from '#app/components/ui/form-field.tsx';
import { cn } from '#app/lib/cn.ts';
import { editorPlugins } from './commands.ts';
import { InsertPanel, type Panel } from './insert-panel.tsx';
import { parseMarkdown, toMarkdown } from './markdown-schema.ts';
import { cleanPastedHtml } from './paste.ts';
import { Toolbar } from './toolbar.tsx';

export type MarkdownEditorProps = {
  value: string;
  onChange: (value: string) => void;
  kind: MarkdownKind;
  /** The field's name, as the server's errors name it ('body.en'). */
  name: string;
  lang?: string | undefined;
  /** A text that may not be empty, told to screen readers as a native field's `required` would be. */
  required?: boolean | undefined;
};

// The site's long-form styles, at the studio's size: what the editor shows is what the page shows.
const contentClass =
  'min-h-48 px-4 py-3 text-base leading-relaxed text-ink-900 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:py-2 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded-sm [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.875em] [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:max-h-48 [&_li+li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-ink-900 [&_pre]:p-3 [&_pre]:text-sm [&_pre]:text-white [&_pre_code]:bg-transparent [&_ul]:list-disc [&_ul]:pl-6 [&>*+*]:mt-3';

const roundTrips = (text: string) => toMarkdown(parseMarkdown(text)) === text.trimEnd();

export default function MarkdownEditor(props: MarkdownEditorProps) {
  const { value, onChange, kind, name, lang, required } = props;
  // Labelled, described and marked invalid by the FormField it is in, as a native input would be.
  const field = useFieldIds();
  const fallbackId = useId();
  const contentId = field?.control ?? fallbackId;
  const labelledBy = field?.label;
  const describedBy = field?.describedBy;
  const invalid = field?.invalid;
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The Markdown this editor last gave out: a value that differs came from elsewhere (a restored version, a discard).
  const written = useRef(value);
  const changed = useEffectEvent((markdown: string) => onChange(markdown));
  const [state, setState] = useState<EditorState | null>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  // A text the editor would not give back as it is (struck text, say) is edited as Markdown, so nothing in it changes.
  const [raw, setRaw] = useState(() => !roundTrips(value));
  const drawable = useMemo(() => !raw || roundTrips(value), [raw, value]);

  const stateFor = (markdown: string) =>
    EditorState.create({ doc: parseMarkdown(markdown), plugins: editorPlugins(kind, () => setPanel('link')) });

  useEffect(() => {
    const editor = new EditorView(mount.current, {
      state: stateFor(written.current),
      transformPastedHTML: (html) => cleanPastedHtml(html, kind),
      dispatchTransaction(transaction) {
        const next = editor.state.apply(transaction);
        editor.updateState(next);
        setState(next);
        if (transaction.docChanged) {
          written.current = toMarkdown(next.doc);
          changed(written.current);
        }
      },
    });
    view.current = editor;
    setState(editor.state);
    return () => editor.destroy();
    // The view is made once; its kind never changes for a field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The attributes a screen reader needs follow the field's label, hint and error.
  useEffect(() => {
    view.current?.setProps({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(lang ? { lang } : {}),
        // While the Markdown is shown, the label and the toolbar name its text area instead.
        ...(raw ? {} : { id: contentId }),
        class: contentClass,
        spellcheck: 'true',
      },
    });
  }, [labelledBy, describedBy, invalid, required, lang, contentId, raw]);

  // A value from elsewhere (a restored version, a discard, the Markdown text area) is drawn when the editor shows:
  // while the Markdown is shown, not once per keystroke but on the way back.
  useEffect(() => {
    if (raw || value === written.current || !view.current) return;
    written.current = value;
    view.current.updateState(stateFor(value));
    setState(view.current.state);
    // A restored version with struck text opens as Markdown too.
    if (!roundTrips(value)) setRaw(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, raw]);

  const run = (command: Command) => {
    const editor = view.current;
    if (!editor) return;
    command(editor.state, editor.dispatch);
    editor.focus();
  };
  const closePanel = () => {
    setPanel(null);
    view.current?.focus();
  };

  return (
    <div
      className={cn(
        'rounded-md border border-gray-300 bg-white shadow-xs focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-200',
        invalid && 'border-danger-600',
      )}
      data-markdown-editor={name}
    >
      <Toolbar
        kind={kind}
        state={state}
        raw={raw}
        drawable={drawable}
        // Names its text only once that is in the page: the editor's view is made after the first render.
        controls={raw || state ? contentId : undefined}
        run={run}
        onLink={() => setPanel('link')}
        onImage={() => setPanel('image')}
        onRaw={() => {
          setPanel(null);
          setRaw(!raw);
        }}
      />
      {panel && state && <InsertPanel key={panel} panel={panel} state={state} run={run} onClose={closePanel} />}
      {raw && !drawable && (
        <p className="border-b border-gray-200 bg-amber-50 px-3 py-2 text-sm text-gray-800">
          This text has Markdown the editor cannot show as it is (such as ~~struck~~ text), so it is edited as
          Markdown: nothing in it changes.
        </p>
      )}
      <div ref={mount} hidden={raw} />
      {raw && (
        <TextArea
          id={contentId}
          name={name}
          lang={lang}
          value={value}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          rows={Math.min(24, Math.max(6, value.split('\n').length + 1))}
          className="rounded-t-none border-0 font-mono text-sm shadow-none focus-visible:ring-0"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
