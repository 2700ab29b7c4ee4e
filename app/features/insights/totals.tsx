import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { InsightsReport, InsightsTotals } from '#contracts/insights.ts';
import { cn } from '#app/lib/cn.ts';
import { changeOf, count, periodText } from './figures.ts';

const figures: { key: keyof InsightsTotals; label: string; note: string }[] = [
  { key: 'visitors', label: 'Visitors', note: 'Counted once per day: a visitor on three days counts three times.' },
  { key: 'views', label: 'Views', note: 'Every page opened, reloads included.' },
  { key: 'leads', label: 'Leads', note: 'Contact forms sent, spam left out.' },
];

const arrows = {
  up: { Icon: ArrowUpRight, tone: 'text-success-700' },
  down: { Icon: ArrowDownRight, tone: 'text-danger-600' },
  same: { Icon: Minus, tone: 'text-gray-600' },
} as const;

/** The period's visitors, views and leads, each against the period of the same length just before. */
/** `children`: beside the heading (the period's download). */
export function Totals({ report, children }: { report: InsightsReport; children?: React.ReactNode }) {
  const days = report.days.length;
  return (
    <section aria-labelledby="totals-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="totals-title" className="text-xl font-bold text-ink-900">
            {periodText(report.from, report.to)}
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            {days === 1 ? 'One day' : `${count(days)} days`}, against{' '}
            {periodText(report.previous.from, report.previous.to)}. Days are counted in UTC.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">{children}</div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ key, label, note }) => {
          const change = changeOf(report.totals[key], report.previous[key], days);
          const { Icon, tone } = arrows[change.direction];
          return (
            // On a phone the figure sits beside its words, so the three fit a screen.
            <div
              key={key}
              className="grid content-start gap-2 rounded-xl bg-white p-5 shadow-soft ring-1 ring-gray-200 max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-4 max-sm:p-4"
            >
              <dt className="text-sm font-semibold text-gray-600">{label}</dt>
              <dd
                className="text-3xl font-bold text-ink-900 tabular-nums max-sm:col-start-2 max-sm:row-span-3 max-sm:row-start-1 max-sm:self-center"
                data-testid={`total-${key}`}
              >
                {count(report.totals[key])}
              </dd>
              <dd className={cn('flex items-center gap-1 text-sm font-semibold', tone)}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {change.text}
              </dd>
              <dd className="text-sm text-gray-600">{note}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
