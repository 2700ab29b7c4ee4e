// The dashboard's figures (issue 37, decision 0083): views and visitors per day, page, referrer and campaign from the
// daily rollups, and from the raw events for the days not rolled up yet (today); leads from the submissions that are
// not spam, by the page their visit landed on; real-user speed from the raw events of the period (kept 30 days).
// Figures only: no address, no hash, no submission's content.
import {
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_MAX_DAYS,
  type InsightsReport,
  type InsightsRow,
  type InsightsTotals,
  VITALS,
  type VitalName,
  type VitalsRow,
  pageTypeOf,
} from '#contracts/insights.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import type { InsightDailyTable } from '../db/schema.ts';
import { ROLLUP_DIMENSIONS, dayOf } from './insights.service.ts';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
/** Rows each list shows. */
const LISTED = 25;

type Dimension = InsightDailyTable['dimension'];
type Counted = { dimension: Dimension; value: string; day: string; views: number; visitors: number };

/** The period asked for, checked: both days, `from` not after `to`, at most a year, not after today. */
export function periodOf(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const today = dayOf(now);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(INSIGHTS_DEFAULT_DAYS - 1));
  const fieldErrors: Record<string, string[]> = {};
  if (from > to) fieldErrors.from = ['The first day comes after the last'];
  else if (daysBetween(from, to) > INSIGHTS_MAX_DAYS) fieldErrors.from = [`At most ${INSIGHTS_MAX_DAYS} days at once`];
  if (Object.keys(fieldErrors).length > 0) throw new HttpError(400, 'Choose another period', fieldErrors);
  return { from, to };
}

/** Views and visitors per dimension and day: the rollups, and the raw events of days not rolled up yet. */
async function counted(db: Db, from: string, to: string): Promise<Counted[]> {
  const rolled = await db
    .selectFrom('insight_daily')
    .select(['dimension', 'value', 'day', 'views', 'visitors'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const rolledDays = new Set(rolled.filter((row) => row.dimension === 'all').map((row) => row.day));
  const rows: Counted[] = rolled.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) }));
  const columns = [['all', null] as const, ...ROLLUP_DIMENSIONS];
  for (const [dimension, column] of columns) {
    let query = db
      .selectFrom('insight_events')
      .select((select) => [
        'day',
        select.fn.countAll<number | string>().as('views'),
        select.fn.count<number | string>('visitor').distinct().as('visitors'),
      ])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('kind', '=', 'view')
      .groupBy('day');
    if (rolledDays.size > 0) query = query.where('day', 'not in', [...rolledDays]);
    if (column) {
      const live = await query.select(column).where(column, 'is not', null).groupBy(column).execute();
      for (const row of live)
        rows.push({
          dimension,
          value: String((row as Record<string, unknown>)[column]),
          day: row.day,
          views: Number(row.views),
          visitors: Number(row.visitors),
        });
    } else {
      for (const row of await query.execute())
        rows.push({ dimension, value: '', day: row.day, views: Number(row.views), visitors: Number(row.visitors) });
    }
  }
  return rows;
}

type Lead = {
  day: string;
  lead_landing: string | null;
  lead_referrer: string | null;
  lead_campaign: string | null;
};

async function leadsIn(db: Db, from: string, to: string): Promise<Lead[]> {
  const rows = await db
    .selectFrom('contact_submissions')
    .select(['submitted_at', 'lead_landing', 'lead_referrer', 'lead_campaign'])
    .where('status', '!=', 'spam')
    .where('submitted_at', '>=', `${from}T00:00:00.000Z`)
    .where('submitted_at', '<', `${addDays(to, 1)}T00:00:00.000Z`)
    .execute();
  return rows.map((row) => ({
    day: String(row.submitted_at).slice(0, 10),
    lead_landing: row.lead_landing,
    lead_referrer: row.lead_referrer,
    lead_campaign: row.lead_campaign,
  }));
}

function listOf(rows: Counted[], dimension: Dimension, leadsBy: Map<string, number>): InsightsRow[] {
  const byValue = new Map<string, InsightsRow>();
  for (const row of rows.filter((each) => each.dimension === dimension)) {
    const entry = byValue.get(row.value) ?? { value: row.value, views: 0, visitors: 0, leads: 0 };
    entry.views += row.views;
    entry.visitors += row.visitors;
    byValue.set(row.value, entry);
  }
  for (const [value, leads] of leadsBy) {
    const entry = byValue.get(value) ?? { value, views: 0, visitors: 0, leads: 0 };
    entry.leads = leads;
    byValue.set(value, entry);
  }
  return [...byValue.values()]
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.value.localeCompare(b.value))
    .slice(0, LISTED);
}

const countBy = (leads: Lead[], key: (lead: Lead) => string | null) => {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const value = key(lead);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};

async function totalsOf(db: Db, from: string, to: string): Promise<InsightsTotals> {
  const rows = (await counted(db, from, to)).filter((row) => row.dimension === 'all');
  return {
    views: rows.reduce((sum, row) => sum + row.views, 0),
    visitors: rows.reduce((sum, row) => sum + row.visitors, 0),
    leads: (await leadsIn(db, from, to)).length,
  };
}

/** p75 and CrUX's split per page type, device class and metric, from the period's raw speed events. */
async function vitalsIn(db: Db, from: string, to: string): Promise<VitalsRow[]> {
  const events = await db
    .selectFrom('insight_events')
    .select(['path', 'device', 'lcp', 'inp', 'cls', 'fcp', 'ttfb'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('kind', '=', 'vitals')
    .execute();
  const groups = new Map<string, number[]>();
  for (const event of events)
    for (const metric of Object.keys(VITALS) as VitalName[]) {
      const value = event[metric];
      if (value === null || value === undefined) continue;
      const key = `${pageTypeOf(event.path)}\n${event.device}\n${metric}`;
      const values = groups.get(key) ?? [];
      values.push(Number(value));
      groups.set(key, values);
    }
  const rows: VitalsRow[] = [];
  for (const [key, values] of groups) {
    const [pageType = '', device, metric] = key.split('\n') as [string, 'phone' | 'desktop', VitalName];
    values.sort((a, b) => a - b);
    const { good, poor } = VITALS[metric];
    const goodCount = values.filter((value) => value <= good).length;
    const poorCount = values.filter((value) => value > poor).length;
    rows.push({
      pageType,
      device,
      metric,
      p75: values[Math.ceil(values.length * 0.75) - 1]!,
      samples: values.length,
      good: goodCount / values.length,
      needsImprovement: (values.length - goodCount - poorCount) / values.length,
      poor: poorCount / values.length,
    });
  }
  return rows.sort(
    (a, b) =>
      a.pageType.localeCompare(b.pageType) || a.device.localeCompare(b.device) || a.metric.localeCompare(b.metric),
  );
}

export async function insightsReport(db: Db, period: { from: string; to: string }): Promise<InsightsReport> {
  const { from, to } = period;
  const length = daysBetween(from, to);
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const [rows, leads, previousTotals, vitals] = await Promise.all([
    counted(db, from, to),
    leadsIn(db, from, to),
    totalsOf(db, previous.from, previous.to),
    vitalsIn(db, from, to),
  ]);
  const all = rows.filter((row) => row.dimension === 'all');
  const days: InsightsReport['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const counts = all.filter((row) => row.day === day);
    days.push({
      day,
      views: counts.reduce((sum, row) => sum + row.views, 0),
      visitors: counts.reduce((sum, row) => sum + row.visitors, 0),
      leads: leads.filter((lead) => lead.day === day).length,
    });
  }
  return {
    from,
    to,
    previous: { ...previous, ...previousTotals },
    totals: {
      views: days.reduce((sum, day) => sum + day.views, 0),
      visitors: days.reduce((sum, day) => sum + day.visitors, 0),
      leads: leads.length,
    },
    days,
    pages: listOf(
      rows,
      'page',
      countBy(leads, (lead) => lead.lead_landing),
    ),
    referrers: listOf(
      rows,
      'referrer',
      countBy(leads, (lead) => lead.lead_referrer),
    ),
    campaigns: listOf(
      rows,
      'campaign',
      countBy(leads, (lead) => lead.lead_campaign),
    ),
    vitals,
  };
}
