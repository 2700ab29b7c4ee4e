import type { Kysely } from 'kysely';

// The language a submission was sent in (decision 0052); earlier submissions were English.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_submissions').dropColumn('locale').execute();
}
