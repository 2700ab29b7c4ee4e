// A published post's new address (decision 0079): the item moves, and its old address in both languages answers 301
// with the new one, in one publish; links to the old address anywhere keep working.
import { useId, useState } from 'react';
import { previewPath } from '#contracts/content/paths.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import type { ContentType } from '#contracts/content/index.ts';
import { card } from './item-list.tsx';

export function MovePanel({
  type,
  itemKey,
  error,
  busy,
  onMove,
}: {
  type: ContentType;
  itemKey: string;
  /** Why the last move was refused. */
  error?: string;
  busy: boolean;
  onMove: (newKey: string) => void;
}) {
  const [next, setNext] = useState(itemKey);
  const titleId = useId();
  const current = previewPath(type, itemKey, 'en');
  const prefix = current.slice(0, current.length - itemKey.length);
  return (
    <section aria-labelledby={titleId} className={`${card} grid gap-4`}>
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        Change the address
      </h2>
      <p className="text-gray-700">
        Now at <code className="font-mono">{current}</code> and <code className="font-mono">/nl{current}</code>. After
        the move, both old addresses lead to the new ones, so links elsewhere keep working.
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end">
        <FormField label="New address" hint={`Lowercase words joined by hyphens, after ${prefix}`} error={error}>
          <TextInput
            name="new-key"
            value={next}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            autoComplete="off"
            onChange={(event) => setNext(event.target.value.trim())}
          />
        </FormField>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={busy || !next || next === itemKey}
          onClick={() => onMove(next)}
        >
          Move to this address
        </Button>
      </div>
    </section>
  );
}
