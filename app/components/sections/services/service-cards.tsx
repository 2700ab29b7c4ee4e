import { ArrowRight, type LucideIcon } from 'lucide-react';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

export type ServiceCardItem = { label: string; to: string; description: string; icon: LucideIcon };

/** The two services as large linked cards. */
export function ServiceCards({ items }: { items: ServiceCardItem[] }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map(({ label, to, description, icon: Icon }) => (
        <li key={to}>
          <a
            href={to}
            data-testid="service-card"
            className="group flex h-full flex-col rounded-lg border border-gray-200 bg-white p-8 shadow-soft transition-[box-shadow,border-color] duration-200 hover:border-brand-300 hover:shadow-raised sm:p-10"
          >
            <span className="grid size-12 place-items-center rounded-md bg-brand-100 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-6 text-2xl font-extrabold text-ink-900">{label}</h2>
            <p className="mt-3 flex-1 text-lg leading-relaxed text-gray-600">{description}</p>
            <span className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700">
              {m.explore({}, { locale })}
              <ArrowRight
                aria-hidden="true"
                className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
              />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
