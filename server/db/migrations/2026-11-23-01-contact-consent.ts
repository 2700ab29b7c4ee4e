import { type Kysely, SqliteAdapter } from 'kysely';

// Spec §7's payload does not carry the privacy checkbox: consent is recorded when it is sent.
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('privacy_accepted_at', sqlite ? 'text' : 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_submissions').dropColumn('privacy_accepted_at').execute();
}
