import type { Kysely } from 'kysely';

// Why a submission was filed as spam (issue 24): 'honeypot', 'fill_time' or 'form_age', shown in
// the inbox's Spam tab so staff can judge and rescue a false positive. Null for the inbox's rows,
// and for spam stored before this migration (the reason was not kept then).
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_submissions').addColumn('spam_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_submissions').dropColumn('spam_reason').execute();
}
