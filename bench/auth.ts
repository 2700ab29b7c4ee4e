// Unauthenticated admin endpoints under a burst, against GET /about/ as the visitor's page:
// the page's latency alone (the baseline), then beside 64 setup-admin calls at concurrency 16
// after setup (each must be refused without hashing), then beside 64 sign-ins with wrong
// passwords for 64 accounts from 64 addresses (each admitted by the throttle, so each reaches
// the bounded scrypt queue). Each burst repeats, 200 ms after the last one ended, until 3 s
// have passed, so the page's p99 rests on hundreds of requests. Goal: GET /about/ keeps p99 ≤ 50 ms during the setup burst.
// Run with `npm run bench:auth` after `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderTable } from './lib/format.ts';
import { ensureBuild, startServer } from './lib/server.ts';

const goal = { setupBurstP99Ms: 50 };
const burst = { calls: 64, concurrency: 16 };
/** Bursts repeat, 200 ms apart, until the page has been probed this long. */
const phaseMs = 3000;
const pauseMs = 200;

type Probe = { latencies: number[]; stop: () => Promise<void> };

/** GET /about/ from two clients, back to back, until stopped. */
function probePage(url: string): Probe {
  const latencies: number[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const clients = [client(), client()];
  return {
    latencies,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** `calls` requests, at most `concurrency` at once; returns how often each status came back. */
async function fire(calls: number, concurrency: number, request: (index: number) => Promise<Response>) {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < calls) {
      const response = await request(next++);
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

await ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-bench-auth-'));
const server = await startServer({
  staticDir: path.resolve('build/client'),
  dataDir,
  env: { TRUST_PROXY: '127.0.0.1,::1' },
});
const post = (pathname: string, address: string, body?: unknown) =>
  fetch(`${server.origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, 'x-forwarded-for': address },
    body: JSON.stringify(body ?? {}),
  });
const address = (index: number) => `198.18.${index >> 8}.${(index & 255) + 1}`;

try {
  if ((await post('/api/setup-admin', '198.19.0.1')).status !== 200) throw new Error('the first setup failed');
  const page = `${server.origin}/about/`;
  const phases: { name: string; during?: (round: number) => Promise<Map<number, number>> }[] = [
    { name: 'GET /about/ alone (baseline)' },
    {
      name: `beside ${burst.calls} setup-admin calls, ${burst.concurrency} at once`,
      during: (round) =>
        fire(burst.calls, burst.concurrency, (index) => post('/api/setup-admin', address(round * burst.calls + index))),
    },
    {
      name: `beside ${burst.calls} wrong sign-ins, ${burst.concurrency} at once`,
      during: (round) =>
        fire(burst.calls, burst.concurrency, (index) => {
          const n = 30_000 + round * burst.calls + index;
          return post('/api/auth/login', address(n), { username: `guess${n}`, password: 'not-the-password' });
        }),
    },
  ];
  const rows: { name: string; p50: number; p99: number; n: number; answers: string; rounds: number }[] = [];
  // Warm the page route first: the JIT and the file cache are not part of the figures.
  await fire(200, 2, () => fetch(page));
  for (const phase of phases) {
    const probe = probePage(page);
    const started = performance.now();
    const statuses = new Map<number, number>();
    let rounds = 0;
    while (performance.now() - started < phaseMs) {
      if (!phase.during) {
        await new Promise((resolve) => setTimeout(resolve, phaseMs));
        break;
      }
      for (const [status, count] of await phase.during(rounds))
        statuses.set(status, (statuses.get(status) ?? 0) + count);
      rounds += 1;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    await probe.stop();
    rows.push({
      name: phase.name,
      p50: percentile(probe.latencies, 50),
      p99: percentile(probe.latencies, 99),
      n: probe.latencies.length,
      answers: [...statuses].map(([status, count]) => `${count}× ${status}`).join(', '),
      rounds,
    });
  }
  const baseline = rows[0]!;
  console.log(
    `\nGET /about/ from 2 clients back to back, while bursts repeat ${pauseMs} ms apart for ${phaseMs / 1000} s (SQLite, real server)\n`,
  );
  console.log(
    renderTable(
      [
        { header: 'phase' },
        { header: 'page requests', align: 'right' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'p99 / baseline', align: 'right' },
        { header: 'bursts', align: 'right' },
        { header: 'burst answers' },
      ],
      rows.map((row) => [
        row.name,
        String(row.n),
        row.p50.toFixed(1),
        row.p99.toFixed(1),
        `${(row.p99 / baseline.p99).toFixed(2)}×`,
        row === baseline ? '' : String(row.rounds),
        row.answers,
      ]),
    ),
  );
  const setup = rows[1]!;
  const refusedAll = setup.rounds > 0 && setup.answers === `${setup.rounds * burst.calls}× 409`;
  const missed = [
    setup.p99 > goal.setupBurstP99Ms &&
      `p99 ${setup.p99.toFixed(1)} ms during the setup burst is above ${goal.setupBurstP99Ms} ms`,
    !refusedAll && `the setup bursts were answered ${setup.answers}, not 409 each`,
  ].filter(Boolean);
  console.log(missed.length > 0 ? `\nGoals not met: ${missed.join('; ')}` : '\nAll goals met.');
  if (missed.length > 0) process.exitCode = 2;
  if (os.loadavg()[0]! > os.cpus().length) {
    console.log(
      `Warning: the machine was busy (load average ${os.loadavg()[0]?.toFixed(1)}): rerun on an idle machine.`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
