// POST /api/contact under load, against GET /api/health as the baseline: starts the real
// server (SQLite in a temp DATA_DIR, mail to .eml files, the outbox worker running),
// drives both routes with autocannon and checks that every post of a fixed run was answered
// 2xx and stored. Exits 1 when a submission was lost or answered with an error, 2 when a goal
// (throughput ratio, p99) was missed.
// Run with `npm run bench:contact` after `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { startServer } from '../scripts/lib/server-process.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const goals = { ratio: 0.4, p99Ms: 25 };
const steadyRate = Number(process.env.BENCH_STEADY_RATE ?? 100);

type Row = { name: string; reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number; ok: number };

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration, ...options });
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ok: result['2xx'],
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-bench-contact-'));
const server = await startServer({
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    // The production default: what each request costs includes its log line.
    LOG_LEVEL: 'info',
    CONTACT_RATE_LIMIT: '100000000/1m',
  },
});
const base = server.url;

try {
  // Warm up both routes so the JIT and SQLite's page cache are not part of the figures.
  await autocannon({ url: `${base}/api/health`, connections: 10, duration: 2 });

  const payload = JSON.stringify({
    formType: 'company',
    name: 'Bench Visitor',
    company: 'Load Test B.V.',
    email: 'bench@example.com',
    phone: '+31 10 000 0000',
    interest: 'implementation',
    message: 'We would like to know more about an AI scan for our customer service team. '.repeat(4),
    privacy: true,
    website: '',
    startedAt: Date.now() - 60_000,
  });
  // Warm the contact route too (JIT, first statements), then let the outbox mail what the warm-up queued.
  await autocannon({
    url: `${base}/api/contact`,
    connections: 10,
    amount: 500,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: payload,
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const baseline = await measure('GET /api/health (baseline)', { url: `${base}/api/health` });
  // A steady rate far above any real contact traffic (and that the outbox can mail as fast
  // as it arrives) says what a visitor waits; measured before the saturation run, whose
  // backlog of e-mails would otherwise be sent during it.
  // Few connections: autocannon paces a fixed rate per tick across all of them, so 50
  // connections would arrive as bursts of 50 and measure the burst, not the endpoint.
  const steady = await measure(`POST /api/contact at ${steadyRate} req/s (10 conn.)`, {
    connections: 10,
    url: `${base}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: payload,
    overallRate: steadyRate,
  });

  const contact = await measure('POST /api/contact (JSON, saturated)', {
    url: `${base}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: payload,
  });

  // A timed run stops with requests in flight that are stored but never counted, so
  // durability is checked on a fixed number of requests that all complete.
  const countRows = (sql: string) => {
    const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
    try {
      return (db.prepare(sql).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  // Requests cut off by the timed run may still be committing: let them land first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = countRows('select count(*) as n from contact_submissions');
  const fixedSent: number = 2000;
  const fixed = await autocannon({
    url: `${base}/api/contact`,
    connections,
    amount: fixedSent,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: payload,
  });
  await server.stop();
  const stored = countRows('select count(*) as n from contact_submissions') - before;
  const queued = countRows('select count(*) as n from mail_outbox');
  const sent = countRows('select count(*) as n from mail_outbox where sent_at is not null');

  const rows = [baseline, steady, contact];
  const table = rows.map((row) => ({
    route: row.name,
    'req/s': Math.round(row.reqPerSec),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    errors: row.errors,
    'non-2xx': row.non2xx,
    '2xx': row.ok,
  }));
  console.log(`\n${connections} connections, ${duration} s each, SQLite (WAL, synchronous=FULL), mail to .eml files\n`);
  console.table(table);
  const ratio = contact.reqPerSec / baseline.reqPerSec;
  console.log(`contact / baseline: ${(ratio * 100).toFixed(1)}% (goal ≥ ${goals.ratio * 100}%)`);
  console.log(
    `contact p99: ${contact.p99} ms at saturation (goal ≤ ${goals.p99Ms} ms); ${steady.p99} ms at ${steadyRate} req/s`,
  );
  console.log(
    `(at saturation the mean latency is connections / throughput = ${connections} / ${Math.round(contact.reqPerSec)} = ${((connections / contact.reqPerSec) * 1000).toFixed(1)} ms; the baseline's own p99 is ${baseline.p99} ms)`,
  );
  console.log(
    `durability: ${fixedSent} posts sent, ${fixed['2xx']} answered 2xx, ${stored} rows stored; ${sent} of ${queued} e-mails written as .eml before shutdown (the rest stay queued)`,
  );

  // A lost submission or an error breaks the bench (exit 1); a missed goal fails it (exit 2).
  const missed = [
    ratio < goals.ratio && `throughput ratio ${(ratio * 100).toFixed(1)}% is below ${goals.ratio * 100}%`,
    contact.p99 > goals.p99Ms && `p99 ${contact.p99} ms is above ${goals.p99Ms} ms`,
  ].filter(Boolean);
  // Every post of the fixed run must be answered 2xx and stored: sent = 2xx = stored, no errors.
  const fixedErrors = fixed.errors + fixed.timeouts;
  const broken = [
    fixedSent === 0 && 'the durability run sent nothing',
    fixed['2xx'] !== fixedSent && `${fixed['2xx']} of ${fixedSent} posts answered 2xx`,
    stored !== fixedSent && `${stored} rows stored for ${fixedSent} posts sent`,
    fixedErrors + fixed.non2xx > 0 &&
      `the durability run had ${fixedErrors} errors and ${fixed.non2xx} non-2xx answers`,
    contact.errors + contact.non2xx + steady.errors + steady.non2xx > 0 &&
      `${contact.errors + steady.errors} errors and ${contact.non2xx + steady.non2xx} non-2xx answers`,
  ].filter(Boolean);
  console.log(missed.length > 0 ? `\nGoals not met: ${missed.join('; ')}` : '\nAll goals met.');
  if (missed.length > 0) process.exitCode = 2;
  if (Math.max(...os.loadavg().slice(0, 1)) > os.cpus().length) {
    console.log(
      `Warning: the machine was busy (load average ${os.loadavg()[0]?.toFixed(1)}): rerun on an idle machine.`,
    );
  }
  if (broken.length > 0) {
    console.log(`FAILED: ${broken.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
