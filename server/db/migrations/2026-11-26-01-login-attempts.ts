import { type Kysely, SqliteAdapter } from 'kysely';

// Attempts counted as they start, in epoch milliseconds, by one statement on either database (decision 0031).
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
