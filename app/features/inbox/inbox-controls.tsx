// The inbox's search box and its keyboard shortcuts.
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';

export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The URL changed by itself (back, a link): show its search.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  // Searches a moment after typing stops, and at once on Enter.
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="relative w-full sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="inbox-search" className="sr-only">
        Search submissions
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-gray-500"
      />
      <input
        id="inbox-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Name, email, company or message"
        className="min-h-11 w-full rounded-md border border-gray-300 bg-white pr-3 pl-10 text-base text-ink-900 shadow-xs placeholder:text-gray-500 focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
      />
    </form>
  );
}

const shortcuts: [string, string][] = [
  ['j', 'Next submission'],
  ['k', 'Previous submission'],
  ['Enter', 'Open the selected submission'],
  ['e', 'Archive the selected (or open) submission'],
  ['?', 'Show these shortcuts'],
  ['Esc', 'Close a dialog'],
];

const SHEET_ID = 'shortcut-sheet';
/** Whether the shortcut sheet is open on the page now (not in React's state, which hears of a close a task later). */
export const shortcutSheetOpen = () => document.getElementById(SHEET_ID)?.hasAttribute('open') ?? false;

/** The keyboard shortcuts, on '?' and from the Shortcuts button. */
export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      id={SHEET_ID}
      aria-labelledby="shortcuts-title"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-raised backdrop:bg-ink-950/60"
    >
      <h2 id="shortcuts-title" className="text-lg font-bold text-ink-900">
        Keyboard shortcuts
      </h2>
      <dl className="mt-4 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {shortcuts.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-ink-900">
                {key}
              </kbd>
            </dt>
            <dd className="text-ink-900">{what}</dd>
          </div>
        ))}
      </dl>
      <Button className="mt-6" size="sm" variant="outline" onClick={() => dialog.current?.close()}>
        Close
      </Button>
    </dialog>
  );
}

/** A key typed into a field, or with a modifier, is not a shortcut. */
export const typing = (event: KeyboardEvent) =>
  event.ctrlKey ||
  event.metaKey ||
  event.altKey ||
  (event.target instanceof HTMLElement &&
    (event.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.target.tagName)));
