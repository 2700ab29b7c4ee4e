// What differs between two versions of an item: field by field, and line by line within a long text. The conflict
// view and the history's compare show it (app/features/content/conflict.tsx, history.tsx).

export type Difference = { path: string; before: unknown; after: unknown };

/** Each path where two values differ, with both values. */
export function differences(before: unknown, after: unknown, path = ''): Difference[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (value: unknown) => value !== null && typeof value === 'object';
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
    return [...keys].flatMap((key) =>
      differences(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return [{ path: path || '(whole item)', before, after }];
}

export const shown = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

export type LineChange = { kind: 'same' | 'removed' | 'added'; text: string };

/**
 * The lines of `after` against those of `before`: kept, removed and added, by their longest common run. The common
 * start and end are cut first, so a change in a long body costs the size of the change, not of the body.
 */
export function lineChanges(before: string, after: string): LineChange[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const x = a.slice(start, a.length - end);
  const y = b.slice(start, b.length - end);
  // The longest common subsequence's lengths, from the end.
  const table = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      table[i]![j] = x[i] === y[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const middle: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      middle.push({ kind: 'same', text: x[i]! });
      i += 1;
      j += 1;
    } else if (j < y.length && (i === x.length || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      middle.push({ kind: 'added', text: y[j]! });
      j += 1;
    } else {
      middle.push({ kind: 'removed', text: x[i]! });
      i += 1;
    }
  }
  const same = (lines: string[]) => lines.map((text): LineChange => ({ kind: 'same', text }));
  return [...same(a.slice(0, start)), ...middle, ...same(a.slice(a.length - end))];
}
