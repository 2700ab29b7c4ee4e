// Parts of an item's form in the studio (app/features/content/item-editor.tsx): its header, and what this browser
// kept that the server has not. Each renders what the editor holds.
import type { Dispatch, SetStateAction } from 'react';
import { Link } from 'react-router';
import type { ContentItem, ContentTypeInfo } from '#contracts/content/api.ts';
import { hasPagePreview } from '#contracts/content/paths.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { card, titleOf } from './item-list.tsx';
import type { LocalDraft } from './local-drafts.ts';
import type { FieldErrors } from './schema-form.tsx';

export function EditorHeader({
  type,
  isNew,
  item,
  itemKey: key,
  setKey,
  errors,
  revision,
  previewLocale,
  showPreview,
  missing,
}: {
  type: ContentTypeInfo;
  isNew: boolean;
  item: ContentItem | null;
  itemKey: string;
  setKey: Dispatch<SetStateAction<string>>;
  errors: FieldErrors;
  revision: number;
  previewLocale: 'en' | 'nl' | null;
  showPreview: (locale: 'en' | 'nl' | null) => void;
  missing: { en: number; nl: number };
}) {
  return (
    <div className={`${card} grid gap-4`}>
      <p className="text-sm text-gray-700">
        <Link to="?" className="font-semibold text-brand-700 underline underline-offset-2">
          All content
        </Link>{' '}
        / {type.label.many}
      </p>
      <h2 className="text-xl font-bold text-ink-900">
        {isNew ? `New ${type.label.one.toLowerCase()}` : item ? titleOf(item, type) : type.label.one}
      </h2>
      {type.collection && (
        <FormField
          label="Key"
          hint={
            isNew
              ? 'Lowercase words joined by hyphens: part of the page’s address.'
              : 'Part of the page’s address; it cannot be changed here.'
          }
          error={errors['(item)']?.[0]}
        >
          <TextInput
            name="key"
            value={key}
            readOnly={!isNew}
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            onChange={(event) => setKey(event.target.value)}
          />
        </FormField>
      )}
      {!isNew && (
        <p className="text-sm text-gray-600">
          {item
            ? `Revision ${revision} · last published by ${item.updatedBy} on ${formatDate(item.updatedAt)}.`
            : 'Not on the site: only a draft.'}{' '}
          Texts may hold <code className="font-mono">{'{{site.name}}'}</code> and the other site details, filled in on
          the page.
        </p>
      )}
      {hasPagePreview(type.type) && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={Boolean(previewLocale)}
            onClick={() => showPreview(previewLocale ? null : 'en')}
          >
            {previewLocale ? 'Hide the preview' : 'Show the preview'}
          </Button>
        </div>
      )}
      {(missing.en > 0 || missing.nl > 0) && (
        <p className="text-sm text-gray-700">
          Missing: {missing.en > 0 && `${missing.en} English`}
          {missing.en > 0 && missing.nl > 0 && ', '}
          {missing.nl > 0 && `${missing.nl} Dutch`} {missing.en + missing.nl === 1 ? 'text' : 'texts'}. A publish
          needs both languages.
        </p>
      )}
    </div>
  );
}

/** What this browser kept that the server has not, offered back, never applied unasked. */
export function KeptChanges({ kept, onBring, onKeep }: { kept: LocalDraft | null; onBring: () => void; onKeep: () => void }) {
  return (
    <>
      {kept && (
        <section aria-labelledby="kept-title" className="grid gap-3 rounded-xl border border-brand-700/30 bg-brand-50 p-5">
          <h2 id="kept-title" className="text-lg font-bold text-ink-900">
            Changes kept in this browser
          </h2>
          <p className="text-gray-800">
            You changed this item on {formatDate(kept.at)}, and the change did not reach the studio (a closed tab or an
            ended session). Bring it back into the form, or keep the form as it is.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              onClick={onBring}
            >
              Bring my changes back
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={onKeep}
            >
              Keep the form as it is
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
