// Visitor figures with no cookie and nothing on the device (issue 37, decision 0083). An event costs an array push:
// the events go to the database in batches every second, from every instance into the same tables. A visitor is a
// hash of address and user agent with the day's salt, which all instances share through the database and which is
// deleted once the day has been rolled up; the address and the user agent are never stored. With the database away,
// events are dropped and pages are served as always.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { INSIGHTS_RAW_DAYS, type InsightEvent, referrerHost } from '#contracts/insights.ts';
import { type Db, scrubDeleted } from '../db/connect.ts';
import type { InsightDailyTable, InsightEventsTable } from '../db/schema.ts';
import { addEvents, rollupRows } from './vitals.ts';

/** How often the events a server holds are written. */
export const INSIGHTS_FLUSH_MS = 1000;
/** Events a server holds at most between two writes; past that (a flood, or the database away) new ones are dropped. */
export const INSIGHTS_BUFFER_MAX = 50_000;
/** Rows per insert statement: far under the parameter limits, and a few milliseconds of SQLite's time each. */
const BATCH_ROWS = 200;
/** A day is rolled up this long after it ends, so events an instance still held at midnight are in it. */
export const ROLLUP_GRACE_MS = 5 * 60_000;

/** A moment's day, YYYY-MM-DD in UTC: the day events, salts and rollups are kept by. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const timeOf = (at: Date) => at.toISOString().slice(11, 23);
const daysBefore = (at: Date, days: number) => dayOf(new Date(at.getTime() - days * 86_400_000));

/** A phone or a tablet held as one, by the user agent's own word; everything else counts as a desktop. */
export const deviceOf = (userAgent: string): InsightEventsTable['device'] =>
  /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(userAgent) ? 'phone' : 'desktop';

/**
 * Who sent an event: used for the visitor hash and the rate limit's key, then forgotten; and the host it was sent to,
 * which a referrer from the site itself names (behind a proxy or on a preview address, not always the public one).
 */
export type Sender = { address: string; userAgent: string; host?: string | undefined };

/** Where a lead came from, read from its visit's views of the day (decision 0083); each null where unknown. */
export type LeadSource = {
  /** The page the visit began on: its first view, or the latest that came from another site or a campaign link. */
  landing: string;
  /** The page viewed before the form's own page: where the form was opened from. */
  page: string;
  referrer: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
};

/** The form pages themselves: the page before them is where a form was opened from. */
const formPage = /^(\/nl)?\/contact\/?$/;

type Pending = Omit<InsightEventsTable, 'visitor'> & { visitor: string | null; sender?: Sender };

/** The rollup's dimensions and the raw event's column each counts by (the report reads live days the same way). */
export const ROLLUP_DIMENSIONS = [
  ['page', 'path'],
  ['referrer', 'referrer'],
  ['source', 'utm_source'],
  ['medium', 'utm_medium'],
  ['campaign', 'utm_campaign'],
] as const;

export function createInsights({
  db,
  now = () => new Date(),
  log,
  ownHost,
  keepDays = 365,
}: {
  db: Db;
  now?: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The site's own host: a referrer from it is no referrer. */
  ownHost: string;
  /** How long the daily rollups are kept (RETENTION_DAYS). */
  keepDays?: number;
}) {
  let pending: Pending[] = [];
  let dropped = 0;
  /** Today's salt once read from the database; events that arrive before it are hashed at the write. */
  let salt: { day: string; value: string } | null = null;
  let writing: Promise<void> = Promise.resolve();
  /** The first day not rolled up yet when this instance last rolled up: it does so once a day. */
  let rolledBefore = '';

  const hash = (value: string, sender: Sender) =>
    createHash('sha256').update(`${value}\n${sender.address}\n${sender.userAgent}`).digest('base64url').slice(0, 22);

  /** The day's salt: made by the first instance to ask, read by the others. */
  async function saltOf(day: string) {
    if (salt?.day === day) return salt.value;
    await db
      .insertInto('insight_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await db.selectFrom('insight_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    salt = { day, value: row.salt };
    return row.salt;
  }

  /** Takes one event, already checked against its schema and known to be a page of the site. */
  function record(event: InsightEvent, sender: Sender) {
    if (pending.length >= INSIGHTS_BUFFER_MAX) {
      dropped += 1;
      return false;
    }
    const at = now();
    const day = dayOf(at);
    const row: Pending = {
      day,
      time: timeOf(at),
      kind: event.type,
      path: event.path,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      device: deviceOf(sender.userAgent),
      visitor: salt?.day === day ? hash(salt.value, sender) : null,
      lcp: null,
      inp: null,
      cls: null,
      fcp: null,
      ttfb: null,
    };
    if (row.visitor === null) row.sender = sender;
    if (event.type === 'view') {
      const host = referrerHost(event.referrer, ownHost);
      row.referrer = host && sender.host && referrerHost(event.referrer, sender.host) === null ? null : host;
      row.utm_source = event.utm?.source || null;
      row.utm_medium = event.utm?.medium || null;
      row.utm_campaign = event.utm?.campaign || null;
    } else {
      const { lcp, inp, cls, fcp, ttfb } = event.metrics;
      Object.assign(row, {
        lcp: lcp ?? null,
        inp: inp ?? null,
        cls: cls ?? null,
        fcp: fcp ?? null,
        ttfb: ttfb ?? null,
      });
    }
    pending.push(row);
    return true;
  }

  /**
   * Rolls up every day before `ready` (today, once the grace after midnight has passed) whose salt still exists: views
   * and unique visitors per page, referrer and campaign tag go to `insight_daily`, real-user speed as histograms to
   * `insight_vitals_daily`; the day's visitor hashes are blanked and its salt deleted.
   * Deleting the salt is the claim: of several instances, the one whose delete takes the row does the day.
   */
  async function rollUp(ready: string) {
    const days = await db.selectFrom('insight_salts').select('day').where('day', '<', ready).execute();
    for (const { day } of days) {
      await db.transaction().execute(async (trx) => {
        const claimed = await trx.deleteFrom('insight_salts').where('day', '=', day).executeTakeFirst();
        if (Number(claimed.numDeletedRows) === 0) return;
        const rows: InsightDailyTable[] = [];
        const totals = await trx
          .selectFrom('insight_events')
          .select((select) => [
            select.fn.countAll<number | string>().as('views'),
            select.fn.count<number | string>('visitor').distinct().as('visitors'),
          ])
          .where('day', '=', day)
          .where('kind', '=', 'view')
          .executeTakeFirstOrThrow();
        rows.push({ day, dimension: 'all', value: '', views: Number(totals.views), visitors: Number(totals.visitors) });
        for (const [dimension, column] of ROLLUP_DIMENSIONS) {
          const grouped = await trx
            .selectFrom('insight_events')
            .select((select) => [
              select.ref(column).as('value'),
              select.fn.countAll<number | string>().as('views'),
              select.fn.count<number | string>('visitor').distinct().as('visitors'),
            ])
            .where('day', '=', day)
            .where('kind', '=', 'view')
            .where(column, 'is not', null)
            .groupBy(column)
            .execute();
          for (const row of grouped)
            rows.push({
              day,
              dimension,
              value: String(row.value),
              views: Number(row.views),
              visitors: Number(row.visitors),
            });
        }
        for (let at = 0; at < rows.length; at += BATCH_ROWS)
          await trx
            .insertInto('insight_daily')
            .values(rows.slice(at, at + BATCH_ROWS))
            .onConflict((conflict) =>
              conflict.columns(['day', 'dimension', 'value']).doUpdateSet((update) => ({
                views: update.ref('excluded.views'),
                visitors: update.ref('excluded.visitors'),
              })),
            )
            .execute();
        // Real-user speed: one histogram per page type, device class and figure.
        const speed = await trx
          .selectFrom('insight_events')
          .select(['path', 'device', 'lcp', 'inp', 'cls', 'fcp', 'ttfb'])
          .where('day', '=', day)
          .where('kind', '=', 'vitals')
          .execute();
        const histograms = rollupRows(day, addEvents(new Map(), speed));
        for (let at = 0; at < histograms.length; at += BATCH_ROWS)
          await trx
            .insertInto('insight_vitals_daily')
            .values(histograms.slice(at, at + BATCH_ROWS))
            .onConflict((conflict) =>
              conflict
                .columns(['day', 'page_type', 'device', 'metric'])
                .doUpdateSet((update) => ({ histogram: update.ref('excluded.histogram') })),
            )
            .execute();
      });
    }
    // Every day before today keeps no hash: the rolled-up days, and any event written late for one of them.
    await db
      .updateTable('insight_events')
      .set({ visitor: null })
      .where('day', '<', ready)
      .where('visitor', 'is not', null)
      .execute();
    await db.deleteFrom('insight_events').where('day', '<', daysBefore(now(), INSIGHTS_RAW_DAYS)).execute();
    await db.deleteFrom('insight_daily').where('day', '<', daysBefore(now(), keepDays)).execute();
    await db.deleteFrom('insight_vitals_daily').where('day', '<', daysBefore(now(), keepDays)).execute();
    // SQLite's write-ahead log still holds the pages as they were, salts and hashes in them: emptied into the file,
    // whose deleted content is zeroed (decision 0042).
    if (!(await scrubDeleted(db))) log.warn('the write-ahead log was busy: the old salts leave it at the next roll-up');
  }

  async function write() {
    const batch = pending;
    pending = [];
    try {
      const day = dayOf(now());
      const today = await saltOf(day);
      const rows = batch.map(({ sender, ...row }): InsightEventsTable => ({
        ...row,
        // Hashed with the salt of the day it arrived on; an event held over midnight keeps no hash.
        visitor: row.visitor ?? (sender && row.day === day ? hash(today, sender) : null),
      }));
      for (let at = 0; at < rows.length; at += BATCH_ROWS) {
        await db
          .insertInto('insight_events')
          .values(rows.slice(at, at + BATCH_ROWS))
          .execute();
        // SQLite writes without yielding: a request that arrives meanwhile waits for one slice, not for a flood's
        // whole second of events (bench:insights measured a page's p99 at 75 ms with one write of 3,000).
        await new Promise((resolve) => setImmediate(resolve));
      }
      const ready = dayOf(new Date(now().getTime() - ROLLUP_GRACE_MS));
      if (ready !== rolledBefore) {
        await rollUp(ready);
        rolledBefore = ready;
      }
    } catch (error) {
      // Figures are a help, never in the way: with the database away they are dropped.
      log.warn({ err: error, events: batch.length }, 'insight events not written');
    }
  }

  /** Writes what is held so far, after any write in progress. */
  function flush() {
    writing = writing.then(write);
    return writing;
  }

  const timer = setInterval(() => void flush(), INSIGHTS_FLUSH_MS);
  timer.unref();

  /**
   * Where the visitor who sends a form came from, from their views today (the events are written first), or null when
   * the visit left no view: no script ran, Global Privacy Control was on, or the database is away.
   */
  async function leadSource(sender: Sender): Promise<LeadSource | null> {
    try {
      await flush();
      const day = dayOf(now());
      const visitor = hash(await saltOf(day), sender);
      const views = await db
        .selectFrom('insight_events')
        .select(['path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
        .where('visitor', '=', visitor)
        .where('day', '=', day)
        .where('kind', '=', 'view')
        .orderBy('time')
        .execute();
      if (views.length === 0) return null;
      const entry = views.findLast((view) => view.referrer || view.utm_campaign || view.utm_source) ?? views[0]!;
      const formAt = views.findLastIndex((view) => formPage.test(view.path));
      const opened = formAt === -1 ? views.at(-1)! : views[Math.max(0, formAt - 1)]!;
      return {
        landing: entry.path,
        page: opened.path,
        referrer: entry.referrer,
        source: entry.utm_source,
        medium: entry.utm_medium,
        campaign: entry.utm_campaign,
      };
    } catch (error) {
      log.warn({ err: error }, 'the lead’s visit was not read');
      return null;
    }
  }

  return {
    record,
    flush,
    leadSource,
    /** The key the rate limit counts an address under: a hash with the day's salt (or before it is read, this
     * process's own), so not even the limiter's store holds the address. */
    limitKey: (address: string) => hash(salt?.value ?? processKey, { address, userAgent: '' }),
    /** Events dropped since start because too many were held. */
    dropped: () => dropped,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
const processKey = randomBytes(32).toString('base64url');
export type Insights = ReturnType<typeof createInsights>;
