import { type Kysely, SqliteAdapter } from 'kysely';

// Issue 35 (decision 0072): the site's content in the database, one row per item of the content pack.
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  await db.schema
    .createTable('content_items')
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('item_key', 'text', (column) => column.notNull())
    // The item as the pack holds it (placeholders kept), as JSON text: its fields in their order, for exact export.
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('updated_at', time, (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('content_items_pk', ['type', 'item_key'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_items').execute();
}
