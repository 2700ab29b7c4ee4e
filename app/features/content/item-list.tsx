// The studio's list: every item by type, searchable, each a link to its form (app/features/content/content-studio.tsx).
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ContentStatus, ContentSummary, ContentTypeInfo } from '#contracts/content/api.ts';
import { FormField, Select, TextInput } from '#app/components/ui/form-field.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { humanize } from './schema-values.ts';

export const card = 'rounded-xl bg-white p-5 shadow-soft ring-1 ring-gray-200 sm:p-6';

/** What a list shows for an item: its English title or name where it has one, else its type's name or its key. */
export function titleOf(item: ContentSummary, type?: ContentTypeInfo) {
  if (type && !type.collection) return type.label.one;
  if (item.title) return item.title;
  return humanize(item.key.replace(/-/g, ' '));
}

const statusLabels: Record<ContentStatus, { label: string; tone: string }> = {
  published: { label: 'Published', tone: 'bg-success-600/10 text-success-700' },
  changed: { label: 'Changed since publishing', tone: 'bg-tone-amber/15 text-ink-900' },
  draft: { label: 'Draft', tone: 'bg-gray-200 text-gray-800' },
  scheduled: { label: 'Scheduled', tone: 'bg-brand-50 text-brand-700' },
};

/** Which languages an item lacks texts in ('Dutch: 2 missing'), or that it has both. */
function languagesOf(item: ContentSummary) {
  const gaps = [
    item.missing.en > 0 ? `English: ${item.missing.en} missing` : null,
    item.missing.nl > 0 ? `Dutch: ${item.missing.nl} missing` : null,
  ].filter(Boolean);
  return gaps.length ? gaps.join(' · ') : 'English and Dutch';
}

export function ItemList({ types, items }: { types: ContentTypeInfo[]; items: ContentSummary[] }) {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const typeFilter = params.get('type') ?? '';
  const statusFilter = params.get('status') ?? '';
  const languageFilter = params.get('missing') ?? '';
  const byType = new Map(types.map((type) => [type.type, type]));
  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const shown = items.filter(
    (item) =>
      (!typeFilter || item.type === typeFilter) &&
      (!statusFilter || item.status === statusFilter) &&
      (!languageFilter || item.missing[languageFilter as 'en' | 'nl'] > 0) &&
      (!query ||
        `${item.title ?? ''} ${item.key} ${item.file} ${byType.get(item.type)?.label.one ?? ''}`
          .toLowerCase()
          .includes(query.toLowerCase())),
  );
  const collections = types.filter((type) => type.collection);
  return (
    <div className="grid gap-6">
      <div className={`${card} grid gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,1fr)_repeat(3,minmax(0,11rem))]`}>
        <FormField label="Search">
          <TextInput
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="A title, a slug or a file"
          />
        </FormField>
        <FormField label="Type">
          <Select value={typeFilter} onChange={(event) => filter('type', event.target.value)}>
            <option value="">All types</option>
            {types.map((type) => (
              <option key={type.type} value={type.type}>
                {type.label.many}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Status">
          <Select value={statusFilter} onChange={(event) => filter('status', event.target.value)}>
            <option value="">Any status</option>
            {Object.entries(statusLabels).map(([status, { label }]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Languages">
          <Select value={languageFilter} onChange={(event) => filter('missing', event.target.value)}>
            <option value="">Any</option>
            <option value="en">English missing</option>
            <option value="nl">Dutch missing</option>
          </Select>
        </FormField>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          {collections.map((type) => (
            <Link
              key={type.type}
              to={`?new=${type.type}`}
              className="inline-flex min-h-9 items-center gap-2 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <FilePlus2 aria-hidden="true" className="size-4" /> New {type.label.one.toLowerCase()}
            </Link>
          ))}
        </div>
      </div>
      <section aria-labelledby="items-title" className={card}>
        <h2 id="items-title" className="text-lg font-bold text-ink-900">
          {shown.length} {shown.length === 1 ? 'item' : 'items'}
        </h2>
        <table className="mt-4 w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold max-sm:hidden">
                Type
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 font-semibold max-md:hidden">
                Last change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {shown.map((item) => (
              <tr key={item.file}>
                <td className="py-3 pr-4">
                  <Link
                    to={`?edit=${item.type}/${item.key}`}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {titleOf(item, byType.get(item.type))}
                  </Link>
                  <span className="block font-mono text-xs text-gray-600">{item.file}</span>
                </td>
                <td className="py-3 pr-4 text-gray-700 max-sm:hidden">{byType.get(item.type)?.label.one}</td>
                <td className="py-3 pr-4">
                  <span
                    className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusLabels[item.status].tone}`}
                  >
                    {statusLabels[item.status].label}
                    {item.scheduledAt && ` for ${formatDate(item.scheduledAt)}`}
                  </span>
                  <span className="mt-1 block text-xs text-gray-600">{languagesOf(item)}</span>
                </td>
                <td className="py-3 text-gray-700 max-md:hidden">
                  {formatDate(item.updatedAt)} · {item.updatedBy}
                  {item.revision > 0 && ` · revision ${item.revision}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="mt-4 text-gray-600">No item matches.</p>}
      </section>
    </div>
  );
}

