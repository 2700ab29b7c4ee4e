import { type Kysely, SqliteAdapter } from 'kysely';

// Issue 35 (decision 0075): a publish at a chosen time, exactly once however many instances run or restart. An
// instance claims a due row for a lease; the publish marks it done in its own transaction, only while the claim is
// still its own.
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  await db.schema
    .createTable('content_schedules')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', (column) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('item_key', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    // The published revision the data was written against (0: a new item): a publish since is a conflict.
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('publish_at', time, (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    // 'pending', 'done', 'failed' or 'cancelled'.
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('claim', 'text')
    .addColumn('claimed_until', time)
    .addColumn('finished_at', time)
    .addColumn('outcome', 'text')
    .execute();
  await db.schema
    .createIndex('content_schedules_due')
    .on('content_schedules')
    .columns(['state', 'publish_at'])
    .execute();
  await db.schema
    .createIndex('content_schedules_item')
    .on('content_schedules')
    .columns(['type', 'item_key', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_schedules').execute();
}
