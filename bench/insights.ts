// POST /api/insights, the collection endpoint of visitor figures (issue 37, decision 0083), on the real server
// (`node server/index.ts` on a snapshot of the build, LOG_LEVEL=warn), each part on a fresh server and database:
// 1. Ingestion, on SQLite and on PostgreSQL: after a warm-up, autocannon posts BENCH_EVENTS (40,000) valid view events
//    (and one in five a speed event) for real pages ('/', '/blog', '/contact', '/nl/', …, some with a referrer or campaign tags) over BENCH_CONNECTIONS
//    (10), each with a browser's User-Agent (without one the server takes the sender for a bot and counts nothing).
//    Budget: ≥ 5,000 events/s answered 204, p99 ≤ 20 ms. A fixed number of events, not a fixed time, so every request
//    is answered before the count: after the run the bench waits for the batch writes (every second; ≥ 2 s) and counts
//    the rows of `insight_events` (the SQLite file read-only, PostgreSQL with `pg`): the rows added must equal the
//    204 answers.
// 2. A flood cannot hurt other requests: the p99 of `GET /` at a visitor-like 200 requests/s for BENCH_SECONDS (5)
//    alone, then again while a second process floods the endpoint as fast as it can over 20 connections, half with
//    events for random paths that are no page (answered 204, not counted) and half valid ones (BENCH_FLOOD_FAKE_SHARE,
//    0.5; 1 writes nothing). Budget: the page's p99 during the flood ≤ 50 ms. The flood runs in a process of its own
//    (this file, started with --flood), so the page's client shares no event loop with it.
// 3. The database away: a server on PostgreSQL reaches it through a TCP proxy in this process (as
//    tests/faults/faults-postgres.test.ts does), which is closed, so the machine's PostgreSQL and its other users are not
//    disturbed. Events and `GET /` go on before, during and after: pages must answer 200 and events 204 throughout.
//    The counts are printed, with the rows stored before the cut, while away (none: events are dropped by design) and
//    after the proxy is back (writes resume without a restart).
// Addresses: the server runs with TRUST_PROXY=127.0.0.1,::1 (the bench connects from loopback, as a proxy in front of
// the site would) and every event carries an X-Forwarded-For from a pool of 4,096 addresses in 198.18.0.0/15 (the
// benchmarking range), so no address comes near the production limit, INSIGHTS_RATE_LIMIT's default 120/1m, and none is
// answered 429. The limit is left as production has it: each event pays the limiter's keyed hash and lookup under an
// address of its own, as real visitors' events do; raising it and posting from one address would measure one hot key
// and a configuration no site runs.
// The tables give the cores the server, the flood and every other process used during each measurement
// (bench/lib/cpu.ts): on two cores a test run beside the bench takes half of what it measures, and it warns then.
// Each request's log line (LOG_LEVEL=info) is not part of the figures: at thousands of events a second it would go to
// this process's memory. Exits 1 when an accepted event was not stored or an answer was not the expected one, 2 when a
// speed budget was missed. Run with `npm run bench:insights` (builds when build/client/index.html is missing);
// SKIP_POSTGRES=1 leaves PostgreSQL (and part 3) out, TEST_DATABASE_URL names it.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { isbot } from 'isbot';
import pg from 'pg';
import { INSIGHTS_PATH } from '../contracts/insights.ts';
import { isSitePage } from '../server/insights/insights.routes.ts';
import { tcpProxy } from '../tests/helpers/tcp-proxy.ts';
import { watchCpu } from './lib/cpu.ts';
import { passFail, renderTable } from './lib/format.ts';
import { benchSchema } from './lib/postgres.ts';
import { type RunningServer, ensureBuild, snapshotBuild, startServer } from './lib/server.ts';

const BUDGET = { eventsPerSecond: 5_000, p99Ms: 20, floodPageP99Ms: 50 };
const EVENTS = Number(process.env.BENCH_EVENTS ?? 40_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FLOOD_CONNECTIONS = 20;
/** The flood's share of events for paths that are no page (answered 204, never written). */
const FLOOD_FAKE_SHARE = Number(process.env.BENCH_FLOOD_FAKE_SHARE ?? 0.5);
/** A visitor-like rate for the page's probe: enough requests for a p99, too few to load the server themselves. */
const PAGE_RATE = 200;
/** Longer than the batch interval (1 s) twice over: every accepted event has been written. */
const FLUSH_WAIT_MS = 2_500;
const FLOOD_FLAG = '--flood';
/** Cores other processes may use during a measurement before the bench warns that the figure is the machine's. */
const OTHERS_LIMIT = 0.15;

const PAGES = [
  '/',
  '/blog',
  '/contact',
  '/nl/',
  '/about',
  '/jobs',
  '/success-stories',
  '/success-stories/prorail',
  '/blog/measuring-roi-ai-projects',
  '/nl/contact',
];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];
const REFERRERS = [undefined, 'https://www.google.com/', undefined, 'https://www.linkedin.com/feed/', undefined];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The i-th of 4,096 addresses in 198.18.0.0/16 (ingestion) or 198.19.0.0/16 (the flood). */
const address = (block: 18 | 19, index: number) => `198.${block}.${(index >> 8) & 15}.${index & 255}`;

/** A valid view or (one in five) speed event for a page of the site, varied by `index`. */
function validEvent(index: number) {
  const pagePath = PAGES[index % PAGES.length]!;
  if (index % 5 === 4)
    return { type: 'vitals', path: pagePath, metrics: { lcp: 900 + (index % 700), cls: 0, ttfb: 80 + (index % 40) } };
  const referrer = REFERRERS[index % REFERRERS.length];
  return {
    type: 'view',
    path: pagePath,
    ...(referrer ? { referrer } : {}),
    ...(index % 7 === 0 ? { utm: { source: 'newsletter', medium: 'email', campaign: 'december' } } : {}),
  };
}

/** An event the schema takes for a path the site does not have: answered 204, never counted. */
const fakeEvent = () => ({ type: 'view', path: `/${Math.random().toString(36).slice(2)}/${Date.now()}` });

/**
 * One autocannon request sequence posting events, each from the next address of the pool and with the next browser's
 * User-Agent, as the beacon sends them (JSON, same-origin). `lastAnswer` is when the latest answer arrived.
 */
function eventRequests(origin: string, options: { block: 18 | 19; fakeShare?: number }) {
  let sent = 0;
  const timing = { lastAnswer: 0 };
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: INSIGHTS_PATH,
      setupRequest: (request) => {
        const index = sent++;
        request.headers = {
          ...request.headers,
          'content-type': 'application/json',
          origin,
          'sec-fetch-site': 'same-origin',
          'user-agent': USER_AGENTS[index % USER_AGENTS.length]!,
          'x-forwarded-for': address(options.block, index),
        };
        const fake = options.fakeShare !== undefined && Math.random() < options.fakeShare;
        request.body = JSON.stringify(fake ? fakeEvent() : validEvent(index));
        return request;
      },
      onResponse: () => {
        timing.lastAnswer = performance.now();
      },
    },
  ];
  return { requests, timing };
}

const pageRequest = (origin: string): autocannon.Options => ({
  url: `${origin}/`,
  headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': USER_AGENTS[0]! },
});

type FloodResult = { sent: number; ok: number; other: number; errors: number; perSecond: number };

// The flood's own process: started by the parent with the origin, its seconds and connections, it says when it starts
// and sends its counts back when it is done.
async function floodProcess() {
  const [origin = '', seconds = '0', connections = '0'] = process.argv.slice(3);
  const { requests } = eventRequests(origin, { block: 19, fakeShare: FLOOD_FAKE_SHARE });
  process.send?.({ ready: true });
  const result = await autocannon({
    url: origin,
    connections: Number(connections),
    duration: Number(seconds),
    requests,
  });
  const answer: FloodResult = {
    sent: result['2xx'] + result.non2xx + result.errors + result.timeouts,
    ok: result['2xx'],
    other: result.non2xx,
    errors: result.errors + result.timeouts,
    perSecond: result['2xx'] / result.duration,
  };
  process.send?.({ result: answer });
  process.disconnect();
}

/** Starts the flood in a child process; resolves `ready` once it begins and `done` with its counts. */
function startFlood(origin: string, seconds: number) {
  const child = fork(import.meta.filename, [FLOOD_FLAG, origin, String(seconds), String(FLOOD_CONNECTIONS)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const done = new Promise<FloodResult>((resolve, reject) => {
    let result: FloodResult | undefined;
    child.on('message', (message: { ready?: boolean; result?: FloodResult }) => {
      if (message.ready) markReady();
      if (message.result) result = message.result;
    });
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the flood process ended with ${code} and no result`)),
    );
  });
  return { pid: child.pid, ready: Promise.race([ready, done.then(() => {})]), done };
}

type Database = {
  name: 'SQLite' | 'PostgreSQL';
  server: RunningServer;
  countEvents: () => Promise<number>;
  close: () => Promise<void>;
};

const serverEnv = { TRUST_PROXY: '127.0.0.1,::1' };

async function sqliteServer(clientDir: string, dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ staticDir: clientDir, dataDir, env: serverEnv });
  return {
    name: 'SQLite',
    server,
    async countEvents() {
      const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
      try {
        return (db.prepare('select count(*) as n from insight_events').get() as { n: number }).n;
      } finally {
        db.close();
      }
    },
    close: () => server.stop(),
  };
}

async function postgresCount(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from insight_events')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** A server on a new schema, directly or (`viaProxy`) through a TCP proxy that part 3 closes. */
async function postgresServer(name: string, clientDir: string, dataDir: string, viaProxy = false) {
  fs.mkdirSync(dataDir, { recursive: true });
  const schema = await benchSchema(name);
  const direct = new URL(schema.url);
  const proxy = viaProxy ? await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) }) : undefined;
  const serverUrl = new URL(direct);
  if (proxy) {
    serverUrl.hostname = '127.0.0.1';
    serverUrl.port = String(proxy.port);
  }
  try {
    const server = await startServer({
      staticDir: clientDir,
      dataDir,
      databaseUrl: serverUrl.toString(),
      env: serverEnv,
    });
    const database: Database = {
      name: 'PostgreSQL',
      server,
      countEvents: () => postgresCount(schema.url),
      async close() {
        await server.stop();
        await proxy?.close();
        await schema.drop();
      },
    };
    return { database, proxy };
  } catch (error) {
    await proxy?.close();
    await schema.drop();
    throw error;
  }
}

/** Waits for the batch writes, then counts until the count reaches `expected` (at most 5 s more). */
async function storedAfterFlush(database: Database, expected: number) {
  await sleep(FLUSH_WAIT_MS);
  let count = await database.countEvents();
  for (let waited = 0; count < expected && waited < 5_000; waited += 500) {
    await sleep(500);
    count = await database.countEvents();
  }
  return count;
}

const failures: string[] = [];
const misses: string[] = [];

type IngestionRow = {
  database: string;
  sent: number;
  ok: number;
  other: number;
  perSecond: number;
  p50: number;
  p99: number;
  stored: number;
  /** Cores the server used during the run (1: one core all the time, as much as its one thread can). */
  serverCores: number;
  /** Cores every other process used meanwhile (this one, the server and PostgreSQL's excepted). */
  othersCores: number;
};
type FloodRow = {
  database: string;
  alone: autocannon.Result;
  during: autocannon.Result;
  flood: FloodResult;
  serverCores: number;
  floodCores: number;
  othersCores: number;
};

/** Parts 1 and 2 on one fresh server and database. */
async function ingestionAndFlood(database: Database): Promise<{ ingestion: IngestionRow; flood: FloodRow }> {
  const { origin } = database.server;
  // Warm-up: the event route and the page, so the JIT, the first batch's salt and the file cache are not measured.
  const warmUp = eventRequests(origin, { block: 18 });
  await autocannon({ url: origin, connections: CONNECTIONS, amount: 3_000, requests: warmUp.requests });
  await autocannon({ ...pageRequest(origin), connections: 2, amount: 500 });
  const before = await storedAfterFlush(database, 0);

  // 1. Ingestion: a fixed number of events, every one answered before the count.
  const { requests, timing } = eventRequests(origin, { block: 18 });
  const cpu = await watchCpu();
  const started = performance.now();
  const run = await autocannon({ url: origin, connections: CONNECTIONS, amount: EVENTS, requests });
  const seconds = (timing.lastAnswer - started) / 1000;
  const shares = await cpu.stop();
  const stored = (await storedAfterFlush(database, before + run['2xx'])) - before;
  const ingestion: IngestionRow = {
    database: database.name,
    sent: EVENTS,
    ok: run['2xx'],
    other: EVENTS - run['2xx'],
    perSecond: run['2xx'] / seconds,
    p50: run.latency.p50,
    p99: run.latency.p99,
    stored,
    serverCores: shares.cores([database.server.pid]),
    othersCores: shares.others([process.pid, database.server.pid]),
  };
  if (ingestion.ok !== EVENTS)
    failures.push(`${database.name}: ${ingestion.ok} of ${EVENTS} events answered 2xx, ${ingestion.other} otherwise`);
  if (stored !== ingestion.ok)
    failures.push(`${database.name}: ${stored} events stored for ${ingestion.ok} answered 204`);
  if (ingestion.perSecond < BUDGET.eventsPerSecond)
    misses.push(`${database.name}: ${Math.round(ingestion.perSecond)} events/s < ${BUDGET.eventsPerSecond}`);
  if (ingestion.p99 > BUDGET.p99Ms)
    misses.push(`${database.name}: events p99 ${ingestion.p99} ms > ${BUDGET.p99Ms} ms`);

  // 2. The page alone, then beside the flood (which starts a second before the page's probe and ends after it).
  await sleep(1_000);
  const probe = () => autocannon({ ...pageRequest(origin), connections: 2, overallRate: PAGE_RATE, duration: SECONDS });
  const aloneCpu = await watchCpu();
  const alone = await probe();
  const aloneShares = await aloneCpu.stop();
  const flood = startFlood(origin, SECONDS + 2);
  await flood.ready;
  await sleep(1_000);
  const floodCpu = await watchCpu();
  const during = await probe();
  const floodShares = await floodCpu.stop();
  const floodResult = await flood.done;
  for (const [name, result] of [
    ['alone', alone],
    ['during the flood', during],
  ] as const) {
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) failures.push(`${database.name}: GET / ${name}: ${bad} of ${fetched(result)} not answered 200`);
  }
  if (floodResult.other + floodResult.errors > 0)
    failures.push(
      `${database.name}: the flood had ${floodResult.other} non-2xx answers and ${floodResult.errors} errors`,
    );
  if (during.latency.p99 > BUDGET.floodPageP99Ms)
    misses.push(`${database.name}: GET / p99 during the flood ${during.latency.p99} ms > ${BUDGET.floodPageP99Ms} ms`);
  await database.server.assertHealthy();
  return {
    ingestion,
    flood: {
      database: database.name,
      alone,
      during,
      flood: floodResult,
      serverCores: floodShares.cores([database.server.pid]),
      floodCores: floodShares.cores([flood.pid]),
      othersCores: Math.max(
        aloneShares.others([process.pid, database.server.pid]),
        floodShares.others([process.pid, database.server.pid, flood.pid]),
      ),
    },
  };
}

type OutagePhase = {
  phase: string;
  posted: number;
  events: autocannon.Result;
  pages: autocannon.Result;
  stored: number;
};

/** Answers and failed requests of a run: every request it made. */
const fetched = (result: autocannon.Result) => result['2xx'] + result.non2xx + result.errors + result.timeouts;

/** Part 3: events and pages before, while and after the database is away. */
async function databaseAway(clientDir: string, dataDir: string) {
  const { database, proxy } = await postgresServer('insights_away', clientDir, dataDir, true);
  const { origin } = database.server;
  const eventRate = 500;
  const phase = async (name: string, seconds: number, stored: () => Promise<number>): Promise<OutagePhase> => {
    const posted = eventRate * seconds;
    const [events, pages] = await Promise.all([
      autocannon({
        url: origin,
        connections: 5,
        overallRate: eventRate,
        amount: posted,
        requests: eventRequests(origin, { block: 18 }).requests,
      }),
      autocannon({ ...pageRequest(origin), connections: 2, overallRate: 50, duration: seconds }),
    ]);
    return { phase: name, posted, events, pages, stored: await stored() };
  };
  try {
    const up = await phase('before: through the proxy', 3, () => storedAfterFlush(database, eventRate * 3));
    await proxy!.cut();
    // Counted directly, not through the proxy: nothing is written while it is away.
    const away = await phase('away: the proxy closed', 5, async () => {
      await sleep(FLUSH_WAIT_MS);
      return database.countEvents();
    });
    const healthAway = (await fetch(`${origin}/api/health`)).status;
    await proxy!.restore();
    const back = await phase('back: the proxy restored', 3, () =>
      storedAfterFlush(database, away.stored + eventRate * 3),
    );
    await database.server.assertHealthy();
    const phases = [up, away, back];
    for (const { phase: name, posted, events, pages } of phases) {
      const badEvents = posted - events['2xx'];
      const badPages = pages.non2xx + pages.errors + pages.timeouts;
      if (badEvents + badPages > 0)
        failures.push(`${name}: ${badEvents} events not answered 204, ${badPages} pages not answered 200`);
    }
    if (up.stored !== up.events['2xx']) failures.push(`before the cut: ${up.stored} stored of ${up.events['2xx']}`);
    if (away.stored !== up.stored) failures.push(`while away: ${away.stored - up.stored} events were written`);
    if (back.stored - away.stored !== back.events['2xx'])
      failures.push(`after the restore: ${back.stored - away.stored} stored of ${back.events['2xx']} answered 204`);
    const notWritten = database.server.output().match(/insight events not written/g)?.length ?? 0;
    return { phases, notWritten, healthAway };
  } finally {
    await database.close();
  }
}

async function main() {
  for (const userAgent of USER_AGENTS) if (isbot(userAgent)) throw new Error(`isbot takes ${userAgent} for a bot`);
  await ensureBuild();
  const snapshot = await snapshotBuild();
  const csp = JSON.parse(fs.readFileSync(path.join(snapshot.clientDir, '..', 'csp-hashes.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const notPages = PAGES.filter((page) => !isSitePage({ csp }, page));
  if (notPages.length > 0) throw new Error(`not pages of the build, so never counted: ${notPages.join(', ')}`);
  const withPostgres = process.env.SKIP_POSTGRES !== '1';
  const ingestionRows: IngestionRow[] = [];
  const floodRows: FloodRow[] = [];
  let away: Awaited<ReturnType<typeof databaseAway>> | undefined;
  const started = performance.now();
  try {
    const databases: (() => Promise<Database>)[] = [
      () => sqliteServer(snapshot.clientDir, path.join(snapshot.dataDir, 'sqlite')),
    ];
    if (withPostgres)
      databases.push(async () => {
        const { database } = await postgresServer('insights', snapshot.clientDir, path.join(snapshot.dataDir, 'pg'));
        return database;
      });
    for (const open of databases) {
      const database = await open();
      try {
        console.log(`${database.name}: ingestion, then the page beside a flood…`);
        const { ingestion, flood } = await ingestionAndFlood(database);
        ingestionRows.push(ingestion);
        floodRows.push(flood);
      } finally {
        await database.close();
      }
    }
    if (withPostgres) {
      console.log('PostgreSQL away: events and pages before, while and after the proxy to it is closed…');
      away = await databaseAway(snapshot.clientDir, path.join(snapshot.dataDir, 'away'));
    }
  } finally {
    snapshot.remove();
  }

  const ms = (value: number) => String(value);
  const cores = (value: number) => value.toFixed(2);
  console.log(
    `\n1. Ingestion: ${EVENTS.toLocaleString('en')} valid view and speed events for ${PAGES.length} pages over ` +
      `${CONNECTIONS} connections, each from an address of its own pool (X-Forwarded-For, TRUST_PROXY=127.0.0.1,::1), ` +
      `rate limit at its default (120/1m per address); rows counted ≥ ${FLUSH_WAIT_MS / 1000} s after the last answer.\n`,
  );
  console.log(
    renderTable(
      [
        { header: 'database' },
        { header: 'events posted', align: 'right' },
        { header: '204', align: 'right' },
        { header: 'other', align: 'right' },
        { header: 'events/s', align: 'right' },
        { header: `≥ ${BUDGET.eventsPerSecond}/s` },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: `≤ ${BUDGET.p99Ms} ms` },
        { header: 'rows stored', align: 'right' },
        { header: 'rows = 204' },
        { header: 'server CPU', align: 'right' },
        { header: 'others CPU', align: 'right' },
      ],
      ingestionRows.map((row) => [
        row.database,
        String(row.sent),
        String(row.ok),
        String(row.other),
        String(Math.round(row.perSecond)),
        passFail(row.perSecond >= BUDGET.eventsPerSecond),
        ms(row.p50),
        ms(row.p99),
        passFail(row.p99 <= BUDGET.p99Ms),
        String(row.stored),
        passFail(row.stored === row.ok),
        cores(row.serverCores),
        cores(row.othersCores),
      ]),
    ),
  );
  console.log(
    `\n2. GET / at ${PAGE_RATE} requests/s for ${SECONDS} s alone, then while another process floods POST ` +
      `${INSIGHTS_PATH} over ${FLOOD_CONNECTIONS} connections (${Math.round(FLOOD_FAKE_SHARE * 100)}% events for ` +
      'random paths that are no page, the rest valid ones); "others CPU" is the most other processes used in either.\n',
  );
  console.log(
    renderTable(
      [
        { header: 'database' },
        { header: 'GET / p99 alone', align: 'right' },
        { header: 'flood events/s (204)', align: 'right' },
        { header: 'GET / p99 in flood', align: 'right' },
        { header: 'ratio', align: 'right' },
        { header: `≤ ${BUDGET.floodPageP99Ms} ms` },
        { header: 'pages not 200', align: 'right' },
        { header: 'server CPU', align: 'right' },
        { header: 'flood CPU', align: 'right' },
        { header: 'others CPU', align: 'right' },
      ],
      floodRows.map((row) => [
        row.database,
        `${row.alone.latency.p99} ms`,
        String(Math.round(row.flood.perSecond)),
        `${row.during.latency.p99} ms`,
        `${(row.during.latency.p99 / Math.max(row.alone.latency.p99, 1)).toFixed(1)}×`,
        passFail(row.during.latency.p99 <= BUDGET.floodPageP99Ms),
        String(row.alone.non2xx + row.alone.errors + row.during.non2xx + row.during.errors + row.during.timeouts),
        cores(row.serverCores),
        cores(row.floodCores),
        cores(row.othersCores),
      ]),
    ),
  );
  if (away) {
    console.log(
      `\n3. PostgreSQL away: a server reaches it through a TCP proxy in this process, which is closed and restored; ` +
        `events at 500/s and GET / at 50/s throughout.\n`,
    );
    console.log(
      renderTable(
        [
          { header: 'phase' },
          { header: 'events posted', align: 'right' },
          { header: '204', align: 'right' },
          { header: 'other', align: 'right' },
          { header: 'pages fetched', align: 'right' },
          { header: '200', align: 'right' },
          { header: 'other', align: 'right' },
          { header: 'rows in the database', align: 'right' },
          { header: 'pages 200, events 204' },
        ],
        away.phases.map(({ phase, posted, events, pages, stored }) => [
          phase,
          String(posted),
          String(events['2xx']),
          String(posted - events['2xx']),
          String(fetched(pages)),
          String(pages['2xx']),
          String(fetched(pages) - pages['2xx']),
          String(stored),
          passFail(events['2xx'] === posted && pages['2xx'] === fetched(pages)),
        ]),
      ),
    );
    console.log(
      `While it was away the server logged ${away.notWritten} failed batch writes ('insight events not written': ` +
        `those events are dropped, by design) and GET /api/health answered ${away.healthAway}; the rows after the ` +
        'restore are the events of the last phase, written without a restart.',
    );
  } else console.log('\n3. PostgreSQL away: left out (SKIP_POSTGRES=1).');
  console.log(`\nRun time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  const busy = [...ingestionRows, ...floodRows].filter((row) => row.othersCores > OTHERS_LIMIT);
  if (busy.length > 0)
    console.log(
      `Warning: other processes used up to ${Math.max(...busy.map((row) => row.othersCores)).toFixed(2)} cores ` +
        'during a measurement (the "others" columns): those figures are the machine\'s, not the server\'s; rerun when ' +
        'nothing else runs.',
    );
  if (misses.length > 0) {
    console.log(`\nBudgets missed: ${misses.join('; ')}`);
    process.exitCode = 2;
  }
  if (failures.length > 0) {
    console.log(`\nFAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
  if (misses.length + failures.length === 0) console.log('\nEvery budget met.');
}

if (process.argv[2] === FLOOD_FLAG) await floodProcess();
else await main();
