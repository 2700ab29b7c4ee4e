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
/** New paths a server process counts in a day; beyond them, only paths it already counted that day. */
export const NOT_FOUND_NEW_PATHS_PER_DAY = 5_000;
/** Paths the studio lists. */
export const NOT_FOUND_LISTED = 50;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const daysBefore = (at: Date, days: number) => dayOf(new Date(at.getTime() - days * 86_400_000));

/** Probes of other software (a scanner's '/wp-login.php', '/.env'): no link of this site's, and the most of all 404s. */
const probe = /(^|\/)(\.|wp-|xmlrpc\.php|phpmyadmin|cgi-bin)/i;
/**
 * A segment that may say who someone is, as an old site's link can carry it: an e-mail address, a long number, a
 * token (hex, or letters and digits mixed without words).
 */
const personal = (segment: string) =>
  segment.includes('@') ||
  /^\d{9,}$/.test(segment) ||
  /^[0-9a-f]{16,}$/i.test(segment) ||
  (segment.length >= 16 && !segment.includes('-') && /\d/.test(segment) && /[a-z]/i.test(segment));

/**
 * The path as counted (a trailing slash dropped, as redirects compare paths), or null for what no redirect could take
 * or should show: the admin, the API, the build's assets, the answer pages, site search, probes, anything that is not
 * a plain path of this site, and a path with a segment that may be personal data.
 */
export function countedPath(decodedPath: string): string | null {
  if (decodedPath.length > REDIRECT_PATH_MAX || !/^\/[^\s?#\\\p{Cc}]*$/u.test(decodedPath)) return null;
  if (/^\/(admin|api|assets)(\/|$)|^(\/nl)?\/(_answer|search)(\/|$)/.test(decodedPath) || probe.test(decodedPath)) return null;
  const segments = decodedPath.split('/');
  if (segments.some((part) => part === '.' || part === '..' || personal(part))) return null;
  return redirectKey(decodedPath);
}

/**
 * A visitor opening the address: a navigation, or a client that does not say (curl, an old browser). Not a prefetch
 * (a pointer resting on a broken link is no visit), nor a fetch of a script, style or data.
 */
export function isVisit(headers: Record<string, string | string[] | undefined>) {
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  if (typeof purpose === 'string' && /prefetch|prerender/i.test(purpose)) return false;
  const mode = headers['sec-fetch-mode'];
  return mode === undefined || mode === 'navigate';
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
