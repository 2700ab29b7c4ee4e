// The visitor figures' dashboard at a year of a million views a month (issue 37, decision 0083), on a SQLite file and
// on PostgreSQL, through the server's own migrations, rollup and report:
// 1. Seed: 365 days of rollups (views and visitors per page, referrer and tag, counted here as the rollup's SQL does;
//    real-user speed as histograms, by the rollup's own rollupRows), made
//    from synthetic days of BENCH_VIEWS_PER_DAY (33,333) views: 160 pages and 300 referrer hosts drawn by Zipf's law,
//    two in five views from another site, one in twenty with campaign tags (40 campaigns), three in five on a phone,
//    and 0.8 speed events per view with log-normal figures. The last 30 days are raw events instead, as the server
//    keeps them (about 1.8 million rows), and 500 leads a month in `contact_submissions`.
// 2. The rollup: the service rolls up the 30 raw days as it does each night after midnight (its salts deleted, its
//    hashes blanked), and the time per day is printed: SQLite holds the event loop for that long once a day.
// 3. The dashboard: `insightsReport` for the last 7, 30, 90 and 365 days, BENCH_RUNS (5) times after a warm-up, each
//    SQL query timed on its connection by Kysely's log (a wait for the connection excluded: on SQLite the report's
//    queries run one after the other, each holding the event loop for its time).
//    Budget: every query ≤ 200 ms. The whole report's time is printed beside it.
// 4. Storage: rows and bytes per table, for the decision's figures.
// Exits 2 when a budget was missed, 1 when the rollup failed. Run with `npm run bench:insights-dashboard`;
// SKIP_POSTGRES=1 leaves PostgreSQL out, TEST_DATABASE_URL names it. Takes a few minutes (most of it the seeding).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type LogConfig, sql } from 'kysely';
import pg from 'pg';
import { type Db, connect, sqliteHandle } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import type { InsightDailyTable, InsightEventsTable, InsightVitalsDailyTable } from '../server/db/schema.ts';
import { ROLLUP_DIMENSIONS, createInsights, dayOf } from '../server/insights/insights.service.ts';
import { insightsReport, periodOf } from '../server/insights/report.ts';
import { addEvents, rollupRows } from '../server/insights/vitals.ts';
import { median, passFail, renderTable } from './lib/format.ts';
import { benchSchema } from './lib/postgres.ts';

const BUDGET_QUERY_MS = 200;
const VIEWS_PER_DAY = Number(process.env.BENCH_VIEWS_PER_DAY ?? 33_333);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PERIODS = [7, 30, 90, 365];
const RAW_DAYS = 30;
const YEAR = 365;
const LEADS_PER_MONTH = 500;
/** Rolled-up days are made from this many synthetic days in turn: realistic rows, a fraction of the time. */
const TEMPLATE_DAYS = 14;
const DAY_MS = 86_400_000;

const now = new Date();
const today = dayOf(now);
const dayBefore = (days: number) => dayOf(new Date(now.getTime() - days * DAY_MS));

/** A seeded generator, so every run seeds the same site. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Picks from `values` by Zipf's law: the first most, the long tail rarely. */
function zipf<T>(values: T[], next: () => number) {
  const weights = values.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) cumulative.push((sum += weight / total));
  return () => {
    const at = next();
    let low = 0;
    let high = values.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! >= at) high = middle;
      else low = middle + 1;
    }
    return values[low]!;
  };
}

const posts = Array.from({ length: 60 }, (_, index) => `/blog/post-${index + 1}`);
const stories = Array.from({ length: 12 }, (_, index) => `/success-stories/story-${index + 1}`);
const english = ['/', '/blog', '/services', '/about', '/contact', '/jobs', '/success-stories', ...posts, ...stories];
const PAGES = [...english, ...english.map((page) => `/nl${page === '/' ? '/' : page}`)].slice(0, 160);
const REFERRERS = [
  'google.com',
  'linkedin.com',
  'bing.com',
  'duckduckgo.com',
  ...Array.from({ length: 296 }, (_, index) => `site-${index + 1}.example`),
];
const CAMPAIGNS = Array.from({ length: 40 }, (_, index) => `campaign-${index + 1}`);
const SOURCES = ['newsletter', 'linkedin', 'google', 'partner', 'event', 'x', 'mastodon', 'podcast', 'meetup', 'blog'];
const MEDIUMS = ['email', 'social', 'cpc', 'referral', 'print'];

type Raw = Omit<InsightEventsTable, 'time'> & { time: string };

/** One synthetic day's raw events: views, then speed events. */
function syntheticDay(day: string, seed: number): Raw[] {
  const next = random(seed);
  const page = zipf(PAGES, next);
  const referrer = zipf(REFERRERS, next);
  const campaign = zipf(CAMPAIGNS, next);
  const source = zipf(SOURCES, next);
  const medium = zipf(MEDIUMS, next);
  const views = Math.round(VIEWS_PER_DAY * (0.8 + 0.4 * next()));
  const visitors = Math.round(views / 2.5);
  const spread = (median: number) =>
    median * Math.exp(0.9 * Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next()));
  const events: Raw[] = [];
  for (let index = 0; index < views; index += 1) {
    const tagged = next() < 0.05;
    const seconds = Math.floor((index / views) * 86_399);
    events.push({
      day,
      time: `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`,
      kind: 'view',
      path: page(),
      referrer: next() < 0.4 ? referrer() : null,
      utm_source: tagged ? source() : null,
      utm_medium: tagged ? medium() : null,
      utm_campaign: tagged ? campaign() : null,
      device: next() < 0.6 ? 'phone' : 'desktop',
      visitor: `v${seed}-${Math.floor(next() * visitors)}`.padEnd(22, '.'),
      lcp: null,
      inp: null,
      cls: null,
      fcp: null,
      ttfb: null,
    });
  }
  for (const view of events.slice(0, Math.round(views * 0.8)))
    events.push({
      ...view,
      kind: 'vitals',
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      lcp: Math.min(60_000, spread(view.device === 'phone' ? 2100 : 1200)),
      inp: next() < 0.4 ? Math.min(60_000, spread(120)) : null,
      cls: Math.min(100, spread(0.03)),
      fcp: Math.min(60_000, spread(view.device === 'phone' ? 1500 : 800)),
      ttfb: Math.min(60_000, spread(400)),
    });
  return events;
}

/** A synthetic day as the rollup would keep it: `insight_daily` rows (unique visitors per value) and histograms. */
function rolledUp(events: Raw[]) {
  const day = events[0]!.day;
  const views = events.filter((event) => event.kind === 'view');
  const rows: Omit<InsightDailyTable, 'day'>[] = [];
  const count = (dimension: InsightDailyTable['dimension'], valueOf: (event: Raw) => string | null) => {
    const groups = new Map<string, { views: number; visitors: Set<string | null> }>();
    for (const event of views) {
      const value = valueOf(event);
      if (value === null) continue;
      const group = groups.get(value) ?? { views: 0, visitors: new Set() };
      group.views += 1;
      group.visitors.add(event.visitor);
      groups.set(value, group);
    }
    for (const [value, group] of groups)
      rows.push({ dimension, value, views: group.views, visitors: group.visitors.size });
  };
  count('all', () => '');
  for (const [dimension, column] of ROLLUP_DIMENSIONS) count(dimension, (event) => event[column]);
  const histograms = rollupRows(
    day,
    addEvents(
      new Map(),
      events.filter((event) => event.kind === 'vitals'),
    ),
  ).map(({ day: _, ...row }) => row);
  return { rows, histograms };
}

/** Inserts rows into a table in slices of `size`: SQLite through one prepared statement per slice in a transaction,
 * PostgreSQL through `unnest` of one array per column (far faster than a row of parameters each). */
async function bulkInsert<T extends object>(
  target: { db: Db; client: pg.Client | null },
  table: string,
  rows: T[],
  types: Record<keyof T & string, 'text' | 'float8' | 'int8' | 'timestamptz'>,
) {
  const columns = Object.keys(types) as (keyof T & string)[];
  const handle = sqliteHandle(target.db);
  if (handle) {
    const insert = handle.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
    for (let at = 0; at < rows.length; at += 50_000)
      handle.transaction(() => {
        for (const row of rows.slice(at, at + 50_000))
          insert.run(...columns.map((column) => (row as Record<string, unknown>)[column] ?? null));
      });
    return;
  }
  const statement = `insert into ${table} (${columns.join(', ')}) select * from unnest(${columns
    .map((column, index) => `$${index + 1}::${types[column]}[]`)
    .join(', ')})`;
  for (let at = 0; at < rows.length; at += 20_000) {
    const slice = rows.slice(at, at + 20_000);
    await target.client!.query(
      statement,
      columns.map((column) => slice.map((row) => (row as Record<string, unknown>)[column] ?? null)),
    );
  }
}

const eventTypes = {
  day: 'text',
  time: 'text',
  kind: 'text',
  path: 'text',
  referrer: 'text',
  utm_source: 'text',
  utm_medium: 'text',
  utm_campaign: 'text',
  device: 'text',
  visitor: 'text',
  lcp: 'float8',
  inp: 'float8',
  cls: 'float8',
  fcp: 'float8',
  ttfb: 'float8',
} as const;

async function seed(target: { db: Db; client: pg.Client | null }) {
  const started = performance.now();
  const templates = Array.from({ length: TEMPLATE_DAYS }, (_, index) =>
    rolledUp(syntheticDay('template', 1_000 + index)),
  );
  const daily: InsightDailyTable[] = [];
  const vitals: InsightVitalsDailyTable[] = [];
  for (let back = YEAR; back > RAW_DAYS; back -= 1) {
    const day = dayBefore(back);
    const template = templates[back % TEMPLATE_DAYS]!;
    for (const row of template.rows) daily.push({ day, ...row });
    for (const row of template.histograms) vitals.push({ day, ...row });
  }
  await bulkInsert(target, 'insight_daily', daily, {
    day: 'text',
    dimension: 'text',
    value: 'text',
    views: 'int8',
    visitors: 'int8',
  });
  await bulkInsert(target, 'insight_vitals_daily', vitals, {
    day: 'text',
    page_type: 'text',
    device: 'text',
    metric: 'text',
    histogram: 'text',
  });
  let raw = 0;
  for (let back = RAW_DAYS; back >= 0; back -= 1) {
    const events = syntheticDay(dayBefore(back), back);
    raw += events.length;
    await bulkInsert(target, 'insight_events', events, eventTypes);
  }
  // The days before today are not rolled up yet: each still has its salt, as after 30 nights with the site down.
  await target.db
    .insertInto('insight_salts')
    .values(Array.from({ length: RAW_DAYS + 1 }, (_, back) => ({ day: dayBefore(back), salt: `salt-${back}` })))
    .execute();
  const next = random(7);
  const landing = zipf(PAGES, next);
  const leads = Array.from({ length: Math.round((LEADS_PER_MONTH * 12 * YEAR) / 365) }, (_, index) => {
    const at = new Date(now.getTime() - next() * YEAR * DAY_MS);
    return {
      form_type: 'company',
      status: next() < 0.1 ? 'spam' : 'received',
      name: `Lead ${index}`,
      email: `lead-${index}@example.com`,
      message: 'A question about a project.',
      submitted_at: at.toISOString(),
      lead_landing: next() < 0.8 ? landing() : null,
      lead_referrer: next() < 0.4 ? REFERRERS[Math.floor(next() * 20)]! : null,
      lead_campaign: next() < 0.1 ? CAMPAIGNS[Math.floor(next() * 10)]! : null,
    };
  });
  await bulkInsert(target, 'contact_submissions', leads, {
    form_type: 'text',
    status: 'text',
    name: 'text',
    email: 'text',
    message: 'text',
    submitted_at: 'timestamptz',
    lead_landing: 'text',
    lead_referrer: 'text',
    lead_campaign: 'text',
  });
  return {
    seconds: (performance.now() - started) / 1000,
    rollups: daily.length + vitals.length,
    raw,
    leads: leads.length,
  };
}

/** Each query's time on its connection (Kysely's own measure, waits for the connection excluded), by what it reads. */
const queryTimes: { table: string; ms: number }[] = [];
const logQueries: LogConfig = (event) => {
  if (event.level !== 'query') return;
  const name = /from "(\w+)"/.exec(event.query.sql)?.[1] ?? '?';
  // The rollup's dimension a query reads, if any, to tell the lists apart.
  const dimension = event.query.parameters.find((value) =>
    ['all', 'page', 'referrer', 'campaign'].includes(String(value)),
  );
  queryTimes.push({ table: dimension ? `${name} ${String(dimension)}` : name, ms: event.queryDurationMillis });
};

async function storage(db: Db, kind: 'SQLite' | 'PostgreSQL', file?: string) {
  const tables = ['insight_events', 'insight_daily', 'insight_vitals_daily'] as const;
  const rows: string[][] = [];
  for (const table of tables) {
    const { count } = await db
      .selectFrom(table)
      .select((select) => select.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    let bytes: number | null = null;
    if (kind === 'PostgreSQL') {
      const result = await sql<{ bytes: string }>`select pg_total_relation_size(${table}::regclass) as bytes`.execute(
        db,
      );
      bytes = Number(result.rows[0]!.bytes);
    } else {
      const result = await sql<{ bytes: number }>`select sum(pgsize) as bytes from dbstat where name = ${table}
        or name in (select name from sqlite_master where tbl_name = ${table} and type = 'index')`
        .execute(db)
        .catch(() => null);
      bytes = result ? Number(result.rows[0]?.bytes ?? 0) : null;
    }
    rows.push([
      kind,
      table,
      Number(count).toLocaleString('en'),
      bytes === null ? '?' : `${(bytes / 1e6).toFixed(1)} MB`,
    ]);
  }
  if (file) rows.push([kind, '(whole file)', '', `${(fs.statSync(file).size / 1e6).toFixed(1)} MB`]);
  return rows;
}

const reportRows: string[][] = [];
const setupRows: string[][] = [];
const storageRows: string[][] = [];
let missed = false;

async function measure(kind: 'SQLite' | 'PostgreSQL', db: Db, client: pg.Client | null, file?: string) {
  await migrate(db);
  const seeded = await seed({ db, client });
  const warnings: unknown[] = [];
  // The night's rollup, as the server runs it: the first write after the grace past midnight rolls up every day
  // whose salt is still there.
  const insights = createInsights({
    db,
    now: () => now,
    log: { warn: (...args: unknown[]) => warnings.push(args) },
    ownHost: 'www.example.org',
    keepDays: YEAR + 1,
  });
  const rollupStarted = performance.now();
  insights.record({ type: 'view', path: '/' }, { address: '192.0.2.1', userAgent: 'Mozilla/5.0 Chrome/142.0' });
  await insights.close();
  const rollupMs = performance.now() - rollupStarted;
  if (warnings.length > 0) {
    console.error(`${kind}: the rollup failed`, warnings);
    process.exitCode = 1;
  }
  const left = await db.selectFrom('insight_salts').select('day').execute();
  if (left.length !== 1) {
    console.error(`${kind}: ${left.length} salts left after the rollup, expected today's only`);
    process.exitCode = 1;
  }
  setupRows.push([
    kind,
    `${seeded.seconds.toFixed(0)} s`,
    seeded.rollups.toLocaleString('en'),
    seeded.raw.toLocaleString('en'),
    seeded.leads.toLocaleString('en'),
    `${(rollupMs / (RAW_DAYS + 1)).toFixed(0)} ms`,
  ]);
  // The statistics a database in use has: the planner's choices are those of a real site.
  await sql`analyze`.execute(db);

  for (const days of PERIODS) {
    const period = periodOf({ from: dayBefore(days - 1), to: today }, now);
    await insightsReport(db, period);
    queryTimes.length = 0;
    const totals: number[] = [];
    let figures = '';
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const report = await insightsReport(db, period);
      totals.push(performance.now() - started);
      figures = `${report.totals.views.toLocaleString('en')} views, ${report.vitals.length} speed rows`;
    }
    const slowest = queryTimes.reduce((worst, each) => (each.ms > worst.ms ? each : worst));
    const ok = slowest.ms <= BUDGET_QUERY_MS;
    missed ||= !ok;
    reportRows.push([
      kind,
      `${days} days`,
      figures,
      String(queryTimes.length / RUNS),
      `${(queryTimes.reduce((sum, each) => sum + each.ms, 0) / RUNS).toFixed(0)} ms`,
      `${median(totals)!.toFixed(0)} ms`,
      `${Math.max(...totals).toFixed(0)} ms`,
      `${slowest.ms.toFixed(0)} ms (${slowest.table})`,
      passFail(ok),
    ]);
  }
  storageRows.push(...(await storage(db, kind, file)));
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));
  try {
    const file = path.join(dir, 'site.db');
    const db = connect({ kind: 'sqlite', file }, { log: logQueries });
    try {
      await measure('SQLite', db, null, file);
    } finally {
      await db.destroy();
    }
    if (process.env.SKIP_POSTGRES !== '1') {
      const schema = await benchSchema('dashboard');
      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      const pgDb = connect({ kind: 'postgres', url: schema.url }, { log: logQueries });
      try {
        await measure('PostgreSQL', pgDb, client);
      } finally {
        await pgDb.destroy();
        await client.end();
        await schema.drop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nThe dashboard at ${(VIEWS_PER_DAY * 30).toLocaleString('en')} views a month, a year kept\n`);
  console.log(
    renderTable(
      [
        { header: 'database' },
        { header: 'seeded in', align: 'right' },
        { header: 'rollup rows', align: 'right' },
        { header: 'raw events', align: 'right' },
        { header: 'leads', align: 'right' },
        { header: 'nightly rollup, per day', align: 'right' },
      ],
      setupRows,
    ),
  );
  console.log(
    `\n${renderTable(
      [
        { header: 'database' },
        { header: 'period' },
        { header: 'figures' },
        { header: 'queries', align: 'right' },
        { header: 'their time', align: 'right' },
        { header: 'report p50', align: 'right' },
        { header: 'report max', align: 'right' },
        { header: `slowest query (≤ ${BUDGET_QUERY_MS} ms)`, align: 'right' },
        { header: 'budget' },
      ],
      reportRows,
    )}`,
  );
  console.log(
    `\n${renderTable(
      [
        { header: 'database' },
        { header: 'table' },
        { header: 'rows', align: 'right' },
        { header: 'size', align: 'right' },
      ],
      storageRows,
    )}`,
  );
  if (missed) process.exitCode = 2;
}

await main();
