import type { InsightsReport } from '#contracts/insights.ts';
import { count, dayLong, dayShort } from './figures.ts';

// Views and visitors per day with the days that brought leads marked, as the inbox's weekly picture draws its weeks
// (decision 0064): inline SVG and no charting library, the drawing hidden from assistive technology and its numbers
// in a visually hidden table. The bars stretch to the card's width; what must keep its shape (the lead markers, the
// days under the axis) is HTML laid over and under them.

type Day = InsightsReport['days'][number];

const series = [
  { key: 'views', label: 'Views', swatch: 'bg-brand-300' },
  { key: 'visitors', label: 'Visitors', swatch: 'bg-brand-700' },
] as const;

const slot = 10;
const height = 100;

/** The first, middle and last day: enough to read the axis by at any width. */
const ticks = (days: Day[]) => [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];

/** The first day's label starts at the left edge, the last's ends at the right, the middle's is centred on its bar. */
function tickAt(index: number, position: number, labels: number, days: number): React.CSSProperties {
  if (labels > 1 && position === 0) return { left: 0 };
  if (labels > 1 && position === labels - 1) return { right: 0 };
  return { left: `${((index + 0.5) / days) * 100}%`, transform: 'translateX(-50%)' };
}

export function DailyChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.views, day.visitors)));
  const busiest = days.reduce((top, day) => (day.views > top.views ? day : top), days[0]!);
  const leadDays = days.map((day, index) => ({ ...day, index })).filter((day) => day.leads > 0);
  const at = (index: number) => `${((index + 0.5) / days.length) * 100}%`;
  const barHeight = (value: number) => (value / max) * (height - 2);
  return (
    <figure aria-labelledby="daily-title" className="rounded-xl bg-white p-5 shadow-soft ring-1 ring-gray-200 sm:p-6">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span id="daily-title" className="text-lg font-bold text-ink-900">
          Views and visitors per day
        </span>
        <span className="text-sm text-gray-600">
          Busiest day {dayShort(busiest.day)}:{' '}
          <strong className="font-bold text-ink-900 tabular-nums">{count(busiest.views)}</strong> views
        </span>
      </figcaption>
      <div aria-hidden="true" className="mt-4">
        {/* The lane of leads: a badge with the day's leads above its bar. */}
        <div className="relative h-6">
          {leadDays.map((day) => (
            <span
              key={day.day}
              style={{ left: at(day.index) }}
              className="absolute top-0 inline-flex h-5 min-w-5 -translate-x-1/2 items-center justify-center rounded-full bg-tone-amber px-1 text-xs font-bold text-white tabular-nums"
            >
              {day.leads}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${days.length * slot} ${height}`}
          preserveAspectRatio="none"
          className="block h-40 w-full sm:h-48"
        >
          {leadDays.map((day) => (
            <line
              key={day.day}
              x1={day.index * slot + slot / 2}
              x2={day.index * slot + slot / 2}
              y1="0"
              y2={height}
              className="stroke-tone-amber"
              strokeDasharray="3 3"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => (
            <g key={day.day}>
              {day.views > 0 && (
                <rect
                  x={index * slot + slot * 0.14}
                  y={height - barHeight(day.views)}
                  width={slot * 0.72}
                  height={barHeight(day.views)}
                  className="fill-brand-300"
                />
              )}
              {day.visitors > 0 && (
                <rect
                  x={index * slot + slot * 0.3}
                  y={height - barHeight(day.visitors)}
                  width={slot * 0.4}
                  height={barHeight(day.visitors)}
                  className="fill-brand-700"
                />
              )}
            </g>
          ))}
          <line
            x1="0"
            x2={days.length * slot}
            y1={height - 0.5}
            y2={height - 0.5}
            className="stroke-gray-300"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className="relative mt-1 h-5 text-xs text-gray-600">
          {ticks(days).map((index, position, all) => (
            <span
              key={index}
              style={tickAt(index, position, all.length, days.length)}
              className="absolute whitespace-nowrap"
            >
              {dayShort(days[index]!.day)}
            </span>
          ))}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-gray-700">
          {series.map((each) => (
            <li key={each.key} className="flex items-center gap-1.5">
              <span className={`size-2.5 rounded-sm ${each.swatch}`} />
              {each.label}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-full bg-tone-amber" />
            Leads that day (the number above its bar)
          </li>
        </ul>
      </div>
      <table className="sr-only">
        <caption>Views, visitors and leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Visitors</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLong(day.day)}</th>
              <td>{day.views}</td>
              <td>{day.visitors}</td>
              <td>{day.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
