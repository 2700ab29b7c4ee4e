import type { Kysely } from 'kysely';

// Issue 37 (decision 0083): page views and real-user speed with no cookie. A raw event holds the page, the referrer's
// host, the campaign's tags, the device class and the speed figures; its visitor is a hash of the address and user
// agent with the day's salt, blanked once the day has been rolled up. The salt of a day is deleted after it. Neither
// the address nor the user agent is stored anywhere.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('insight_salts')
    .addColumn('day', 'text', (column) => column.primaryKey())
    .addColumn('salt', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('insight_events')
    // YYYY-MM-DD (UTC) and the minute it arrived: raw events are deleted after 30 days.
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('minute', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('visitor', 'text')
    .addColumn('lcp', 'real')
    .addColumn('inp', 'real')
    .addColumn('cls', 'real')
    .addColumn('fcp', 'real')
    .addColumn('ttfb', 'real')
    .execute();
  await db.schema.createIndex('insight_events_day_path').on('insight_events').columns(['day', 'path']).execute();
  await db.schema
    .createTable('insight_daily')
    .addColumn('day', 'text', (column) => column.notNull())
    // 'all', 'page', 'referrer', 'source', 'medium', 'campaign'; value '' for 'all'.
    .addColumn('dimension', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('views', 'integer', (column) => column.notNull())
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('insight_daily_key', ['day', 'dimension', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('insight_daily').execute();
  await db.schema.dropTable('insight_events').execute();
  await db.schema.dropTable('insight_salts').execute();
}
