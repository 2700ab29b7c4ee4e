import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** What repositories take: the database, or a transaction on it. */
export type DbOrTrx = Db | Transaction<Database>;

/** The SQLite connection under a Db, for writes that must not yield between BEGIN and COMMIT. */
export type SqliteHandle = {
  prepare(text: string): SQLite.Statement;
  /** Runs `work` synchronously inside BEGIN … COMMIT (ROLLBACK when it throws). */
  transaction<T>(work: () => T): T;
  /** False once SQLite has rolled a transaction back by itself (it may on a full disk or an I/O error). */
  readonly inTransaction: boolean;
};
const sqliteHandles = new WeakMap<Db, SqliteHandle>();

/** The SQLite handle of a Db opened by connect(), or null on PostgreSQL. */
export function sqliteHandle(db: Db): SqliteHandle | null {
  return sqliteHandles.get(db) ?? null;
}

type LostConnectionListener = (error: Error) => void;
const lostConnectionListeners = new WeakMap<Db, LostConnectionListener>();

/** Tells `listener` when the pool loses a PostgreSQL connection (the app logs it); SQLite has none to lose. */
export function onLostConnection(db: Db, listener: LostConnectionListener) {
  lostConnectionListeners.set(db, listener);
}

export function connect(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // A database that does not answer, or a pool whose connections all stay busy, fails the request after 5 s (503).
      connectionTimeoutMillis: 5000,
      // Notice a peer that vanished without closing (a failover, a cut network) on idle connections.
      keepAlive: true,
    });
    const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // A broken connection emits 'error' on its client, which unheard would end the process. The pool drops the client,
    // the query in flight fails (503), and the next request opens a fresh connection.
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  sqliteHandles.set(db, {
    prepare: cached.prepare,
    transaction: (work) => sqlite.transaction(work)(),
    get inTransaction() {
      return sqlite.inTransaction;
    },
  });
  return db;
}

/**
 * Kysely prepares every query anew, which costs more than a small insert. Caching by SQL text is safe: better-sqlite3
 * is synchronous, Kysely runs one query at a time on its one connection, and none streams rows.
 */
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

/**
 * After an erasure: on SQLite, the write-ahead log, which still holds the pages as they were before the delete, is
 * copied into the database (whose deleted content secure_delete has zeroed) and truncated to nothing. A reader holding
 * an old snapshot (another process) can keep it from finishing: then it is tried again a few times. PostgreSQL keeps
 * dead row versions until vacuum reuses their space (docs/deploy.md says how long); nothing here can hurry that safely.
 */
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

/** A round trip to the database, for the health check. */
export async function ping(db: Db) {
  await sql`select 1`.execute(db);
}
