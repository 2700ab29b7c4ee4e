// The not-found addresses visitors ask for (issue 36, decision 0080), so an editor can redirect a broken inbound link
// in one click. Only a path and a count per day are stored: no address, no user agent, no referrer, no time of day.
// A miss costs a map update; the counts go to the database in one batch every few seconds, from every instance into
// the same rows. A flood of made-up paths is bounded: past a number of new paths a day, only known ones count.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type NotFoundPathsResponse, notFoundWindowDays } from '#contracts/content/api.ts';
import { redirectKey } from '#contracts/content/paths.ts';
import { REDIRECT_PATH_MAX } from '#contracts/content/redirects.ts';
import type { Db } from '../db/connect.ts';
import type { ServedSite } from '../plugins/static-site.ts';

/** How often the counts a server holds are written. */
export const NOT_FOUND_FLUSH_MS = 10_000;
/** New paths an instance counts in a day; beyond them, only paths it already counted that day. */
export const NOT_FOUND_NEW_PATHS_PER_DAY = 5_000;
/** Paths the studio lists. */
export const NOT_FOUND_LISTED = 50;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const daysBefore = (at: Date, days: number) => dayOf(new Date(at.getTime() - days * 86_400_000));

/**
 * The path as counted (a trailing slash dropped, as redirects compare paths), or null for what no redirect could take:
 * the admin, the API, the build's assets, the answer pages, and anything that is not a plain path of this site.
 */
export function countedPath(decodedPath: string): string | null {
  if (decodedPath.length > REDIRECT_PATH_MAX || !/^\/[^\s?#\\\p{Cc}]*$/u.test(decodedPath)) return null;
  if (/^\/(admin|api|assets)(\/|$)|^(\/nl)?\/_answer(\/|$)/.test(decodedPath)) return null;
  if (decodedPath.split('/').some((part) => part === '.' || part === '..')) return null;
  return redirectKey(decodedPath);
}

export function createNotFoundCounter({
  db,
  now = () => new Date(),
  log,
}: {
  db: Db;
  now?: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  /** Counts not written yet, by day and path ('2026-12-02 /old'). */
  let pending = new Map<string, number>();
  let today = '';
  let seenToday = new Set<string>();
  let prunedOn = '';
  let writing: Promise<void> = Promise.resolve();

  function record(path: string) {
    const day = dayOf(now());
    if (day !== today) {
      today = day;
      seenToday = new Set();
    }
    if (!seenToday.has(path)) {
      if (seenToday.size >= NOT_FOUND_NEW_PATHS_PER_DAY) return;
      seenToday.add(path);
    }
    const key = `${day} ${path}`;
    pending.set(key, (pending.get(key) ?? 0) + 1);
  }

  async function write() {
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([key, hits]) => {
      const space = key.indexOf(' ');
      return { day: key.slice(0, space), path: key.slice(space + 1), hits };
    });
    try {
      for (let at = 0; at < rows.length; at += 200) {
        await db
          .insertInto('not_found_hits')
          .values(rows.slice(at, at + 200))
          .onConflict((conflict) =>
            conflict
              .columns(['path', 'day'])
              .doUpdateSet((update) => ({ hits: update('not_found_hits.hits', '+', update.ref('excluded.hits')) })),
          )
          .execute();
      }
      const day = dayOf(now());
      if (prunedOn !== day) {
        await db.deleteFrom('not_found_hits').where('day', '<', daysBefore(now(), notFoundWindowDays)).execute();
        prunedOn = day;
      }
    } catch (error) {
      // Counts are a help, never in the way: with the database away they are dropped, and pages are served as always.
      log.warn({ err: error, paths: rows.length }, 'not-found counts not written');
    }
  }

  /** Writes what is counted so far, after any write in progress. */
  function flush() {
    writing = writing.then(write);
    return writing;
  }

  const timer = setInterval(() => void flush(), NOT_FOUND_FLUSH_MS);
  timer.unref();

  return {
    record,
    flush,
    /** The paths asked for most in the window, this instance's latest counts included. */
    async top(limit = NOT_FOUND_LISTED) {
      await flush();
      const rows = await db
        .selectFrom('not_found_hits')
        .select((select) => ['path', select.fn.sum<number | string>('hits').as('hits'), select.fn.max('day').as('last')])
        .where('day', '>=', daysBefore(now(), notFoundWindowDays - 1))
        .groupBy('path')
        .orderBy('hits', 'desc')
        .orderBy('path')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ path: row.path, hits: Number(row.hits), lastSeen: row.last }));
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type NotFoundCounter = ReturnType<typeof createNotFoundCounter>;

/** GET /api/admin/content/not-found: the studio's list (editors and admins), without what a redirect now answers. */
export async function notFoundRoutes(
  app: FastifyInstance,
  { counter, site }: { counter: NotFoundCounter; site: { live: () => Pick<ServedSite, 'redirects'> } },
) {
  app.get('/content/not-found', async (): Promise<NotFoundPathsResponse> => {
    const { redirects } = site.live();
    const paths = await counter.top(NOT_FOUND_LISTED + Object.keys(redirects).length);
    return {
      success: true,
      days: notFoundWindowDays,
      paths: paths.filter(({ path }) => !Object.hasOwn(redirects, path)).slice(0, NOT_FOUND_LISTED),
    };
  });
}
