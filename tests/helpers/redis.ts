import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis suites run against TEST_REDIS_URL or the local server, and fail when it cannot
 * be reached; only SKIP_REDIS=1 skips them (reported as skipped). The server is shared:
 * each run works under a key prefix of its own and deletes only its own keys.
 */
export const skipRedis = process.env.SKIP_REDIS === '1';
export const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix of its own on the shared Redis, for REDIS_PREFIX; `drop()` deletes its keys. */
export async function isolatedRedis() {
  const prefix = `test:${randomUUID().slice(0, 8)}:`;
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(
      `Redis is not reachable at ${redisUrl} (${(error as Error).message}). ` +
        'Start it, point TEST_REDIS_URL at one, or set SKIP_REDIS=1 to skip its suites.',
      { cause: error },
    );
  }
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found;
  };
  return {
    url: redisUrl,
    address: new URL(redisUrl),
    prefix,
    client,
    keys,
    drop: async () => {
      const mine = await keys();
      if (mine.length > 0) await client.del(...mine);
      client.disconnect();
    },
  };
}
