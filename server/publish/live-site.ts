// The site an instance serves (issue 35, decision 0073): the build, or the generation rendered from the store's
// content when the two differ. `live()` is what a request is answered from, read once per request, so a swap never
// mixes two generations in one answer. `start()` makes the live site match the store, rendering only when no folder
// on disk already holds it, then does so again whenever the latest publication moves, on this instance or another;
// `publish()` renders, commits and swaps one change.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ServerBuild } from 'react-router';
import type { PackItem } from '#contracts/content/pack.ts';
import { contentDigest } from '#contracts/content/pack-files.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { PUBLISHED_CHANNEL, latestPublication, listItems } from '../content/index.ts';
import { CSP_MANIFEST, SITE_META, readRedirects } from '../plugins/static-site.ts';
import { currentGeneration, pruneGenerations, swapCurrent, writeGeneration } from './generations.ts';
import { type MediaOriginals, liveFilesIn, loadSiteBuild, renderPage, renderSite } from './render.ts';
import { buildIdOf } from './site-files.ts';

/** How long after a start the build's server code is loaded for the first publish. */
const WARM_UP_AFTER_MS = 15_000;
/** How often the latest publication is read while notifications arrive, in case one was lost. */
const LISTENING_POLL_MS = 15_000;
/** How long a failed render waits before the next try (a full disk may have room by then). */
const RETRY_AFTER_MS = 30_000;

export type SiteMeta = { digest: string | null; build: string };
/** A folder laid out like build/: its `client/` is served, with its pages' CSP hashes and its redirects. */
export type LiveSite = SiteMeta & {
  dir: string;
  clientDir: string;
  csp: Record<string, string[]>;
  redirects: Readonly<Record<string, string>>;
};

function readMeta(dir: string): SiteMeta | null {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, SITE_META), 'utf8')) as Partial<SiteMeta>;
    return { digest: typeof meta.digest === 'string' ? meta.digest : null, build: String(meta.build ?? 'none') };
  } catch {
    return null;
  }
}

/** The year a site folder was made in: when its CSP manifest was written, after its pages. */
const madeIn = (dir: string) => fs.statSync(path.join(dir, CSP_MANIFEST)).mtime.getFullYear();

/** A site folder as served; throws when its CSP manifest is missing, as the server cannot answer pages without it. */
function openSite(dir: string): LiveSite {
  const file = path.join(dir, CSP_MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" before starting the server`);
  const csp = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const meta = readMeta(dir) ?? { digest: null, build: 'none' };
  const clientDir = path.join(dir, 'client');
  return { ...meta, dir, clientDir, csp, redirects: readRedirects(clientDir) };
}

export type SyncResult =
  | { outcome: 'unchanged' | 'build' | 'adopted'; digest: string }
  | { outcome: 'rendered'; digest: string; changed: number; rendered: number; ms: number };

type SiteOptions = {
  /** The build's client folder (STATIC_DIR); its parent holds the server code and csp-hashes.json. */
  staticDir: string;
  /** Where generations are written (DATA_DIR/site). */
  siteDir: string;
  db: Db;
  database: Config['database'];
  log: FastifyBaseLogger;
  /** How often the latest publication is read, a fallback for a missed notification (SQLite has none). */
  pollMs?: number;
  /** The media library's originals, which social images are cut from (decision 0082). */
  media?: MediaOriginals;
};

export function createLiveSite({ staticDir, siteDir, db, database, log, pollMs = 1000, media }: SiteOptions) {
  const buildDir = path.dirname(staticDir);
  // STATIC_DIR may itself point into a generation (a test, or an operator serving one by hand): serve it as it is.
  const opened = openSite(buildDir);
  // A build from before build/content.json: its code's own id, and no content known to match.
  const built: LiveSite = opened.build === 'none' ? { ...opened, build: buildIdOf(buildDir) } : opened;
  let live = built;
  let serverBuild: Promise<ServerBuild> | null = null;

  /** Renders the items into a generation on disk, not live yet. */
  async function render(items: readonly PackItem[], digest: string) {
    serverBuild ??= loadSiteBuild(buildDir);
    // The live site's pages are kept where the change does not reach them, when this build made them this year (a
    // page carries the year it was rendered in: the footer's ©).
    const previous = live.build === built.build && madeIn(live.dir) === new Date().getFullYear() ? live : undefined;
    const { files, made, rendered } = await renderSite(
      await serverBuild,
      items,
      previous ? liveFilesIn(previous.clientDir) : undefined,
      media,
    );
    try {
      const meta = { digest, build: built.build };
      return { ...(await writeGeneration(siteDir, staticDir, files, meta, made, previous)), rendered };
    } catch (error) {
      // A full disk: what was half-written goes at once, so the space it took is free for the next try.
      pruneGenerations(siteDir, 1);
      throw error;
    }
  }
  /** One rename makes it live; the one before stays for requests still reading it. */
  function goLive(dir: string) {
    swapCurrent(siteDir, dir);
    live = openSite(dir);
    pruneGenerations(siteDir, 1);
  }

  // One render at a time, in the order asked.
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  }

  async function run(): Promise<SyncResult> {
    const items = await listItems(db);
    const digest = contentDigest(items);
    if (live.digest === digest && live.build === built.build) return { outcome: 'unchanged', digest };
    if (built.digest === digest) {
      live = built;
      return { outcome: 'build', digest };
    }
    // A generation an earlier start or publish left, made from the same content with the same build.
    const existing = currentGeneration(siteDir);
    const existingMeta = existing ? readMeta(existing) : null;
    if (existing && existingMeta?.digest === digest && existingMeta.build === built.build) {
      live = openSite(existing);
      return { outcome: 'adopted', digest };
    }
    const started = performance.now();
    const generation = await render(items, digest);
    goLive(generation.dir);
    const ms = Math.round(performance.now() - started);
    return { outcome: 'rendered', digest, changed: generation.changed, rendered: generation.rendered, ms };
  }

  // Calls while a sync waits its turn share it: it reads the store when it starts, so it has what they wrote.
  let waiting: Promise<SyncResult> | null = null;
  function sync(): Promise<SyncResult> {
    waiting ??= exclusive(() => {
      waiting = null;
      return run();
    });
    return waiting;
  }

  /**
   * Publishes a change: `prepare` reads the store and returns the items as they will be (or throws to refuse), the
   * site is rendered with them, then `commit` writes them, then the new generation goes live. All of it in this
   * instance's one turn, so two publishes never render from the same old store and undo each other. A render that
   * fails commits nothing; a commit that fails leaves the generation unused; either way the live site stays as it was.
   * Other instances render when they see the commit's publication.
   */
  function publish<T>(prepare: () => Promise<readonly PackItem[]>, commit: () => Promise<T>) {
    return exclusive(async () => {
      const started = performance.now();
      const items = await prepare();
      const digest = contentDigest(items);
      if (built.digest === digest) {
        const committed = await commit();
        live = built;
        return { committed, changed: 0, rendered: 0, ms: Math.round(performance.now() - started) };
      }
      const generation = await render(items, digest);
      let committed: T;
      try {
        committed = await commit();
      } catch (error) {
        fs.rmSync(generation.dir, { recursive: true, force: true });
        throw error;
      }
      goLive(generation.dir);
      const ms = Math.round(performance.now() - started);
      return { committed, changed: generation.changed, rendered: generation.rendered, ms };
    });
  }

  let seen: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let listener: pg.Client | null = null;
  let closed = false;

  let retryAt = 0;
  let lastLook = 0;
  let unreadable = false;
  /**
   * Renders again when the latest publication moved since the last look. A failure leaves the live site as it was and
   * is tried again after RETRY_AFTER_MS, not on every poll. A database that cannot be read is an outage (logged once,
   * as a warning): the site serves what it has, and the next look after it is back catches up.
   */
  async function check() {
    lastLook = Date.now();
    let latest: number | null;
    try {
      latest = await latestPublication(db);
    } catch (error) {
      if (!unreadable) log.warn({ err: error }, 'publications cannot be read; the site stays as it is until they can');
      unreadable = true;
      return;
    }
    if (unreadable) log.info('publications can be read again');
    unreadable = false;
    if (latest === seen && (retryAt === 0 || Date.now() < retryAt)) return;
    try {
      const result = await sync();
      retryAt = 0;
      if (result.outcome !== 'unchanged') log.info({ publication: latest, ...result }, 'site follows a publication');
    } catch (error) {
      retryAt = Date.now() + RETRY_AFTER_MS;
      throw error;
    } finally {
      seen = latest;
    }
  }
  const checkLogged = () =>
    check().catch((error: unknown) =>
      log.error({ err: error }, 'the site could not follow a publication; the previous version stays live'),
    );

  /** Listens for publications until closed: a lost connection is opened again, and a look catches what it missed. */
  async function listen(url: string) {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('error', (error) => {
      if (listener !== client) return; // a failed connect: its caller tries again
      log.warn({ err: error }, 'publication notifications lost; polling until they are back');
      listener = null;
      void client.end().catch(() => undefined);
      listenLater(url);
    });
    client.on('notification', () => void checkLogged());
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLISHED_CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await client.end());
    listener = client;
    void checkLogged();
  }
  function listenLater(url: string) {
    if (!closed) setTimeout(() => void listen(url).catch(() => listenLater(url)), pollMs * 5).unref();
  }

  return {
    live: () => live,
    publish,
    /** One page rendered from `items` (a draft in its place), for a preview; never live, never on disk. */
    async preview(items: readonly PackItem[], pathname: string) {
      serverBuild ??= loadSiteBuild(buildDir);
      return renderPage(await serverBuild, items, pathname);
    },
    /** Serves what the store holds now (rendering it when nothing on disk does), then follows every publication. */
    async start() {
      seen = await latestPublication(db);
      let result: SyncResult | null = null;
      try {
        result = await sync();
        if (result.outcome !== 'unchanged') log.info(result, 'site matches the stored content');
      } catch (error) {
        // Serve the last generation this build rendered, or the build, and try again later: never no site at all.
        const existing = currentGeneration(siteDir);
        if (existing && readMeta(existing)?.build === built.build) live = openSite(existing);
        retryAt = Date.now() + RETRY_AFTER_MS;
        log.error({ err: error }, 'the stored content could not be rendered; serving the last version that was');
      }
      // Every pollMs while no notification can come; with a listener, a slow look in case one was missed.
      timer = setInterval(() => {
        if (!listener || Date.now() - lastLook >= LISTENING_POLL_MS) void checkLogged();
      }, pollMs);
      timer.unref();
      // The build's server code loaded ahead of the first publish, which would otherwise wait for it (measured in
      // bench/publish.ts: the first publish on two instances took 2.9 s against 1.5 s for the next). Not at once:
      // the first visitors after a start get the CPU first.
      setTimeout(() => {
        serverBuild ??= loadSiteBuild(buildDir);
        serverBuild.catch((error: unknown) => log.warn({ err: error }, 'the build could not be loaded for publishing'));
      }, WARM_UP_AFTER_MS).unref();
      if (database.kind === 'postgres') {
        const url = database.url;
        await listen(url).catch((error: unknown) => {
          log.warn({ err: error }, 'publication notifications unavailable; polling until they are');
          listenLater(url);
        });
      }
      return result;
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await listener?.end().catch(() => undefined);
      await tail;
    },
  };
}
export type LiveSiteService = ReturnType<typeof createLiveSite>;
