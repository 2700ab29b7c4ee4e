import type { Kysely } from 'kysely';

// Issue 37 (decision 0083): real-user speed kept per day as histograms, so the dashboard reads a year of speed without
// the raw events (kept 30 days); and the daily rollups indexed by dimension first, holding every column the report
// adds up, so a year's top pages, referrers and campaigns are read from the index alone.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('insight_vitals_daily')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('page_type', 'text', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('metric', 'text', (column) => column.notNull())
    // JSON, flat for a quick parse: a bucket's upper edge, its samples, the next upper edge, … ascending.
    .addColumn('histogram', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('insight_vitals_daily_key', ['day', 'page_type', 'device', 'metric'])
    .execute();
  await db.schema
    .createIndex('insight_daily_dimension')
    .on('insight_daily')
    .columns(['dimension', 'day', 'value', 'views', 'visitors'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('insight_daily_dimension').execute();
  await db.schema.dropTable('insight_vitals_daily').execute();
}
