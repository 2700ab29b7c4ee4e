import type { Kysely } from 'kysely';

// Issue 36 (decision 0080): the not-found addresses visitors asked for, per day, so an editor can redirect a broken
// inbound link. Only the path and a count: no address, no user agent, no referrer, no time of day.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('not_found_hits')
    .addColumn('path', 'text', (column) => column.notNull())
    // YYYY-MM-DD (UTC): rows older than the window are deleted.
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('not_found_hits_key', ['path', 'day'])
    .execute();
  await db.schema.createIndex('not_found_hits_day').on('not_found_hits').column('day').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('not_found_hits').execute();
}
