// An item's history in the studio (decision 0074): every save, publish, removal and restore with who and when, each
// compared with the form on request and restored as the draft in one click.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentVersion } from '#contracts/content/api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { versionQuery, versionsQuery } from './api/content.ts';
import { ChangesTable } from './conflict.tsx';
import { differences } from './differences.ts';
import { card } from './item-list.tsx';

const kindLabels: Record<ContentVersion['kind'], string> = {
  draft: 'Draft saved',
  published: 'Published',
  unpublished: 'Taken off the site',
  restored: 'Restored as the draft',
  imported: 'Imported',
};

function Compare({ type, itemKey, id, current }: { type: string; itemKey: string; id: number; current: unknown }) {
  const version = useQuery(versionQuery(type, itemKey, id));
  if (version.isError) return <p className="text-sm text-danger-600">{serverMessage(version.error, 'Not loaded')}</p>;
  if (!version.data) return <p className="text-sm text-gray-600">Loading the version...</p>;
  return <ChangesTable changes={differences(version.data.data, current)} before="This version" after="The form now" />;
}

export function History({
  type,
  itemKey,
  current,
  onRestore,
  busy,
}: {
  type: string;
  itemKey: string;
  /** What the form holds now, to compare a version with. */
  current: unknown;
  onRestore: (version: ContentVersion) => void;
  busy: boolean;
}) {
  const versions = useQuery(versionsQuery(type, itemKey));
  const [open, setOpen] = useState<number | null>(null);
  const list = versions.data ?? [];
  return (
    <details className={card}>
      <summary className="cursor-pointer text-lg font-bold text-ink-900">
        History{versions.data ? ` (${list.length} ${list.length === 1 ? 'version' : 'versions'})` : ''}
      </summary>
      {versions.isError && <p className="mt-3 text-danger-600">{serverMessage(versions.error, 'Not loaded')}</p>}
      {versions.data && list.length === 0 && (
        <p className="mt-3 text-gray-700">No version yet: the first save or publish from the studio is one.</p>
      )}
      <ol className="mt-3 divide-y divide-gray-100">
        {list.map((version) => (
          <li key={version.id} className="grid gap-3 py-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-gray-800">
                <span className="font-semibold">
                  {kindLabels[version.kind]}
                  {version.revision ? ` (revision ${version.revision})` : ''}
                </span>{' '}
                · {version.savedBy} · {formatDate(version.savedAt)}
              </p>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-expanded={open === version.id}
                  onClick={() => setOpen(open === version.id ? null : version.id)}
                >
                  Compare with the form
                </Button>
                <Button type="button" size="sm" disabled={busy} onClick={() => onRestore(version)}>
                  Restore
                </Button>
              </div>
            </div>
            {open === version.id && <Compare type={type} itemKey={itemKey} id={version.id} current={current} />}
          </li>
        ))}
      </ol>
    </details>
  );
}
