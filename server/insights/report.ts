// The dashboard's figures (issue 37, decision 0083): views and visitors per day, page, referrer and campaign from the
// daily rollups, and from the raw events for the days not rolled up yet (today); leads from the submissions that are
// not spam, by the page their visit landed on; real-user speed from the daily histograms, and the raw events of the
// days without one. Each list is added up by the database, so a year of rollups is read in one indexed pass
// (bench:insights-dashboard measures it at a million views a month). Figures only: no address, no hash, no content.
import {
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_MAX_DAYS,
  INSIGHTS_RAW_DAYS,
  type InsightsReport,
  type InsightsRow,
  type InsightsTotals,
} from '#contracts/insights.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import { ROLLUP_DIMENSIONS, dayOf } from './insights.service.ts';
import { addEvents, addRollups, vitalsRows } from './vitals.ts';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
/** Rows each list shows. */
const LISTED = 25;
/** The lists the dashboard shows, by their rollup dimension. */
const LISTS = ['page', 'referrer', 'campaign'] as const;

type Period = { from: string; to: string; today: string };
type Counts = { views: number; visitors: number };
const countsOf = (row: { views: unknown; visitors: unknown }): Counts => ({
  views: Number(row.views ?? 0),
  visitors: Number(row.visitors ?? 0),
});

/** The period asked for, checked: both days, `from` not after `to`, at most a year, not after today. */
export function periodOf(query: { from?: string | undefined; to?: string | undefined }, now: Date): Period {
  const today = dayOf(now);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(INSIGHTS_DEFAULT_DAYS - 1));
  const fieldErrors: Record<string, string[]> = {};
  if (from > to) fieldErrors.from = ['The first day comes after the last'];
  else if (daysBetween(from, to) > INSIGHTS_MAX_DAYS) fieldErrors.from = [`At most ${INSIGHTS_MAX_DAYS} days at once`];
  if (Object.keys(fieldErrors).length > 0) throw new HttpError(400, 'Choose another period', fieldErrors);
  return { from, to, today };
}

/** The period's days whose raw events are still kept (30 days), except those in `done`. */
function rawDays({ from, to, today }: Period, done: Set<string>) {
  const days: string[] = [];
  const first = addDays(today, -INSIGHTS_RAW_DAYS);
  for (let day = from < first ? first : from; day <= to && day <= today; day = addDays(day, 1))
    if (!done.has(day)) days.push(day);
  return days;
}

/** Views and visitors per day: the rollups, and the raw events of the days not rolled up yet. */
async function perDay(db: Db, period: Period) {
  const rolled = await db
    .selectFrom('insight_daily')
    .select(['day', 'views', 'visitors'])
    .where('dimension', '=', 'all')
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .execute();
  const days = new Map(rolled.map((row) => [row.day, countsOf(row)]));
  const live = rawDays(period, new Set(days.keys()));
  if (live.length > 0)
    for (const row of await db
      .selectFrom('insight_events')
      .select((select) => [
        'day',
        select.fn.countAll<number | string>().as('views'),
        select.fn.count<number | string>('visitor').distinct().as('visitors'),
      ])
      .where('day', 'in', live)
      .where('kind', '=', 'view')
      .groupBy('day')
      .execute())
      days.set(row.day, countsOf(row));
  return { days, live };
}

/** One list's views and visitors per value over the period, added up by the database. */
async function listCounts(db: Db, period: Period, dimension: (typeof LISTS)[number], live: string[]) {
  const counts = new Map<string, Counts>();
  const add = (value: string, row: Counts) => {
    const entry = counts.get(value) ?? { views: 0, visitors: 0 };
    counts.set(value, { views: entry.views + row.views, visitors: entry.visitors + row.visitors });
  };
  const rolled = await db
    .selectFrom('insight_daily')
    .select((select) => [
      'value',
      select.fn.sum<number | string>('views').as('views'),
      select.fn.sum<number | string>('visitors').as('visitors'),
    ])
    .where('dimension', '=', dimension)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('value')
    .execute();
  for (const row of rolled) add(row.value, countsOf(row));
  const column = Object.fromEntries(ROLLUP_DIMENSIONS)[dimension];
  if (live.length > 0 && column)
    for (const row of await db
      .selectFrom('insight_events')
      .select((select) => [
        select.ref(column).as('value'),
        'day',
        select.fn.countAll<number | string>().as('views'),
        select.fn.count<number | string>('visitor').distinct().as('visitors'),
      ])
      .where('day', 'in', live)
      .where('kind', '=', 'view')
      .where(column, 'is not', null)
      .groupBy([column, 'day'])
      .execute())
      add(String(row.value), countsOf(row));
  return counts;
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

/** A list's top values by views, with their leads; a value with leads is listed even without a counted view. */
function listOf(counts: Map<string, Counts>, leadsBy: Map<string, number>): InsightsRow[] {
  const rows = new Map<string, InsightsRow>();
  for (const [value, row] of counts) rows.set(value, { value, ...row, leads: 0 });
  for (const [value, leads] of leadsBy)
    rows.set(value, { ...(rows.get(value) ?? { value, views: 0, visitors: 0 }), leads });
  return [...rows.values()]
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

const sumOf = (counts: Iterable<Counts>) => {
  const total = { views: 0, visitors: 0 };
  for (const row of counts) {
    total.views += row.views;
    total.visitors += row.visitors;
  }
  return total;
};

/** The totals of the period before, to compare with. */
async function totalsOf(db: Db, period: Period): Promise<InsightsTotals> {
  const [{ days }, leads] = await Promise.all([
    perDay(db, period),
    db
      .selectFrom('contact_submissions')
      .select((select) => select.fn.countAll<number | string>().as('leads'))
      .where('status', '!=', 'spam')
      .where('submitted_at', '>=', `${period.from}T00:00:00.000Z`)
      .where('submitted_at', '<', `${addDays(period.to, 1)}T00:00:00.000Z`)
      .executeTakeFirstOrThrow(),
  ]);
  return { ...sumOf(days.values()), leads: Number(leads.leads) };
}

/** p75 and CrUX's split per page type, device class and figure: the daily histograms, and raw events of days without. */
async function vitalsIn(db: Db, period: Period) {
  const rolled = await db
    .selectFrom('insight_vitals_daily')
    .selectAll()
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .execute();
  const histograms = addRollups(new Map(), rolled);
  // Today's, and those of any day rolled up before speed was (still within the raw events' 30 days).
  const live = rawDays(period, new Set(rolled.map((row) => row.day)));
  if (live.length > 0)
    addEvents(
      histograms,
      await db
        .selectFrom('insight_events')
        .select(['path', 'device', 'lcp', 'inp', 'cls', 'fcp', 'ttfb'])
        .where('day', 'in', live)
        .where('kind', '=', 'vitals')
        .execute(),
    );
  return vitalsRows(histograms);
}

export async function insightsReport(db: Db, period: Period): Promise<InsightsReport> {
  const { from, to, today } = period;
  const length = daysBetween(from, to);
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const [{ days: counts, live }, leads, previousTotals, vitals] = await Promise.all([
    perDay(db, period),
    leadsIn(db, from, to),
    totalsOf(db, { ...previous, today }),
    vitalsIn(db, period),
  ]);
  const [pages, referrers, campaigns] = await Promise.all(LISTS.map((list) => listCounts(db, period, list, live)));
  const leadsPerDay = countBy(leads, (lead) => lead.day);
  const days: InsightsReport['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    days.push({ day, ...(counts.get(day) ?? { views: 0, visitors: 0 }), leads: leadsPerDay.get(day) ?? 0 });
  return {
    from,
    to,
    previous: { ...previous, ...previousTotals },
    totals: { ...sumOf(days), leads: leads.length },
    days,
    pages: listOf(
      pages!,
      countBy(leads, (lead) => lead.lead_landing),
    ),
    referrers: listOf(
      referrers!,
      countBy(leads, (lead) => lead.lead_referrer),
    ),
    campaigns: listOf(
      campaigns!,
      countBy(leads, (lead) => lead.lead_campaign),
    ),
    vitals,
  };
}
