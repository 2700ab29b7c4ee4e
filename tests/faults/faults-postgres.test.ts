import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.ts';
import { acknowledged, contactStream, postContact, type ContactOutcome } from '../helpers/contact-traffic.ts';
import { startServer, waitFor, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { isolatedDatabase, postgresUrl, requireBuild, skipPostgres, temporaryDir } from '../helpers/test-app.ts';

const unavailable = { success: false, error: 'Service temporarily unavailable', code: 'unavailable' };

/** Every answer is a success or the 503 envelope: never a 500, a stack trace or a dropped connection. */
function expectSuccessOr503(outcomes: ContactOutcome[]) {
  for (const outcome of outcomes) {
    if (outcome.status === 200) expect(outcome.body).toEqual({ success: true });
    else expect(outcome, outcome.name).toMatchObject({ status: 503, body: unavailable });
  }
}

async function submitAll(server: ServerProcess, prefix: string, count: number) {
  const outcomes: ContactOutcome[] = [];
  for (let i = 1; i <= count; i++) outcomes.push(await postContact(server.url, `${prefix}-${i}`));
  return outcomes;
}

const statuses = (outcomes: ContactOutcome[]) => outcomes.map((outcome) => outcome.status);

describe.skipIf(skipPostgres)('PostgreSQL goes away during traffic (through a TCP proxy)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  });

  it('answers 503 in the error envelope while it is gone, never crashes, and recovers without a restart', async () => {
    requireBuild();
    // The shared PostgreSQL is never stopped (other suites use it): the proxy is what goes away.
    const isolated = await isolatedDatabase({ DATABASE_URL: postgresUrl });
    cleanups.push(isolated.drop);
    const direct = new URL(isolated.env.DATABASE_URL!);
    const proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(proxy.close);
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await startServer({
      env: {
        DATABASE_URL: viaProxy.toString(),
        CONTACT_RATE_LIMIT: '100000/1m',
        DATA_DIR: temporaryDir('rebels-pg-fault-'),
      },
    });
    cleanups.push(() => server.kill());
    const run = `Pg${Date.now().toString(36)}`;
    const alive = () => expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();

    // 1. Traffic from several clients, then quiet: the pool keeps its connections, idle.
    const warmUp = contactStream(() => server.url, { prefix: `${run}-warm`, concurrency: 4 });
    await waitFor(
      () => acknowledged(warmUp.outcomes).length >= 12,
      20_000,
      () => 'no traffic got through',
    );
    const warm = await warmUp.stop();
    expect(statuses(warm).every((status) => status === 200)).toBe(true);
    expect(proxy.openConnections).toBeGreaterThan(0);

    // 2. The database goes away under idle connections: each one's 'error' is heard and logged.
    await proxy.cut();
    await waitFor(
      () => server.logs().some((line) => line.msg === 'database connection lost'),
      10_000,
      () => 'no idle connection reported its loss',
    );
    const idleOutage = await submitAll(server, `${run}-down-idle`, 3);
    alive();
    expect(statuses(idleOutage)).toEqual([503, 503, 503]);
    expectSuccessOr503(idleOutage);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    // The site itself does not need the database.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);

    // 3. It comes back: the pool opens new connections on demand, the first request succeeds.
    await proxy.restore();
    const back = await submitAll(server, `${run}-back`, 3);
    expect(statuses(back)).toEqual([200, 200, 200]);

    // 4. It goes away again, this time under requests in flight.
    const busy = contactStream(() => server.url, { prefix: `${run}-busy`, concurrency: 4 });
    await waitFor(
      () => acknowledged(busy.outcomes).length >= 8,
      20_000,
      () => 'no traffic got through after the restore',
    );
    await proxy.cut();
    const inFlight = await busy.stop();
    expectSuccessOr503(inFlight);
    const busyOutage = await submitAll(server, `${run}-down-busy`, 3);
    alive();
    expect(statuses(busyOutage)).toEqual([503, 503, 503]);
    expectSuccessOr503(busyOutage);

    await proxy.restore();
    const after = await submitAll(server, `${run}-after`, 3);
    expect(statuses(after)).toEqual([200, 200, 200]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    alive();

    // Every acknowledged submission is stored; none refused while the database was away is.
    const db = connect({ kind: 'postgres', url: direct.toString() });
    cleanups.push(() => db.destroy());
    const stored = new Set(
      (await db.selectFrom('contact_submissions').select('name').execute()).map((row) => row.name),
    );
    for (const name of acknowledged([...warm, ...back, ...inFlight, ...after])) expect(stored, name).toContain(name);
    for (const { name } of [...idleOutage, ...busyOutage]) expect(stored).not.toContain(name);

    // Errors in the log are the outage's, each 503 with its cause; none is a crash or a bug.
    const logs = server.logs();
    expect(logs.some((line) => line.msg === 'service unavailable' && line.cause === 'database unreachable')).toBe(true);
    const expected = ['service unavailable', 'outbox round failed', 'health check: database unreachable'];
    expect(logs.filter((line) => Number(line.level) >= 50 && !expected.includes(String(line.msg)))).toEqual([]);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 90_000);
});
