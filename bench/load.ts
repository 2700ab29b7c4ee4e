// `npm run bench:load`: POST /api/contact under load on SQLite and on PostgreSQL, with one server
// instance and with two (two processes on two ports sharing one database), next to GET /api/health
// driven the same way in the same run. After each contact run it checks, request by request, that
// every 2xx answer is a stored row and that nothing else was stored. Exits 1 when a correctness
// check fails (a lost, duplicated or unexpected row, a 5xx or other non-2xx, an error or timeout),
// never because of speed. See bench/README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { type Column, renderTable } from './lib/format.ts';
import { ensureBuild, type RunningServer, snapshotBuild, startServer } from './lib/server.ts';

type DatabaseKind = 'sqlite' | 'postgres';
const DATABASE_LABELS: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

function positiveInt(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer, not ${value}`);
  return number;
}

function list<T extends string>(name: string, value: string, allowed: readonly T[]): T[] {
  const items = value.split(',').map((each) => each.trim());
  const unknown = items.filter((each) => !allowed.includes(each as T));
  if (unknown.length > 0 || items.length === 0) {
    throw new Error(`--${name} takes ${allowed.join(', ')} (comma-separated), not ${value}`);
  }
  return items as T[];
}

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string' },
    seconds: { type: 'string' },
    databases: { type: 'string' },
    instances: { type: 'string' },
  },
});
const connections = positiveInt('connections', flags.connections ?? process.env.BENCH_CONNECTIONS ?? '32');
const seconds = positiveInt('seconds', flags.seconds ?? process.env.BENCH_SECONDS ?? '10');
const databases = list('databases', flags.databases ?? process.env.BENCH_DATABASES ?? 'sqlite,postgres', [
  'sqlite',
  'postgres',
] as const);
const instanceCounts = list('instances', flags.instances ?? process.env.BENCH_INSTANCES ?? '1,2', [
  '1',
  '2',
] as const).map(Number);
if (connections < Math.max(...instanceCounts)) throw new Error('--connections must be at least the instance count');
/** Where throw-away databases are created (and dropped): only databases this run named. */
const adminUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Clean-up: every server, database and directory is registered as soon as it exists and removed
// in reverse order, on success, failure, or Ctrl-C.

type CleanupStep = { what: string; run: () => Promise<void> | void };
const cleanups: CleanupStep[] = [];

async function cleanUpFrom(mark: number) {
  while (cleanups.length > mark) {
    const step = cleanups.pop()!;
    try {
      await step.run();
    } catch (error) {
      console.error(`clean-up failed (${step.what}):`, error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the servers and removing temporary data…`);
    void cleanUpFrom(0).finally(() => process.exit(130));
  });
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database for one scenario; dropped by the clean-up. */
async function createDatabase(name: string): Promise<string> {
  await withAdminClient((client) => client.query(`create database ${name}`));
  cleanups.push({
    what: `drop database ${name}`,
    run: () => withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  url.searchParams.delete('options'); // a search_path meant for the admin database
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// The contact load: every request carries its own number in the e-mail address, so the rows can be
// matched to the answers afterwards.

const EMAIL = /^load-run-(\d+)@example\.com$/;
const MESSAGE = 'We would like to know more about an AI scan for our customer service team. '.repeat(3);

function contactPayload(tag: string, id: number) {
  return JSON.stringify({
    formType: 'company',
    name: 'Load Visitor',
    company: 'Load Test B.V.',
    email: `load-${tag}-${id}@example.com`,
    phone: '+31 10 000 0000',
    interest: 'implementation',
    message: MESSAGE,
    privacy: true,
    website: '',
    // Older than the 3 s minimum fill time, so the submission is not filed as spam.
    startedAt: Date.now() - 60_000,
  });
}

type ContactLoad = { request: autocannon.Request; sent: Set<number>; answers: Map<number, number> };

function contactLoad(tag: string): ContactLoad {
  let next = 0;
  const sent = new Set<number>();
  const answers = new Map<number, number>();
  const request: autocannon.Request = {
    method: 'POST',
    path: '/api/contact',
    // Each connection has one request in flight (no pipelining), so the context's id is the
    // id of the request whose answer arrives next on that connection.
    setupRequest(data, context) {
      const id = ++next;
      context.id = id;
      sent.add(id);
      return {
        ...data,
        method: 'POST',
        path: '/api/contact',
        headers: {
          ...data.headers,
          'content-type': 'application/json',
          accept: 'application/json',
          // The same-origin guard wants the Origin of the host that is asked.
          origin: `http://${data.hostname}:${data.port}`,
        },
        body: contactPayload(tag, id),
      };
    },
    onResponse(status, _body, context) {
      answers.set(context.id as number, status);
    },
  };
  return { request, sent, answers };
}

type StoredRow = { email: string; status: string };

async function storedRows(kind: DatabaseKind, where: { dataDir: string; databaseUrl?: string }): Promise<StoredRow[]> {
  const query = "select email, status from contact_submissions where email like 'load-run-%'";
  if (kind === 'sqlite') {
    const db = new SQLite(path.join(where.dataDir, 'app.db'), { readonly: true });
    try {
      return db.prepare(query).all() as StoredRow[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    return (await client.query<StoredRow>(query)).rows;
  } finally {
    await client.end();
  }
}

type Count = {
  sent: number;
  ok: number;
  storedAnswered: number;
  inFlight: number;
  inFlightStored: number;
  serverErrors: number;
  otherNon2xx: number;
  errors: number;
  problems: string[];
};

/** Matches the answers to the stored rows: stored = 2xx exactly, among the requests that were answered. */
function countContact(load: ContactLoad, result: autocannon.Result, rows: StoredRow[], connectionCount: number): Count {
  const stored = new Map<number, number>();
  const problems: string[] = [];
  let foreign = 0;
  let spam = 0;
  for (const row of rows) {
    const id = Number(EMAIL.exec(row.email)?.[1] ?? Number.NaN);
    if (!load.sent.has(id)) foreign += 1;
    else stored.set(id, (stored.get(id) ?? 0) + 1);
    if (row.status !== 'received') spam += 1;
  }
  const ok = [...load.answers].filter(([, status]) => status >= 200 && status < 300).map(([id]) => id);
  const notOk = [...load.answers].filter(([, status]) => status < 200 || status >= 300);
  const serverErrors = notOk.filter(([, status]) => status >= 500).length;
  const inFlight = [...load.sent].filter((id) => !load.answers.has(id));
  const missing = ok.filter((id) => !stored.has(id));
  const storedAfterError = notOk.filter(([id]) => stored.has(id)).length;
  const duplicates = [...stored.values()].filter((times) => times > 1).length;
  const storedAnswered = [...stored.keys()].filter((id) => load.answers.has(id)).length;
  const errors = result.errors + result.timeouts;

  if (load.sent.size === 0) problems.push('no request was sent');
  if (missing.length > 0) problems.push(`${missing.length} answered 2xx but not stored (e.g. #${missing[0]})`);
  if (storedAfterError > 0) problems.push(`${storedAfterError} stored although answered with an error`);
  if (storedAnswered !== ok.length) problems.push(`${storedAnswered} stored for ${ok.length} answered 2xx`);
  if (duplicates > 0) problems.push(`${duplicates} stored more than once`);
  if (foreign > 0) problems.push(`${foreign} rows that no request of this run sent`);
  if (spam > 0) problems.push(`${spam} rows filed as spam`);
  if (serverErrors > 0) problems.push(`${serverErrors} answers 5xx`);
  if (notOk.length - serverErrors > 0) problems.push(`${notOk.length - serverErrors} answers neither 2xx nor 5xx`);
  if (errors > 0) problems.push(`${result.errors} errors, ${result.timeouts} of them timeouts`);
  // A timed run stops with one request in flight per connection at most; more means lost answers.
  if (inFlight.length > connectionCount) {
    problems.push(`${inFlight.length} requests never answered (at most ${connectionCount} may be cut off)`);
  }
  return {
    sent: load.sent.size,
    ok: ok.length,
    storedAnswered,
    inFlight: inFlight.length,
    inFlightStored: inFlight.filter((id) => stored.has(id)).length,
    serverErrors,
    otherNon2xx: notOk.length - serverErrors,
    errors,
    problems,
  };
}

// ---------------------------------------------------------------------------------------------
// One scenario: a database, N instances, a baseline run and a contact run, then the count.

type Measured = { reqPerSec: number; p50: number; p99: number };
type ScenarioResult = {
  database: DatabaseKind;
  instances: number;
  baseline: Measured & { errors: number; non2xx: number };
  contact: Measured;
  count: Count;
};

const measured = (result: autocannon.Result): Measured => ({
  reqPerSec: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
});

async function startInstances(database: DatabaseKind, options: Parameters<typeof startServer>[0][]) {
  const servers: RunningServer[] = [];
  const started = (server: RunningServer) => {
    cleanups.push({ what: 'stop a server', run: server.stop });
    servers.push(server);
  };
  if (database === 'postgres') {
    // All at the same moment on an empty database, as a deployment starts them: the migrations
    // take PostgreSQL's advisory lock, so one instance migrates and the others wait for it.
    const outcomes = await Promise.allSettled(options.map((each) => startServer(each)));
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') started(outcome.value);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  } else {
    // One after the other: Kysely takes no lock across processes on SQLite, so two processes
    // migrating one empty file at once could collide (docs/deploy.md).
    for (const each of options) started(await startServer(each));
  }
  return servers;
}

async function runScenario(staticDir: string, database: DatabaseKind, instances: number): Promise<ScenarioResult> {
  const mark = cleanups.length;
  const label = `${DATABASE_LABELS[database]}, ${instances} instance${instances > 1 ? 's' : ''}`;
  try {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-load-'));
    cleanups.push({ what: `remove ${root}`, run: () => fs.rmSync(root, { recursive: true, force: true }) });
    const databaseUrl = database === 'postgres' ? await createDatabase(`rebels_load_${runId}_${instances}`) : undefined;
    // SQLite: one DATA_DIR (one app.db) for every instance; PostgreSQL: one each, as on separate hosts.
    const dataDirs = Array.from({ length: instances }, (_, index) =>
      path.join(root, database === 'sqlite' ? 'data' : `data-${index + 1}`),
    );
    const env = {
      // Far above what the run sends, so the limit never answers 429 (it is counted per instance).
      CONTACT_RATE_LIMIT: '1000000000/1m',
      // Mail goes to .eml files in DATA_DIR, written by each instance's outbox worker during the run.
      SMTP_URL: '',
      REDIS_URL: '',
    };
    console.log(`${label}: starting…`);
    const servers = await startInstances(
      database,
      dataDirs.map((dataDir) => ({ staticDir, dataDir, databaseUrl, env })),
    );
    // One autocannon with every origin: connection i goes to origin i mod N, so the load is split
    // evenly, each connection stays on its instance (keep-alive, like a layer-4 balancer), and one
    // histogram holds every latency (two autocannon runs could not merge their percentiles).
    const url = servers.map((server) => server.origin);

    // Warm-up (JIT, statement caches, connection pools); its rows are not counted.
    await autocannon({ url: url.map((origin) => `${origin}/api/health`), connections: 4 * instances, duration: 2 });
    await autocannon({
      url,
      connections: 4 * instances,
      amount: 200 * instances,
      requests: [contactLoad('warm').request],
    });
    await sleep(1_000);

    console.log(`${label}: GET /api/health, ${connections} connections, ${seconds} s…`);
    const baseline = await autocannon({
      url: url.map((origin) => `${origin}/api/health`),
      connections,
      duration: seconds,
    });
    console.log(`${label}: POST /api/contact, ${connections} connections, ${seconds} s…`);
    const load = contactLoad('run');
    const contact = await autocannon({ url, connections, duration: seconds, requests: [load.request] });
    for (const server of servers) await server.assertHealthy();
    // SIGTERM: each instance finishes what is in flight and closes its database before the count.
    for (const server of servers) await server.stop();
    const rows = await storedRows(database, { dataDir: dataDirs[0]!, databaseUrl });
    const count = countContact(load, contact, rows, connections);
    const baselineErrors = baseline.errors + baseline.timeouts;
    if (baselineErrors + baseline.non2xx > 0) {
      count.problems.push(`baseline: ${baselineErrors} errors, ${baseline.non2xx} non-2xx answers`);
    }
    return {
      database,
      instances,
      baseline: { ...measured(baseline), errors: baselineErrors, non2xx: baseline.non2xx },
      contact: measured(contact),
      count,
    };
  } finally {
    await cleanUpFrom(mark);
  }
}

// ---------------------------------------------------------------------------------------------
// The report.

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : '-');

function renderSpeed(results: ScenarioResult[]): string {
  const columns: Column[] = [
    { header: 'database' },
    { header: 'instances', align: 'right' },
    { header: 'route' },
    { header: 'req/s', align: 'right' },
    { header: 'p50 ms', align: 'right' },
    { header: 'p99 ms', align: 'right' },
    { header: 'req/s vs health', align: 'right' },
    { header: 'p50 vs health', align: 'right' },
    { header: 'p99 vs health', align: 'right' },
  ];
  const rows = results.flatMap(({ database, instances, baseline, contact }) =>
    [
      ['GET /api/health', baseline],
      ['POST /api/contact', contact],
    ].map(([route, figures]) => {
      const each = figures as Measured;
      return [
        DATABASE_LABELS[database],
        String(instances),
        route as string,
        String(Math.round(each.reqPerSec)),
        ms(each.p50),
        ms(each.p99),
        ratio(each.reqPerSec, baseline.reqPerSec),
        ratio(each.p50, baseline.p50),
        ratio(each.p99, baseline.p99),
      ];
    }),
  );
  return renderTable(columns, rows);
}

function renderCount(results: ScenarioResult[]): string {
  const columns: Column[] = [
    { header: 'database' },
    { header: 'instances', align: 'right' },
    { header: 'sent', align: 'right' },
    { header: '2xx', align: 'right' },
    { header: 'stored', align: 'right' },
    { header: 'cut off (stored)', align: 'right' },
    { header: '5xx', align: 'right' },
    { header: 'other', align: 'right' },
    { header: 'errors', align: 'right' },
    { header: 'check' },
  ];
  const rows = results.map(({ database, instances, count }) => [
    DATABASE_LABELS[database],
    String(instances),
    String(count.sent),
    String(count.ok),
    String(count.storedAnswered),
    `${count.inFlight} (${count.inFlightStored})`,
    String(count.serverErrors),
    String(count.otherNon2xx),
    String(count.errors),
    count.problems.length === 0 ? 'PASS' : 'FAIL',
  ]);
  return renderTable(columns, rows);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const startedAt = new Date();
const loadAtStart = loadAverage();
const results: ScenarioResult[] = [];
let failure: unknown;
try {
  await ensureBuild();
  const snapshot = await snapshotBuild();
  cleanups.push({ what: 'remove the build snapshot', run: snapshot.remove });
  for (const database of databases) {
    for (const instances of instanceCounts) {
      results.push(await runScenario(snapshot.clientDir, database, instances));
    }
  }
} catch (error) {
  failure = error;
} finally {
  await cleanUpFrom(0);
}

const loadAtEnd = loadAverage();
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(
  [
    '',
    `bench:load, ${startedAt.toISOString()}, commit ${gitCommit() ?? 'unknown'}`,
    `machine: ${os.availableParallelism()} CPUs (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}`,
    `load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end`,
    `${connections} connections, ${seconds} s per route; two instances share the connections evenly (one autocannon, connection i to instance i mod 2)`,
    'POST /api/contact: JSON, a unique e-mail per request, mail to .eml files by each instance’s outbox worker',
    '',
  ].join('\n'),
);
if (results.length > 0) {
  console.log(renderSpeed(results));
  console.log('');
  console.log(renderCount(results));
  console.log(
    '\nstored = rows of the answered requests (must equal 2xx); cut off = sent but unanswered when the timed run stopped (at most one per connection), and how many of those the server stored anyway.',
  );
}
const failed = results.filter((result) => result.count.problems.length > 0);
for (const result of failed) {
  console.log(
    `FAILED ${DATABASE_LABELS[result.database]}, ${result.instances} instance(s): ${result.count.problems.join('; ')}`,
  );
}
if (os.loadavg()[0]! > os.availableParallelism()) {
  console.log(`Note: the load average exceeded the CPU count: other processes shared the machine during the run.`);
}

const resultsDir = path.resolve('bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `load-${startedAt.toISOString().replaceAll(':', '-')}.json`);
fs.writeFileSync(
  file,
  `${JSON.stringify({ startedAt, connections, seconds, loadAtStart, loadAtEnd, cpu, results, failure: failure ? String(failure) : undefined }, null, 2)}\n`,
);
console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);

if (failure) {
  console.error('\nbench:load could not finish:', failure instanceof Error ? failure.message : failure);
  process.exitCode = 1;
} else if (failed.length > 0) {
  process.exitCode = 1;
}
