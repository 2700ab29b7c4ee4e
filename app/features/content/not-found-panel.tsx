// Beside the redirects' form (decision 0080): the addresses visitors found nothing at, most asked for first, each a
// click away from a redirect. The click adds the old address to the list below and puts the cursor where the new one
// goes; publishing the list makes it live.
import { useQuery } from '@tanstack/react-query';
import { CornerDownRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { formatDay } from '#app/lib/admin/format.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { redirectKey } from '#contracts/content/paths.ts';
import { notFoundQuery } from './api/content.ts';
import { card } from './item-list.tsx';

export function NotFoundPanel({ taken, onRedirect }: { taken: readonly string[]; onRedirect: (path: string) => void }) {
  const titleId = useId();
  const answer = useQuery(notFoundQuery);
  const inList = new Set(taken.map(redirectKey));
  const paths = answer.data?.paths.filter(({ path }) => !inList.has(path)) ?? [];
  return (
    <section aria-labelledby={titleId} className={`${card} grid gap-4`}>
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-bold text-ink-900">
          Addresses visitors found nothing at
        </h2>
        <p className="text-gray-700">
          The last {answer.data?.days ?? 30} days, most asked for first. Only the address and a count are kept: nothing
          about who asked.
        </p>
      </div>
      {answer.isError && <FormAlert>{serverMessage(answer.error, 'The list could not be loaded')}</FormAlert>}
      {answer.isPending && <p className="text-sm text-gray-600">Loading the list...</p>}
      {answer.data && paths.length === 0 && (
        <p className="text-sm text-gray-600">No visitor met a missing page that has no redirect yet.</p>
      )}
      {paths.length > 0 && (
        <table className="w-full table-fixed text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Address
              </th>
              <th scope="col" className="w-20 py-2 pr-4 text-right font-semibold">
                Visits
              </th>
              <th scope="col" className="w-32 py-2 pr-4 font-semibold max-sm:hidden">
                Last asked for
              </th>
              <th scope="col" className="w-32 py-2 font-semibold">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {paths.map(({ path, hits, lastSeen }) => (
              <tr key={path}>
                <td className="py-2 pr-4 font-mono text-xs break-all text-ink-900">{path}</td>
                <td className="py-2 pr-4 text-right tabular-nums text-gray-700">{hits}</td>
                <td className="py-2 pr-4 text-gray-700 max-sm:hidden">{formatDay(lastSeen)}</td>
                <td className="py-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Redirect ${path}`}
                    onClick={() => onRedirect(path)}
                  >
                    <CornerDownRight aria-hidden="true" className="size-4" /> Redirect
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
