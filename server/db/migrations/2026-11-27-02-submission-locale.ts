import type { Kysely } from 'kysely';

// The language of the page a submission was sent from (issue 23): its confirmation e-mail goes out
// in it, and the staff notification and the inbox say which it was. Earlier submissions were English.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_submissions').dropColumn('locale').execute();
}
