import type { VitalsRow } from '#contracts/insights.ts';
import { VITALS, type VitalName } from '#contracts/insights-vitals.ts';
import { cn } from '#app/lib/cn.ts';
import { count, percent, type Rating, ratingOf, ratings, vitalValue } from './figures.ts';

const pageTypes: Record<string, string> = {
  home: 'Home',
  post: 'Blog post',
  story: 'Success story',
  blog: 'Blog',
  'success-stories': 'Success stories',
  contact: 'Contact',
  jobs: 'Jobs',
  services: 'Services',
  about: 'About',
  other: 'Other pages',
};
const devices = { phone: 'Phone', desktop: 'Desktop' } as const;
const columns = ['Page type', 'Device', 'p75', 'Good / needs improvement / poor', 'Samples'] as const;
/** The same columns in every metric's table, so they line up down the section. */
const widths = ['md:w-44', 'md:w-32', 'md:w-60', '', 'md:w-28'] as const;
const splits: Rating[] = ['good', 'needsImprovement', 'poor'];
const cell = 'px-4 py-3 max-md:block max-md:p-0';

/** The split as a stacked bar, and the budget line at 75%: past it, the p75 is within the good threshold. */
function SplitBar({ row }: { row: VitalsRow }) {
  return (
    <div className="grid w-full gap-1.5 md:max-w-72">
      <div aria-hidden="true" className="relative h-3 rounded-sm bg-gray-100">
        <div className="flex h-3 overflow-hidden rounded-sm">
          {splits.map((rating) => (
            <span key={rating} className={ratings[rating].fill} style={{ width: percent(row[rating]) }} />
          ))}
        </div>
        <span className="absolute -top-1 -bottom-1 left-3/4 w-0.5 rounded-full bg-ink-900" />
      </div>
      <p className="text-xs text-gray-700">
        {percent(row.good)} good · {percent(row.needsImprovement)} needs improvement · {percent(row.poor)} poor
      </p>
    </div>
  );
}

function MetricTable({ metric, rows }: { metric: VitalName; rows: VitalsRow[] }) {
  const { label, good, poor } = VITALS[metric];
  return (
    <div className="rounded-xl bg-white shadow-soft ring-1 ring-gray-200 md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block md:min-w-[48rem] md:table-fixed">
        <caption className="px-4 pt-4 pb-3 text-left max-md:block">
          <span className="block text-lg font-bold text-ink-900">
            {label} ({metric.toUpperCase()})
          </span>
          <span className="mt-0.5 block text-sm text-gray-600">
            Budget: good up to {vitalValue(metric, good)}, poor over {vitalValue(metric, poor)}.
          </span>
        </caption>
        <thead className="border-y border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase max-md:sr-only">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={cn('px-4 py-2.5', widths[index])}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 align-top text-gray-700 max-md:block max-md:border-t max-md:border-gray-200">
          {rows.map((row) => {
            const rating = ratingOf(metric, row.p75);
            return (
              // On a phone a row is a card: page type and device, the p75 beside them, the split under them.
              <tr
                key={`${row.pageType}-${row.device}`}
                className="max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-2 max-md:gap-y-1.5 max-md:px-4 max-md:py-3"
              >
                <th scope="row" className={cn(cell, 'font-semibold text-ink-900')}>
                  {pageTypes[row.pageType] ?? row.pageType}
                </th>
                <td className={cell}>
                  <span className="mr-2 md:hidden" aria-hidden="true">
                    ·
                  </span>
                  {devices[row.device]}
                </td>
                <td className={cn(cell, 'whitespace-nowrap max-md:ml-auto')}>
                  <span className="font-semibold text-ink-900 tabular-nums">{vitalValue(metric, row.p75)}</span>{' '}
                  <span className={cn('font-semibold', ratings[rating].text)}>{ratings[rating].label}</span>
                </td>
                <td className={cn(cell, 'max-md:w-full')}>
                  <SplitBar row={row} />
                </td>
                <td className={cn(cell, 'tabular-nums max-md:w-full max-md:text-xs max-md:text-gray-600')}>
                  {count(row.samples)}
                  <span className="md:sr-only"> {row.samples === 1 ? 'sample' : 'samples'}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Real-user speed per page type and device class: each metric's p75 and its good / needs improvement / poor split. */
export function Speed({ vitals }: { vitals: VitalsRow[] }) {
  const measured = (Object.keys(VITALS) as VitalName[])
    .map((metric) => ({ metric, rows: vitals.filter((row) => row.metric === metric) }))
    .filter(({ rows }) => rows.length > 0);
  return (
    <section aria-labelledby="speed-title" className="grid gap-4">
      <div className="grid gap-2">
        <h2 id="speed-title" className="text-xl font-bold text-ink-900">
          Real-user speed
        </h2>
        <p className="max-w-3xl text-gray-700">
          What visitors’ browsers measured, per page type and device: the 75th percentile (p75), and how the visits
          split into good, needs improvement and poor. The line across each bar marks 75%: where green reaches past it,
          the p75 is within the budget. The p75 is read from steps 5% apart, so it may show up to 5% above the exact
          figure, never below it; the split is exact.
        </p>
        <ul aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-gray-700">
          {splits.map((rating) => (
            <li key={rating} className="flex items-center gap-1.5">
              <span className={`size-2.5 rounded-sm ${ratings[rating].fill}`} />
              {ratings[rating].label}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span className="h-3 w-0.5 rounded-full bg-ink-900" />
            Budget (75% good)
          </li>
        </ul>
      </div>
      {measured.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-gray-600 shadow-soft ring-1 ring-gray-200">
          No speed measured in this period
        </p>
      ) : (
        <div className="grid gap-4">
          {measured.map(({ metric, rows }) => (
            <MetricTable key={metric} metric={metric} rows={rows} />
          ))}
        </div>
      )}
    </section>
  );
}
