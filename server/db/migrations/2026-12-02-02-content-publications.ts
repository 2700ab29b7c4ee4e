import { type Kysely, SqliteAdapter } from 'kysely';

// Issue 35 (decision 0073): one row per change of the published content. Every instance watches the latest id and
// renders the site again when it moves, so a publish on one instance (or an import by the CLI) reaches them all.
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  await db.schema
    .createTable('content_publications')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', (column) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn('published_at', time, (column) => column.notNull())
    .addColumn('published_by', 'text', (column) => column.notNull())
    // What changed, for the studio's history: 'import: 1 added, 2 changed, 0 removed'.
    .addColumn('detail', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_publications').execute();
}
