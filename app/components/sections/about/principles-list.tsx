import type { Principle } from '#contracts/content/about.ts';
import { cn } from '#app/lib/cn.ts';

/** The five principles as numbered cards: two wide ones, then three (on large screens). */
export function PrinciplesList({ items }: { items: Principle[] }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6 lg:gap-6">
      {items.map((principle, index) => (
        <li
          key={principle.title}
          className={cn(
            'relative overflow-hidden rounded-lg border border-white/10 bg-white/5 p-7',
            index < 2 ? 'lg:col-span-3' : 'lg:col-span-2',
            index === items.length - 1 && items.length % 2 === 1 && 'sm:col-span-2',
          )}
        >
          <span aria-hidden="true" className="block text-4xl leading-none font-extrabold text-brand-400 tabular-nums">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-5 text-xl font-bold text-white">{principle.title}</h3>
          <p className="mt-3 leading-relaxed text-gray-300">{principle.text}</p>
        </li>
      ))}
    </ol>
  );
}
