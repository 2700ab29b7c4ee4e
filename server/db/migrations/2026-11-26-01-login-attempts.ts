import { type Kysely, SqliteAdapter } from 'kysely';

// The sign-in throttle counts attempts as they start, not failures after the password check,
// so a parallel burst is counted while it is still in flight. Times are epoch milliseconds, so
// one statement can admit an attempt and compute the next block on SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const ms = sqlite ? 'integer' : 'bigint';
  await db.schema
    .createTable('login_attempts')
    // 'pair:<username key>|<address>', 'ip:<address>' or 'user:<username key>'.
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('last_attempt_ms', ms, (column) => column.notNull())
    .addColumn('block_ms', 'integer', (column) => column.notNull())
    .addColumn('next_allowed_ms', ms, (column) => column.notNull())
    .execute();
  await db.schema.dropTable('login_throttle').execute();
}

export async function down(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_failure_at', sqlite ? 'text' : 'timestamptz', (column) => column.notNull())
    .addColumn('blocked_until', sqlite ? 'text' : 'timestamptz')
    .execute();
  await db.schema.dropTable('login_attempts').execute();
}
