import type { LucideIcon } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';

export type Feature = { title: string; text: string; icon?: LucideIcon };

/** Cards of a title and a short text, e.g. 'What You Gain' or value cards. */
export function FeatureGrid({ items, columns = 4 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn('grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
    >
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className="rounded-lg border border-gray-200 bg-white p-6 shadow-soft">
          {Icon && (
            <span className="grid size-11 place-items-center rounded-md bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          )}
          <h3 className={cn('text-lg font-bold text-ink-900', Icon && 'mt-4')}>{title}</h3>
          <p className="mt-2 leading-relaxed text-gray-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
