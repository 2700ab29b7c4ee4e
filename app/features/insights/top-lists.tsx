import type { InsightsReport, InsightsRow } from '#contracts/insights.ts';
import { count } from './figures.ts';

type List = {
  key: 'pages' | 'referrers' | 'campaigns';
  caption: string;
  column: string;
  /** What a lead in this list is. */
  leads: string;
  empty: string;
};

const lists: List[] = [
  {
    key: 'pages',
    caption: 'Top pages',
    column: 'Page',
    leads: 'Leads: contact forms sent in a visit that began on the page.',
    empty: 'No page viewed in this period',
  },
  {
    key: 'referrers',
    caption: 'Referrers',
    column: 'Site',
    leads: 'Leads: contact forms sent in a visit that came from the site.',
    empty: 'No visit from another site in this period',
  },
  {
    key: 'campaigns',
    caption: 'Campaigns',
    column: 'Campaign',
    leads: 'Leads: contact forms sent in a visit that came by the campaign’s link (utm_campaign).',
    empty: 'No campaign in this period',
  },
];

const number = 'px-3 py-2.5 text-right tabular-nums';
/** The leads column stands out: tinted, and its figures bold once there is one. */
const leadsCell = 'bg-brand-50 px-3 py-2.5 text-right tabular-nums';

function ListTable({ list, rows }: { list: List; rows: InsightsRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.views));
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-soft ring-1 ring-gray-200">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-3 text-left">
          <span className="block text-lg font-bold text-ink-900">{list.caption}</span>
          <span className="mt-0.5 block text-sm text-gray-600">{list.leads}</span>
        </caption>
        <thead className="border-y border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              {list.column}
            </th>
            <th scope="col" className={number}>
              Views
            </th>
            <th scope="col" className={number}>
              Visitors
            </th>
            <th scope="col" className={`${leadsCell} text-brand-800`}>
              Leads
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 text-gray-700">
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="px-4 py-8 text-center text-base text-gray-600">
                {list.empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className="px-4 py-2.5 font-medium break-words text-ink-900">
                {row.value}
                {/* The row's views against the list's most: a glance, its figure is in the next cell. */}
                <span aria-hidden="true" className="mt-1 block h-1 rounded-full bg-gray-100">
                  <span
                    className="block h-1 rounded-full bg-brand-300"
                    style={{ width: `${(row.views / most) * 100}%` }}
                  />
                </span>
              </th>
              <td className={number}>{count(row.views)}</td>
              <td className={number}>{count(row.visitors)}</td>
              <td className={`${leadsCell} ${row.leads > 0 ? 'font-bold text-brand-800' : ''}`}>{count(row.leads)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Top pages, referrers and campaigns of the period: views, visitors and, marked, the leads each brought. */
export function TopLists({ report }: { report: InsightsReport }) {
  const [pages, ...sources] = lists;
  return (
    <section aria-labelledby="lists-title" className="grid gap-4">
      <h2 id="lists-title" className="text-xl font-bold text-ink-900">
        Which pages bring leads
      </h2>
      <ListTable list={pages!} rows={report.pages} />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        {sources.map((list) => (
          <ListTable key={list.key} list={list} rows={report[list.key]} />
        ))}
      </div>
    </section>
  );
}
