import { type Kysely, SqliteAdapter } from 'kysely';

// Issue 35 (decision 0074): nothing an editor does is lost. An item's draft is what the studio saves as one types,
// shared by everyone who edits the item and guarded by its own revision; every save and every publish is a version.
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  await db.schema
    .createTable('content_drafts')
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('item_key', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('saved_at', time, (column) => column.notNull())
    .addColumn('saved_by', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('content_drafts_pk', ['type', 'item_key'])
    .execute();
  await db.schema
    .createTable('content_versions')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', (column) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('item_key', 'text', (column) => column.notNull())
    // 'draft', 'published', 'unpublished' or 'restored'.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    // The published revision a 'published' version became; null for the others.
    .addColumn('revision', 'integer')
    .addColumn('saved_at', time, (column) => column.notNull())
    .addColumn('saved_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('content_versions_item')
    .on('content_versions')
    .columns(['type', 'item_key', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_versions').execute();
  await db.schema.dropTable('content_drafts').execute();
}
