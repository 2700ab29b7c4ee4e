import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type KyselyConfig, PostgresDialect, SqliteDialect, type Transaction, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** What repositories take: the database, or a transaction on it. */
export type DbOrTrx = Db | Transaction<Database>;

/** The SQLite connection under a Db, for writes that must not yield between BEGIN and COMMIT. */
export type SqliteHandle = {
  prepare(text: string): SQLite.Statement;
  transaction<T>(work: () => T): T;
  /** False once SQLite has rolled a transaction back by itself (it may on a full disk or an I/O error). */
  readonly inTransaction: boolean;
};
const sqliteHandles = new WeakMap<Db, SqliteHandle>();

export function sqliteHandle(db: Db): SqliteHandle | null {
  return sqliteHandles.get(db) ?? null;
}

type LostConnectionListener = (error: Error) => void;
const lostConnectionListeners = new WeakMap<Db, LostConnectionListener>();

/** Tells `listener` when the pool loses a PostgreSQL connection (the app logs it); SQLite has none to lose. */
export function onLostConnection(db: Db, listener: LostConnectionListener) {
  lostConnectionListeners.set(db, listener);
}

/** `options.log` sees each query and its time on its connection (the benchmarks time the dashboard's with it). */
export function connect(database: Config['database'], options: Pick<KyselyConfig, 'log'> = {}): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // A database that does not answer, or a pool whose connections all stay busy, fails the request after 5 s (503).
      connectionTimeoutMillis: 5000,
      // Notice a peer that vanished without closing (a failover, a cut network) on idle connections.
      keepAlive: true,
    });
    const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...options });
    // A client's 'error', unheard, would end the process; the pool drops the client instead (decision 0024).
    pool.on('connect', (client) => client.on('error', (error) => lostConnectionListeners.get(db)?.(error)));
    // The pool's own 'error' repeats an idle client's, which the listener above has reported.
    pool.on('error', () => {});
    return db;
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers work beside the writer; busy_timeout makes a second process wait for the write lock, not fail.
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is fsynced before it is acknowledged, so a stored submission survives a power loss (decision 0009).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Deleted content is overwritten with zeros, not left in free pages: an erasure reaches the file (decision 0042).
  sqlite.pragma('secure_delete = ON');
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }), ...options });
  sqliteHandles.set(db, {
    prepare: cached.prepare,
    transaction: (work) => sqlite.transaction(work)(),
    get inTransaction() {
      return sqlite.inTransaction;
    },
  });
  return db;
}

/** Kysely prepares every query anew, costing more than a small insert; one synchronous connection makes this safe. */
function withStatementCache(sqlite: SQLite.Database, size = 200) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last, so the first key is the one to evict.
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** After an erasure, empties SQLite's WAL (which holds the old pages) into the zeroed file (decision 0042). */
export async function scrubDeleted(db: Db) {
  const sqlite = sqliteHandle(db);
  if (!sqlite) return true;
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await db
      .connection()
      .execute(async () => sqlite.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number });
    if (result.busy === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
  }
  return false;
}

export async function ping(db: Db) {
  await sql`select 1`.execute(db);
}
