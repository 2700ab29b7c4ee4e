import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Administrators, their sessions, the one-time setup marker and the sign-in throttle (decision 0020).
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  const id = sqlite ? 'integer' : 'serial';

  await db.schema
    .createTable('admin_users')
    .addColumn('id', id, (column) => (sqlite ? column.primaryKey().autoIncrement() : column.primaryKey()))
    .addColumn('username', 'text', (column) => column.notNull())
    // Lower-cased (NFKC) username: unique, so 'Admin' and 'admin' are one account.
    .addColumn('username_key', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('password_changed_at', time, (column) => column.notNull())
    .execute();

  // One row once setup has run: its primary key fails a second or racing setup.
  await db.schema
    .createTable('admin_setup')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('done_at', time, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    // sha256 of the cookie's token, hex: a stolen database holds no usable session.
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('last_seen_at', time, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('user_id').execute();

  await db.schema
    .createTable('login_throttle')
    // 'user:<username key>' or 'ip:<address>'.
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_failure_at', time, (column) => column.notNull())
    .addColumn('blocked_until', time)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admin_setup').execute();
  await db.schema.dropTable('admin_users').execute();
}
