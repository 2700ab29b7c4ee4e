import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Contact submissions (the CV in the row, so every instance can serve it) and their outbox (decision 0006).
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';

  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', sqlite ? 'integer' : 'serial', (column) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn('form_type', 'text', (column) => column.notNull().check(sql`form_type in ('company', 'job')`))
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('received', 'spam')`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    .addColumn('interest', 'text')
    .addColumn('position', 'text')
    .addColumn('experience', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('message', 'text')
    .addColumn('submitted_at', time, (column) => column.notNull())
    .addColumn('email_sent', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`email_sent in (0, 1)`),
    )
    .addColumn('email_error', 'text')
    .addColumn('cv_filename', 'text')
    .addColumn('cv_type', 'text', (column) => column.check(sql`cv_type in ('pdf', 'docx', 'rtf')`))
    .addColumn('cv_size', 'integer')
    .addColumn('cv_sha256', 'text')
    .addColumn('cv_data', sqlite ? 'blob' : 'bytea')
    .execute();
  await db.schema
    .createIndex('contact_submissions_submitted_at')
    .on('contact_submissions')
    .column('submitted_at')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', sqlite ? 'integer' : 'serial', (column) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn('submission_id', 'integer', (column) =>
      column.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('notification', 'confirmation')`))
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('html', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    // Null once sent or given up: only rows with a next attempt are pending.
    .addColumn('next_attempt_at', time)
    .addColumn('sent_at', time)
    .addColumn('last_error', 'text')
    .addColumn('locked_until', time)
    .addColumn('locked_by', 'text')
    .addColumn('created_at', time, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_pending').on('mail_outbox').column('next_attempt_at').execute();
  await db.schema.createIndex('mail_outbox_submission').on('mail_outbox').column('submission_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('contact_submissions').execute();
}
