// Two versions of an item side by side: a save or a publish that someone else's came before (a 409), with the choice
// of which stays, and the history's compare of a version with the form (app/features/content/history.tsx).
import { Button } from '#app/components/ui/button.tsx';
import { type Difference, lineChanges, shown } from './differences.ts';

const multiline = (value: unknown) => typeof value === 'string' && value.includes('\n');

/** A long text's change, line by line: removed lines struck on red, added ones on green. */
function LineDiff({ before, after }: { before: string; after: string }) {
  return (
    <ol className="grid gap-px font-mono text-xs">
      {lineChanges(before, after).map((line, index) => (
        <li
          key={index}
          className={
            line.kind === 'removed'
              ? 'bg-danger-600/10 text-danger-600 line-through'
              : line.kind === 'added'
                ? 'bg-success-600/10 text-success-700'
                : 'text-gray-700'
          }
        >
          <span className="sr-only">{line.kind === 'same' ? '' : `${line.kind}: `}</span>
          <span aria-hidden="true">{line.kind === 'removed' ? '− ' : line.kind === 'added' ? '+ ' : '  '}</span>
          {line.text || ' '}
        </li>
      ))}
    </ol>
  );
}

/** Each changed field with its value before and after; a long text as its changed lines. */
export function ChangesTable({
  changes,
  before,
  after,
}: {
  changes: Difference[];
  before: string;
  after: string;
}) {
  if (changes.length === 0) return <p className="text-sm text-gray-700">No field differs.</p>;
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="text-gray-700">
        <tr>
          <th scope="col" className="w-1/5 py-2 pr-3">
            Field
          </th>
          <th scope="col" className="py-2 pr-3">
            {before}
          </th>
          <th scope="col" className="py-2">
            {after}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200 align-top">
        {changes.map((change) => (
          <tr key={change.path}>
            <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal break-words">
              {change.path}
            </th>
            {multiline(change.before) || multiline(change.after) ? (
              <td colSpan={2} className="py-2 break-words whitespace-pre-wrap">
                <LineDiff
                  before={typeof change.before === 'string' ? change.before : ''}
                  after={typeof change.after === 'string' ? change.after : ''}
                />
              </td>
            ) : (
              <>
                <td className="py-2 pr-3 break-words whitespace-pre-wrap">{shown(change.before)}</td>
                <td className="py-2 break-words whitespace-pre-wrap">{shown(change.after)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Conflict({
  heading,
  message,
  changes,
  onTheirs,
  onMine,
  mineLabel,
}: {
  heading: string;
  message: string;
  changes: Difference[];
  /** Absent when theirs is gone (taken off the site, or a draft published or discarded): only mine can stay. */
  onTheirs?: () => void;
  onMine: () => void;
  mineLabel: string;
}) {
  return (
    <section
      aria-labelledby="conflict-title"
      className="grid gap-4 rounded-xl border border-tone-amber/40 bg-tone-amber/5 p-5"
    >
      <h2 id="conflict-title" className="text-lg font-bold text-ink-900">
        {heading}
      </h2>
      <p className="text-gray-800">{message}</p>
      <ChangesTable changes={changes} before="Theirs" after="Yours" />
      <div className="flex flex-wrap gap-3">
        {onTheirs && (
          <Button type="button" variant="outline" onClick={onTheirs}>
            Keep theirs
          </Button>
        )}
        <Button type="button" onClick={onMine}>
          {mineLabel}
        </Button>
      </div>
    </section>
  );
}
