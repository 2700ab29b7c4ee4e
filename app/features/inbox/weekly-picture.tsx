import { useQuery } from '@tanstack/react-query';
import { type WeeklyPoint, weeklyWeeks } from '#contracts/admin.ts';
import { weeklyQuery } from '#app/features/inbox/api/weekly.ts';

// The admin landing's weekly picture (issue 24 item 5): two small stacked bar charts in inline
// SVG, no charting library. Each has its numbers as a table for screen readers, and a caption.

type Series = { key: keyof Omit<WeeklyPoint, 'week'>; label: string; fill: string; swatch: string };

const submissions: Series[] = [
  { key: 'company', label: 'Company inquiries', fill: 'fill-brand-600', swatch: 'bg-brand-600' },
  { key: 'job', label: 'Job applications', fill: 'fill-brand-300', swatch: 'bg-brand-300' },
];
const delivery: Series[] = [
  { key: 'sent', label: 'Sent', fill: 'fill-success-600', swatch: 'bg-success-600' },
  { key: 'failed', label: 'Failed', fill: 'fill-danger-600', swatch: 'bg-danger-600' },
  { key: 'pending', label: 'Pending', fill: 'fill-gray-400', swatch: 'bg-gray-400' },
];

const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortWeek = (week: string) => weekLabel.format(new Date(`${week}T00:00:00Z`));

const width = 360;
const height = 120;
const axis = 18;

function Chart({ id, title, weeks, series }: { id: string; title: string; weeks: WeeklyPoint[]; series: Series[] }) {
  const totals = weeks.map((week) => series.reduce((sum, each) => sum + week[each.key], 0));
  const max = Math.max(1, ...totals);
  const slot = width / weeks.length;
  const bar = slot * 0.64;
  const plot = height - axis;
  const thisWeek = totals.at(-1) ?? 0;
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 shadow-soft ring-1 ring-gray-200">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={`${id}-title`} className="text-sm font-semibold text-gray-600">
          {title}, last {weeks.length} weeks
        </span>
        <span className="text-sm text-gray-600">
          This week <strong className="font-bold text-ink-900 tabular-nums">{thisWeek}</strong>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 h-28 w-full" aria-hidden="true">
        <line x1="0" x2={width} y1={plot + 0.5} y2={plot + 0.5} className="stroke-gray-200" />
        {weeks.map((week, index) => {
          let top = plot;
          return (
            <g key={week.week}>
              {series.map((each) => {
                const size = (week[each.key] / max) * (plot - 4);
                top -= size;
                return size > 0 ? (
                  <rect
                    key={each.key}
                    x={index * slot + (slot - bar) / 2}
                    y={top}
                    width={bar}
                    height={size}
                    className={each.fill}
                    rx="1.5"
                  />
                ) : null;
              })}
              {(index === 0 || index === weeks.length - 1 || index === Math.floor(weeks.length / 2)) && (
                <text
                  x={index * slot + slot / 2}
                  y={height - 4}
                  textAnchor="middle"
                  className="fill-gray-600 text-[10px]"
                >
                  {shortWeek(week.week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden="true">
        {series.map((each) => (
          <li key={each.key} className="flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${each.swatch}`} />
            {each.label}
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <caption>{title} per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {series.map((each) => (
              <th key={each.key} scope="col">
                {each.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">{shortWeek(week.week)}</th>
              {series.map((each) => (
                <td key={each.key}>{week[each.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Submissions per week by form type, and how their e-mails fared, for the last `weeklyWeeks` weeks. */
export function WeeklyPicture() {
  const weekly = useQuery(weeklyQuery);
  if (!weekly.data) return null;
  return (
    <section aria-label={`The last ${weeklyWeeks} weeks`} className="grid gap-3 md:grid-cols-2">
      <Chart id="weekly-submissions" title="Submissions" weeks={weekly.data.weeks} series={submissions} />
      <Chart id="weekly-delivery" title="E-mail delivery" weeks={weekly.data.weeks} series={delivery} />
    </section>
  );
}
