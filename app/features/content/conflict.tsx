// A publish that someone else's came before (a 409): both versions, field by field, and the choice of which stays.
import type { ContentConflictResponse } from '#contracts/content/api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { formatDate } from '#app/lib/admin/format.ts';

/** Each path where two versions differ, with both values, for the one who published second to choose from. */
function differences(theirs: unknown, mine: unknown, path = ''): { path: string; theirs: unknown; mine: unknown }[] {
  if (JSON.stringify(theirs) === JSON.stringify(mine)) return [];
  const isObject = (value: unknown) => value !== null && typeof value === 'object';
  if (isObject(theirs) && isObject(mine) && Array.isArray(theirs) === Array.isArray(mine)) {
    const keys = new Set([...Object.keys(theirs as object), ...Object.keys(mine as object)]);
    return [...keys].flatMap((key) =>
      differences(
        (theirs as Record<string, unknown>)[key],
        (mine as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return [{ path: path || '(whole item)', theirs, mine }];
}

const shown = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value);

export function Conflict({
  conflict,
  mine,
  onTheirs,
  onMine,
}: {
  conflict: ContentConflictResponse;
  mine: unknown;
  onTheirs: () => void;
  onMine: () => void;
}) {
  const current = conflict.current;
  const changes = current ? differences(current.data, mine) : [];
  return (
    <section
      aria-labelledby="conflict-title"
      className="grid gap-4 rounded-xl border border-tone-amber/40 bg-tone-amber/5 p-5"
    >
      <h2 id="conflict-title" className="text-lg font-bold text-ink-900">
        Someone else published this item
      </h2>
      <p className="text-gray-800">
        {conflict.error}{' '}
        {current
          ? `Their version is revision ${current.revision}, by ${current.updatedBy} on ${formatDate(current.updatedAt)}.`
          : 'It was taken off the site.'}
      </p>
      {changes.length > 0 && (
        <table className="w-full table-fixed text-left text-sm">
          <thead className="text-gray-700">
            <tr>
              <th scope="col" className="w-1/5 py-2 pr-3">
                Field
              </th>
              <th scope="col" className="py-2 pr-3">
                Theirs
              </th>
              <th scope="col" className="py-2">
                Yours
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-tone-amber/20 align-top">
            {changes.map((change) => (
              <tr key={change.path}>
                <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal break-words">
                  {change.path}
                </th>
                <td className="py-2 pr-3 break-words whitespace-pre-wrap">{shown(change.theirs)}</td>
                <td className="py-2 break-words whitespace-pre-wrap">{shown(change.mine)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex flex-wrap gap-3">
        {current && (
          <Button type="button" variant="outline" onClick={onTheirs}>
            Keep theirs
          </Button>
        )}
        <Button type="button" onClick={onMine}>
          Publish mine over theirs
        </Button>
      </div>
    </section>
  );
}

