import type { Kysely } from 'kysely';

// Issue 37 (decision 0083): page views and real-user speed with no cookie, and where each lead came from. A raw event holds the page, the referrer's
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
    // YYYY-MM-DD and HH:MM:SS.mmm (UTC) it arrived: raw events are deleted after 30 days.
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('time', 'text', (column) => column.notNull())
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
  // A lead's visit: today's views of one visitor (blank once the day is rolled up).
  await db.schema.createIndex('insight_events_visitor').on('insight_events').columns(['visitor', 'day']).execute();
  // Where each lead came from (decision 0083), taken from its visit's views: erased with the submission.
  await db.schema.alterTable('contact_submissions').addColumn('lead_landing', 'text').execute();
  for (const column of ['lead_page', 'lead_referrer', 'lead_source', 'lead_medium', 'lead_campaign'])
    await db.schema.alterTable('contact_submissions').addColumn(column, 'text').execute();
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
  for (const column of ['lead_landing', 'lead_page', 'lead_referrer', 'lead_source', 'lead_medium', 'lead_campaign'])
    await db.schema.alterTable('contact_submissions').dropColumn(column).execute();
  await db.schema.dropTable('insight_daily').execute();
  await db.schema.dropTable('insight_events').execute();
  await db.schema.dropTable('insight_salts').execute();
}
