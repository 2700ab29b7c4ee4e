import { type Kysely, SqliteAdapter } from 'kysely';

// When the sender accepted the privacy policy (null when an API client did not say):
// spec §7's payload does not carry the checkbox, so consent is recorded when it is sent.
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
