import { randomBytes } from 'node:crypto';
import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Webhooks (decision 0066). On SQLite the outbox is rebuilt for its CHECK; dropping the old table would null the
// replies' links to their e-mails (ON DELETE SET NULL), so they are kept aside and put back.
const kinds = sql`kind in ('notification', 'confirmation', 'reply', 'webhook')`;

export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', sqlite ? 'integer' : 'bigserial', (column) =>
        sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
      );

  await id('webhook_endpoints')
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    // Standard Webhooks' whsec_… form: the server needs it to sign, so it is kept, never shown again.
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .execute();

  if (sqlite) {
    const atomically = (work: (trx: Kysely<unknown>) => Promise<void>) =>
      db.isTransaction ? work(db) : db.transaction().execute(work);
    await atomically(async (trx) => {
      // AUTOINCREMENT's mark is kept: outbox ids name .eml files, and a deleted row's must not come back.
      const { rows: sequence } = await sql<{ seq: number }>`select seq from sqlite_sequence
        where name = 'mail_outbox'`.execute(trx);
      await sql`create temporary table reply_links as
        select id, outbox_id from submission_replies where outbox_id is not null`.execute(trx);
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
        .addColumn('endpoint_id', 'integer', (column) => column.references('webhook_endpoints.id').onDelete('cascade'))
        .execute();
      await sql`insert into mail_outbox_next select id, submission_id, kind, to_address, reply_to, subject, text,
        html, attempts, next_attempt_at, sent_at, last_error, locked_until, locked_by, created_at, null
        from mail_outbox`.execute(trx);
      await trx.schema.dropTable('mail_outbox').execute();
      await trx.schema.alterTable('mail_outbox_next').renameTo('mail_outbox').execute();
      await trx.schema.createIndex('mail_outbox_pending').on('mail_outbox').column('next_attempt_at').execute();
      await trx.schema.createIndex('mail_outbox_submission').on('mail_outbox').column('submission_id').execute();
      await sql`update submission_replies set outbox_id =
        (select outbox_id from reply_links where reply_links.id = submission_replies.id)
        where id in (select id from reply_links)`.execute(trx);
      await sql`drop table reply_links`.execute(trx);
      const highest = Number(sequence[0]?.seq ?? 0);
      await sql`update sqlite_sequence set seq = max(seq, ${highest}) where name = 'mail_outbox'`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq) select 'mail_outbox', ${highest}
        where ${highest} > 0 and not exists (select 1 from sqlite_sequence where name = 'mail_outbox')`.execute(trx);
    });
  } else {
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint
      where conrelid = 'mail_outbox'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%kind%'`.execute(
      db,
    );
    for (const { name } of rows) {
      await sql`alter table mail_outbox drop constraint ${sql.id(name)}`.execute(db);
    }
    await sql`alter table mail_outbox add constraint mail_outbox_kind_check check (${kinds})`.execute(db);
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('endpoint_id', 'bigint', (column) => column.references('webhook_endpoints.id').onDelete('cascade'))
      .execute();
  }
  await db.schema.createIndex('mail_outbox_endpoint').on('mail_outbox').columns(['endpoint_id', 'id']).execute();

  await id('webhook_attempts')
    .addColumn('outbox_id', 'integer', (column) => column.notNull().references('mail_outbox.id').onDelete('cascade'))
    .addColumn('attempted_at', time, (column) => column.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .columns(['outbox_id', 'id'])
    .execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
  // Signs the expiring CV links in webhook payloads; made here, once per database.
  await sql`insert into server_keys (name, value) values ('cv-links', ${randomBytes(32).toString('base64url')})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('server_keys').execute();
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropIndex('mail_outbox_endpoint').execute();
  await sql`delete from mail_outbox where kind = 'webhook'`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('endpoint_id').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
