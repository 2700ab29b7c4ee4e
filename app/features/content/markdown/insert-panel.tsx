// The Markdown editor's small forms for a link and an image (decision 0077): under the toolbar, not a browser prompt,
// so they are labelled, checked as the site checks them, and Escape returns to the text where it was.
import type { Command, EditorState } from 'prosemirror-state';
import { useEffect, useId, useRef, useState } from 'react';
import { isAllowedLink, isSiteImage } from '#contracts/markdown.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { insertImage, linkAt, removeLink, setLink } from './commands.ts';

export type Panel = 'link' | 'image';

const linkRule =
  'A link goes to a page of this site (/…), an https:// page or an e-mail address (mailto:…), with no spaces';
const imageRule = 'An image is a file of this site: its path starts with /';

export function InsertPanel({
  panel,
  state,
  run,
  onClose,
}: {
  panel: Panel;
  state: EditorState;
  run: (command: Command) => void;
  onClose: () => void;
}) {
  const existing = panel === 'link' ? linkAt(state) : null;
  const needsText = panel === 'link' && !existing && state.selection.empty;
  const [address, setAddress] = useState(existing?.href ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<{ field: 'address' | 'text'; message: string }>();
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  // Enter adds, Escape goes back to the text where it was.
  const keys = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Enter') submit();
    else onClose();
  };

  const submit = () => {
    if (panel === 'link') {
      if (!isAllowedLink(address) || /\s/.test(address.trim()))
        return setError({ field: 'address', message: linkRule });
      run(setLink(address.trim(), text.trim()));
    } else {
      if (!isSiteImage(address)) return setError({ field: 'address', message: imageRule });
      if (!text.trim()) return setError({ field: 'text', message: 'Describe the image for those who cannot see it' });
      run(insertImage(address.trim(), text.trim()));
    }
    onClose();
  };

  return (
    // A group, not a <form>: the item's own form is around it, and Enter here must not send that.
    <div
      role="group"
      aria-labelledby={titleId}
      className="grid gap-3 border-b border-gray-200 bg-brand-50/40 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <p id={titleId} className="text-sm font-semibold text-ink-900 sm:col-span-3">
        {panel === 'link' ? (existing ? 'Change the link' : 'Add a link') : 'Add an image'}
      </p>
      <FormField label={panel === 'link' ? 'Address' : 'Image path'}
        error={error?.field === 'address' ? error.message : undefined}
      >
        <TextInput
          ref={first}
          value={address}
          onKeyDown={keys}
          placeholder={panel === 'link' ? 'https://… or /contact' : '/images/…'}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      {(needsText || panel === 'image') && (
        <FormField
          label={panel === 'link' ? 'Text (optional)' : 'Alt text'}
          error={error?.field === 'text' ? error.message : undefined}
        >
          <TextInput
            value={text}
            onKeyDown={keys}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      )}
      <div className="flex flex-wrap items-center gap-2 sm:col-start-3 sm:mt-6.5 sm:h-12">
        <Button type="button" size="sm" onClick={submit}>
          {panel === 'link' ? (existing ? 'Change' : 'Add link') : 'Add image'}
        </Button>
        {existing && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              run(removeLink);
              onClose();
            }}
          >
            Remove link
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
