import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { companyPayload } from '../helpers/contact.ts';
import { isolatedRedis, skipRedis } from '../helpers/redis.ts';
import { eventually, type LogLine } from '../../scripts/lib/server-process.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { requireBuild, testConfig } from '../helpers/test-app.ts';

// The rate-limit store in one process (server/plugins/rate-limits.ts), with Redis behind a
// proxy that can stop answering: the case a closed connection does not cover. Two
// instances, and Redis closing the connection, are in multi-instance.test.ts.

const gone = 'Redis unreachable: rate limits are counted per instance until it is back';
const back = 'Redis is back: rate limits are shared across instances again';

describe.skipIf(skipRedis)('contact rate limit with a Redis that stops answering', () => {
  let redis: Awaited<ReturnType<typeof isolatedRedis>>;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: LogLine[] = [];
  const said = (text: string) => lines.filter((line) => line.msg === text);

  beforeAll(async () => {
    requireBuild();
    redis = await isolatedRedis();
    proxy = await tcpProxy({ host: redis.address.hostname, port: Number(redis.address.port || 6379) });
    const config = testConfig({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_PREFIX: redis.prefix,
      CONTACT_RATE_LIMIT: '3/10m',
    });
    const db = connect(config.database);
    await migrate(db);
    app = await buildApp(config, {
      db,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await redis?.drop();
  });

  const submit = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: companyPayload(),
    });
  const key = (address: string) => `${redis.prefix}rate-limit:POST/api/contact-${address}`;

  it('counts in Redis while it answers', async () => {
    expect(said('rate limits are shared across instances through Redis')).toHaveLength(1);
    expect((await submit('10.1.0.1')).statusCode).toBe(200);
    expect((await submit('10.1.0.1')).statusCode).toBe(200);
    expect(await redis.client.get(key('10.1.0.1'))).toBe('2');
  });

  it('when Redis stops answering, submissions go through on a per-instance count, and the log says so once', async () => {
    proxy.stall();
    // Each of these would wait for ever on a client without a command timeout or with an offline queue.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await submit('10.1.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await redis.client.get(key('10.1.0.1'))).toBe('2');
    expect(said(gone)).toHaveLength(1);
    expect(said(gone)[0]?.level).toBe(40);
  });

  it('when Redis answers again, the count resumes where Redis had it', async () => {
    await proxy.restore();
    await eventually('the log line saying Redis is back', () => said(back).length > 0);
    expect((await submit('10.1.0.1')).statusCode).toBe(200);
    expect((await submit('10.1.0.1')).statusCode).toBe(429);
    expect(await redis.client.get(key('10.1.0.1'))).toBe('4');
    expect(said(gone)).toHaveLength(1);
    expect(said(back)).toHaveLength(1);
  });
});
