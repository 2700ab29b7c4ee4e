import type { Kysely } from 'kysely';

// Why a submission was filed as spam (decision 0060); null for the inbox's rows and for spam stored before.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_submissions').addColumn('spam_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_submissions').dropColumn('spam_reason').execute();
}
