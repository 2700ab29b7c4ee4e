import { type Kysely, SqliteAdapter } from 'kysely';

// Issue 36 (decision 0082): the media library's files. An upload's original, by the SHA-256 of its bytes, and the
// AVIF and WebP variants made from it once, in the database every instance reads; each instance keeps the variants
// it served on its own disk too. An image's alt text and focal point are content (content_items, type 'media').
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  const bytes = sqlite ? 'blob' : 'bytea';
  await db.schema
    .createTable('media_files')
    // '<sha-256 hex>.<extension>'
    .addColumn('file', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('data', bytes, (column) => column.notNull())
    // 'processing' until every variant is made, then 'ready'; 'failed' with `error` when one could not be.
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('done', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('media_variants')
    .addColumn('file', 'text', (column) => column.notNull().references('media_files.file').onDelete('cascade'))
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('data', bytes, (column) => column.notNull())
    .addPrimaryKeyConstraint('media_variants_key', ['file', 'width', 'format'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media_files').execute();
}
