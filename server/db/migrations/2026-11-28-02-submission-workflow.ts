import { type Kysely, SqliteAdapter } from 'kysely';

// The inbox's workflow: a state, an assignee, internal notes, and indexes that lead with the state (decision 0062).
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  const id = sqlite ? 'integer' : 'bigserial';

  await db.schema
    .alterTable('contact_submissions')
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('contact_submissions')
    // An admin who is deleted leaves their submissions unassigned.
    .addColumn('assignee_id', 'integer', (column) => column.references('admin_users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('contact_submissions_inbox_state')
    .on('contact_submissions')
    .columns(['status', 'state', 'submitted_at', 'id'])
    .execute();

  await db.schema
    .createTable('submission_notes')
    .addColumn('id', id, (column) => (sqlite ? column.primaryKey().autoIncrement() : column.primaryKey()))
    .addColumn('submission_id', 'integer', (column) =>
      column.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    // The author's username, kept as written: a note stays attributed after its author is deleted.
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('submission_notes_submission')
    .on('submission_notes')
    .columns(['submission_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('submission_notes').execute();
  await db.schema.dropIndex('contact_submissions_inbox_state').execute();
  await db.schema.alterTable('contact_submissions').dropColumn('assignee_id').execute();
  await db.schema.alterTable('contact_submissions').dropColumn('state').execute();
}
