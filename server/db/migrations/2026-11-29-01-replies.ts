import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Replies from the inbox (decision 0063); SQLite cannot change a CHECK, so the outbox is rebuilt, rows and ids kept.
const kinds = sql`kind in ('notification', 'confirmation', 'reply')`;

export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';

  await db.schema.alterTable('admin_users').addColumn('email', 'text').execute();

  if (sqlite) {
    // In one transaction of its own, unless the migrator already runs this in one.
    const atomically = (work: (trx: Kysely<unknown>) => Promise<void>) =>
      db.isTransaction ? work(db) : db.transaction().execute(work);
    await atomically(async (trx) => {
      await trx.schema
        .createTable('mail_outbox_next')
        .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
        .addColumn('submission_id', 'integer', (column) =>
          column.notNull().references('contact_submissions.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (column) => column.notNull().check(kinds))
        .addColumn('to_address', 'text', (column) => column.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('html', 'text')
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('locked_by', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await sql`insert into mail_outbox_next select id, submission_id, kind, to_address, reply_to, subject, text,
        html, attempts, next_attempt_at, sent_at, last_error, locked_until, locked_by, created_at
        from mail_outbox`.execute(trx);
      await trx.schema.dropTable('mail_outbox').execute();
      await trx.schema.alterTable('mail_outbox_next').renameTo('mail_outbox').execute();
      await trx.schema.createIndex('mail_outbox_pending').on('mail_outbox').column('next_attempt_at').execute();
      await trx.schema.createIndex('mail_outbox_submission').on('mail_outbox').column('submission_id').execute();
    });
  } else {
    // The constraint PostgreSQL named for the column's CHECK (mail_outbox_kind_check), whatever its name.
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint
      where conrelid = 'mail_outbox'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%kind%'`.execute(
      db,
    );
    for (const { name } of rows) {
      await sql`alter table mail_outbox drop constraint ${sql.id(name)}`.execute(db);
    }
    await sql`alter table mail_outbox add constraint mail_outbox_kind_check check (${kinds})`.execute(db);
  }

  await db.schema
    .createTable('submission_replies')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', (column) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn('submission_id', 'integer', (column) =>
      column.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    .addColumn('outbox_id', 'integer', (column) => column.references('mail_outbox.id').onDelete('set null'))
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('submission_replies_submission')
    .on('submission_replies')
    .columns(['submission_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('submission_replies').execute();
  await db.schema.alterTable('admin_users').dropColumn('email').execute();
}
