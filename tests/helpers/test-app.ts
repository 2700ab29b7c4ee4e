import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { REPOSITORY_PACK } from '#contracts/content/pack-files.ts';
import { createContentService } from '#server/content/index.ts';
import { connect, type Db } from '#server/db/connect.ts';
import { currentSchema, migrate } from '#server/db/migrate.ts';
import { temporaryDir } from '../../scripts/lib/temporary-dir.ts';
import { builtPageFile } from '../../scripts/lib/built-site.ts';

export const staticDir = path.resolve('build/client');

export function requireBuild() {
  if (!fs.existsSync(builtPageFile('/'))) {
    throw new Error('build/client is missing: run "npm run build" first (npm test does)');
  }
}

export { temporaryDir };

/** A database as a server's start leaves it (server/index.ts): migrated, and its content seeded from the pack. */
export async function migrateAndSeed(db: Db) {
  await migrate(db);
  await createContentService({ db }).seed(REPOSITORY_PACK);
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  const dataDir = temporaryDir();
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...overrides });
}

/** The real server on a fresh, migrated database (SQLite file, or PostgreSQL when given a URL). */
export async function buildTestApp(overrides: NodeJS.ProcessEnv = {}) {
  requireBuild();
  const config = testConfig(overrides);
  const db = connect(config.database);
  await migrateAndSeed(db);
  const app = await buildApp(config, { db, logger: false });
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The server on the built site for the enclosing suite (or file): built before its tests, closed after. */
export function useTestApp(overrides: NodeJS.ProcessEnv = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(overrides);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is built in beforeAll');
    return app;
  };
}

/**
 * The PostgreSQL suites always run, against TEST_DATABASE_URL or the local server, and fail
 * when it cannot be reached. Only SKIP_POSTGRES=1 turns them off, and then they show as
 * skipped: a missing database never makes them vanish.
 */
export const skipPostgres = process.env.SKIP_POSTGRES === '1';
export const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

type TestDatabase = { name: string; env: NodeJS.ProcessEnv; skip: boolean };

export const databases: TestDatabase[] = [
  { name: 'SQLite', env: {}, skip: false },
  { name: 'PostgreSQL', env: { DATABASE_URL: postgresUrl }, skip: skipPostgres },
];

/**
 * One suite per database: `$name` in the title becomes the database's name. A skipped
 * database (SKIP_POSTGRES=1) still registers its suite, as skipped, so it is counted.
 */
export function describeEachDatabase(title: string, suite: (database: TestDatabase) => void) {
  for (const database of databases) {
    describe.skipIf(database.skip)(title.replaceAll('$name', database.name), () => suite(database));
  }
}

async function connectPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(url);
    where.password = '';
    throw new Error(
      `PostgreSQL is not reachable at ${where.toString()} (${(error as Error).message}). ` +
        'Start it, point TEST_DATABASE_URL at one, or set SKIP_POSTGRES=1 to skip its suites.',
      { cause: error },
    );
  }
  return client;
}

/**
 * A database of its own for one test: a fresh SQLite file, or a fresh schema in the
 * shared PostgreSQL test database (reached through search_path), so parallel test files
 * never see each other's rows. `drop()` removes the schema again (in a Vitest run, its teardown does).
 */
export async function isolatedDatabase(env: NodeJS.ProcessEnv) {
  if (!env.DATABASE_URL) return { env: { ...env }, drop: async () => {} };
  const run = process.env.TEST_SCHEMA_RUN;
  const schema = `t_${run ? `${run}_` : ''}${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = await connectPostgres(env.DATABASE_URL);
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(env.DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { ...env, DATABASE_URL: url.toString() },
    // Within a Vitest run its global teardown drops the run's schemas (tests/global-setup.ts says why).
    drop: async () => {
      if (run) return;
      const client = await connectPostgres(env.DATABASE_URL!);
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

type ContactTestAppOptions = {
  env?: NodeJS.ProcessEnv;
  /** Reuse a database (and DATA_DIR) of an earlier app, as a restarted instance would. */
  config?: Config;
  now?: () => Date;
  pollMs?: number;
};

/** The real server on its own migrated database, with its config, for the contact suites. */
export async function buildContactApp({ env = {}, config: given, now, pollMs = 50 }: ContactTestAppOptions = {}) {
  requireBuild();
  const config = given ?? testConfig({ CONTACT_RATE_LIMIT: '1000/1m', ...env });
  const db = connect(config.database);
  await migrateAndSeed(db);
  const app = await buildApp(config, { db, logger: false, outbox: { now, pollMs } });
  return { app, db, config };
}

/** A clock that tests move forward instead of sleeping through a backoff. */
export function testClock() {
  let offset = 0;
  let frozenAt: number | null = null;
  return {
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    advance: (ms: number) => {
      offset += ms;
    },
    /**
     * Stops the clock until `thaw()`: a burst of requests then arrives at one instant, as it would on a fast machine,
     * however long a busy one takes to answer them all (a 1 s block would otherwise run out during the burst).
     */
    freeze: () => {
      frozenAt = Date.now();
    },
    thaw: () => {
      if (frozenAt !== null) offset -= Date.now() - frozenAt;
      frozenAt = null;
    },
  };
}

export type ContactApp = Awaited<ReturnType<typeof buildContactApp>>;

/**
 * One contact app on its own database for the enclosing suite: built before its tests,
 * closed and its schema dropped after them. Call it inside describe(); read it in tests.
 */
export function useContactApp(baseEnv: NodeJS.ProcessEnv) {
  let ctx: ContactApp | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const isolated = await isolatedDatabase(baseEnv);
    drop = isolated.drop;
    ctx = await buildContactApp({ env: isolated.env });
  });
  afterAll(async () => {
    await ctx?.app.close();
    await drop?.();
  });
  return () => {
    if (!ctx) throw new Error('the contact app is built in beforeAll');
    return ctx;
  };
}

/**
 * A database of its own migrated up to and including `migration`, with one submission stored the
 * way that schema took it: for a test of the migrations after it (`migrator` moves on).
 */
export async function databaseAt(env: NodeJS.ProcessEnv, migration: string) {
  const isolated = await isolatedDatabase(env);
  const db = connect(testConfig(isolated.env).database);
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({
      fs: fsPromises,
      path,
      migrationFolder: path.resolve('server/db/migrations'),
    }),
    // Its own schema's bookkeeping: Kysely otherwise looks in every schema, and suites run at once.
    migrationTableSchema: await currentSchema(db),
  });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
  const now = new Date().toISOString();
  const submission = await db
    .insertInto('contact_submissions')
    .values({ form_type: 'company', status: 'received', name: 'Before', email: 'b@example.test', submitted_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    db,
    migrator,
    now,
    submissionId: submission.id,
    close: async () => {
      await db.destroy();
      await isolated.drop();
    },
  };
}
