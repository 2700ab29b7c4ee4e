import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import type { Config } from '../config.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** The interface @fastify/rate-limit calls its stores through (see its index.js). */
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: ChildOptions): Store;
};
type StoreFlags = { continueExceeding: boolean; exponentialBackoff: boolean };

// The plugin's own stores, loaded by path (not exported, untyped): its version is pinned (decision 0022).
const requireCjs = createRequire(import.meta.url);
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;
const RedisStore = requireCjs('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/** Short, so a request never waits long for a Redis that is gone (decision 0022). */
export const redisTimeouts = { connectMs: 1000, commandMs: 500, socketMs: 1000, reconnectMaxMs: 2000 } as const;

/** Whether counts can go to Redis now; logs once per change. */
class RedisLink {
  readonly redis: Redis;
  #log: FastifyBaseLogger;
  #where: string;
  #state: 'starting' | 'up' | 'down' = 'starting';
  #closing = false;

  constructor(redis: Redis, log: FastifyBaseLogger, where: string) {
    this.redis = redis;
    this.#log = log;
    this.#where = where;
    redis.on('ready', () => this.up());
    // Emitted for each failed (re)connection attempt too; only the first one after 'up' is logged.
    redis.on('error', (error: Error) => this.down(error));
    redis.on('close', () => this.down(new Error('connection closed')));
  }

  get usable() {
    return this.redis.status === 'ready';
  }

  up() {
    if (this.#closing || this.#state === 'up') return;
    if (this.#state === 'down') {
      this.#log.info({ redis: this.#where }, 'Redis is back: rate limits are shared across instances again');
    } else {
      this.#log.info({ redis: this.#where }, 'rate limits are shared across instances through Redis');
    }
    this.#state = 'up';
  }

  down(error: Error) {
    if (this.#closing || this.#state === 'down') return;
    this.#state = 'down';
    this.#log.warn(
      { redis: this.#where, err: error.message },
      'Redis unreachable: rate limits are counted per instance until it is back',
    );
  }

  /** Resolves once the first connection attempt succeeded or failed (bounded either way). */
  settled() {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        this.redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, redisTimeouts.connectMs + redisTimeouts.commandMs);
      this.redis.once('ready', done);
      this.redis.once('error', done);
    });
  }

  close() {
    this.#closing = true;
    this.redis.disconnect();
  }
}

/** Counts in Redis while it answers, else in memory: Redis never refuses or holds up a submission (decision 0022). */
class FallbackStore implements Store {
  #shared: Store;
  #local: Store;
  #link: RedisLink;

  constructor(shared: Store, local: Store, link: RedisLink) {
    this.#shared = shared;
    this.#local = local;
    this.#link = link;
  }

  #call(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    if (!this.#link.usable) {
      this.#local[method](key, callback, timeWindow, max);
      return;
    }
    this.#shared[method](
      key,
      (error, result) => {
        if (error || !result) {
          this.#link.down(error ?? new Error('no answer'));
          this.#local[method](key, callback, timeWindow, max);
          return;
        }
        this.#link.up();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.#call('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.#call('read', key, callback, timeWindow, max);
  }

  child(routeOptions: ChildOptions) {
    return new FallbackStore(this.#shared.child(routeOptions), this.#local.child(routeOptions), this.#link);
  }
}

/** LocalStore shares one mutable record read after an `await`: a copy gives each request its count (decision 0031). */
class SnapshotLocalStore implements Store {
  #local: Store;

  constructor(local: Store) {
    this.#local = local;
  }

  static of(flags: StoreFlags) {
    return new SnapshotLocalStore(new LocalStore(flags.continueExceeding, flags.exponentialBackoff));
  }

  #snapshot(callback: Callback): Callback {
    return (error, result) => callback(error, result && { current: result.current, ttl: result.ttl });
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.#local.incr(key, this.#snapshot(callback), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.#local.read(key, this.#snapshot(callback), timeWindow, max);
  }

  child(routeOptions: ChildOptions) {
    return new SnapshotLocalStore(this.#local.child(routeOptions));
  }
}

function connectRedis(url: string) {
  return new Redis(url, {
    connectTimeout: redisTimeouts.connectMs,
    commandTimeout: redisTimeouts.commandMs,
    socketTimeout: redisTimeouts.socketMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (times) => Math.min(times * 200, redisTimeouts.reconnectMaxMs),
    connectionName: 'rebels-rate-limits',
  });
}

/** host:port only: the URL may carry a password. */
function redisAddress(url: string) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}

/** @fastify/rate-limit with no global limit: routes opt in through `config.rateLimit`. */
export async function rateLimits(app: FastifyInstance, options: { redis: Config['redis'] } & RateLimitPluginOptions) {
  const { redis: redisConfig, ...pluginOptions } = options;
  if (!redisConfig) {
    app.log.info('rate limits are counted per instance (no REDIS_URL)');
    class PerInstanceStore extends SnapshotLocalStore {
      constructor(flags: StoreFlags) {
        super(new LocalStore(flags.continueExceeding, flags.exponentialBackoff));
      }
    }
    await app.register(rateLimit, {
      ...pluginOptions,
      global: false,
      store: PerInstanceStore as unknown as NonNullable<RateLimitPluginOptions['store']>,
    });
    return;
  }

  const link = new RedisLink(connectRedis(redisConfig.url), app.log, redisAddress(redisConfig.url));
  app.addHook('onClose', async () => link.close());
  await link.settled();

  const nameSpace = `${redisConfig.prefix}rate-limit:`;
  class SharedStore extends FallbackStore {
    constructor(flags: StoreFlags) {
      super(
        new RedisStore(flags.continueExceeding, flags.exponentialBackoff, link.redis, nameSpace),
        SnapshotLocalStore.of(flags),
        link,
      );
    }
  }
  await app.register(rateLimit, {
    ...pluginOptions,
    global: false,
    store: SharedStore as unknown as NonNullable<RateLimitPluginOptions['store']>,
  });
}
