// The admin inbox at size: GET /api/admin/submissions (the first page plus the counters,
// signed in; the default view is the workflow's Open filter) with 1,000 and with 100,000 submissions, on SQLite and on
// PostgreSQL, in one run. Goal: the 100,000-row inbox costs at most 2× the 1,000-row one
// (the counters come from a trigger-kept table and the page from an index, so neither
// grows with the table). Prints a table with the ratios; exits 2 when a goal is missed.
// Run with `npm run bench:inbox` after `npm run build`. PostgreSQL: BENCH_DATABASE_URL or
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a schema of its own.
// PostgreSQL unreachable fails the run (exit 1); SKIP_POSTGRES=1 measures SQLite only and says
// under the table that PostgreSQL was skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connect, type Db } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { median, passFail, renderTable } from './lib/format.ts';

const sizes = [1_000, 100_000];
const goalRatio = 2;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
const views = [
  { name: 'all, page 1', url: '/api/admin/submissions' },
  { name: 'job tab, page 1', url: '/api/admin/submissions?type=job' },
  // The workflow's filters (issue 24): the default view is Open (new + in progress).
  { name: 'answered, page 1', url: '/api/admin/submissions?state=answered' },
  { name: 'any state, page 1', url: '/api/admin/submissions?state=any' },
  // The admin landing's weekly picture (issue 24 item 5): 12 weeks from the trigger-kept weekly counts.
  { name: 'weekly picture', url: '/api/admin/stats/weekly' },
];
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** n submissions in one statement (the count triggers run for each row, as in real life). */
async function seed(db: Db, n: number, postgres: boolean) {
  const submittedAt = postgres
    ? sql`now() - i * interval '1 minute'`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')`;
  const series = postgres
    ? sql`generate_series(1, ${sql.lit(n)}) as s(i)`
    : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${sql.lit(n)}) select i from s) as s`;
  await sql`
    insert into contact_submissions
      (form_type, status, name, email, company, phone, interest, position, message, submitted_at, email_sent, email_error,
       state)
    select
      case when i % 3 = 0 then 'job' else 'company' end,
      'received',
      'Bench Person ' || i,
      'person' || i || '@example.com',
      case when i % 3 = 0 then null else 'Company ' || (i % 500) end,
      '+31 10 000 0000',
      case when i % 3 = 0 then null else 'implementation' end,
      case when i % 3 = 0 then 'Machine Learning Engineer' else null end,
      'A message of ordinary length about an AI project, number ' || i || '.',
      ${submittedAt},
      case when i % 7 = 0 then 0 else 1 end,
      case when i % 7 = 0 then 'connect ECONNREFUSED 127.0.0.1:25' else null end,
      -- A lived-in inbox: most leads answered or archived, a few open.
      case i % 10 when 0 then 'new' when 1 then 'in_progress' when 2 then 'archived' when 3 then 'archived'
        else 'answered' end
    from ${series}`.execute(db);
}

async function postgresSchema() {
  const schema = `bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

type Result = { database: string; rows: number; view: string; medianMs: number; p95Ms: number };

/** A seeded, signed-in app for one database and size. */
async function seededApp(database: 'SQLite' | 'PostgreSQL', rows: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-bench-inbox-'));
  const schema = database === 'PostgreSQL' ? await postgresSchema() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  });
  const db = connect(config.database);
  await migrate(db);
  await seed(db, rows, database === 'PostgreSQL');
  if (database === 'PostgreSQL') await sql`analyze`.execute(db);
  const app = await buildApp(config, { db, logger: false, passwordCost: { log2N: 10, r: 8, p: 1 } });
  const { password } = (await app.inject({ method: 'POST', url: '/api/setup-admin' })).json() as { password: string };
  // The first sign-in's steps: a password of one's own and an authenticator app (decision 0040).
  const step = (url: string, body: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });
  const login = await step('/api/auth/login', { username: 'admin', password });
  const cookie = login.cookies.map((each) => `${each.name}=${each.value}`).join('; ');
  await step('/api/auth/password', { currentPassword: password, newPassword: 'Bench-marks-at-the-harbour' }, cookie);
  const { secret } = (await step('/api/auth/totp/setup', {}, cookie)).json() as { secret: string };
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await step('/api/auth/totp/confirm', { code }, cookie);
  for (const view of views) {
    const first = await app.inject({ url: view.url, headers: { cookie } });
    const body = first.json() as {
      submissions?: unknown[];
      counts?: { total: number };
      weeks?: { company: number; job: number }[];
    };
    // The seeded rows span the last 70 days at most, so the twelve weeks hold every one.
    const fits = body.weeks
      ? body.weeks.reduce((sum, week) => sum + week.company + week.job, 0) === rows
      : body.counts?.total === rows && body.submissions?.length === 25;
    if (first.statusCode !== 200 || !fits) {
      throw new Error(`${database} ${rows}: unexpected answer ${first.statusCode} ${first.body.slice(0, 200)}`);
    }
  }
  return {
    rows,
    time: async (url: string) => {
      const start = performance.now();
      await app.inject({ url, headers: { cookie } });
      return performance.now() - start;
    },
    close: async () => {
      await app.close();
      await schema?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Both sizes of one database side by side, their requests interleaved, so whatever else
 * the machine is doing at a moment weighs on both alike.
 */
async function measure(database: 'SQLite' | 'PostgreSQL'): Promise<Result[]> {
  const apps: Awaited<ReturnType<typeof seededApp>>[] = [];
  try {
    for (const rows of sizes) {
      console.log(`seeding ${database} with ${rows.toLocaleString('en')} submissions…`);
      apps.push(await seededApp(database, rows));
    }
    const results: Result[] = [];
    for (const view of views) {
      const times = apps.map(() => [] as number[]);
      for (let index = 0; index < iterations + 20; index++) {
        for (const [at, app] of apps.entries()) {
          const ms = await app.time(view.url);
          if (index >= 20) times[at]!.push(ms);
        }
      }
      for (const [at, app] of apps.entries()) {
        const sorted = times[at]!.sort((a, b) => a - b);
        results.push({
          database,
          rows: app.rows,
          view: view.name,
          medianMs: median(sorted) ?? 0,
          p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
        });
      }
    }
    return results;
  } finally {
    for (const app of apps) await app.close();
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const results: Result[] = [];
const databases: ('SQLite' | 'PostgreSQL')[] = ['SQLite'];
const skipPostgres = process.env.SKIP_POSTGRES === '1';
if (!skipPostgres) {
  if (!(await postgresReachable())) {
    console.error(
      `PostgreSQL at ${postgresUrl} is not reachable: bench:inbox measures both databases. Start it, or set SKIP_POSTGRES=1 to measure SQLite only.`,
    );
    process.exit(1);
  }
  databases.push('PostgreSQL');
}

for (const database of databases) results.push(...(await measure(database)));
results.sort((a, b) => a.database.localeCompare(b.database) * -1 || a.rows - b.rows);

let missed = false;
const tableRows = results.map((result) => {
  const base = results.find(
    (other) => other.database === result.database && other.view === result.view && other.rows === sizes[0],
  );
  const ratio = base ? result.medianMs / base.medianMs : 1;
  const isBase = result.rows === sizes[0];
  const ok = isBase || ratio <= goalRatio;
  if (!ok) missed = true;
  return [
    result.database,
    result.rows.toLocaleString('en'),
    result.view,
    result.medianMs.toFixed(2),
    result.p95Ms.toFixed(2),
    isBase ? '1.00×' : `${ratio.toFixed(2)}×`,
    isBase ? '' : `≤ ${goalRatio}× ${passFail(ok)}`,
  ];
});

console.log(
  `\nGET /api/admin/submissions, signed in, ${iterations} requests each, both sizes interleaved (app.inject, in process)\n`,
);
console.log(
  renderTable(
    [
      { header: 'database' },
      { header: 'submissions', align: 'right' },
      { header: 'view' },
      { header: 'median ms', align: 'right' },
      { header: 'p95 ms', align: 'right' },
      { header: 'vs 1,000', align: 'right' },
      { header: 'goal' },
    ],
    tableRows,
  ),
);
if (skipPostgres) console.log('\nPostgreSQL: SKIPPED (SKIP_POSTGRES=1): only SQLite was measured.');
process.exit(missed ? 2 : 0);
