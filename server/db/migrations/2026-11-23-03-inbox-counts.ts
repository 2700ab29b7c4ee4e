import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The inbox at any size: counters kept by triggers, pages read from indexes in the list's order (decision 0021).
const state = (row: 'new' | 'old') =>
  sql.raw(
    `(case when ${row}.email_sent = 1 then 'sent' when ${row}.email_error is not null then 'failed' else 'pending' end)`,
  );

export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable('submission_counts')
    .addColumn('form_type', 'text', (column) => column.notNull())
    .addColumn('email_state', 'text', (column) => column.notNull())
    .addColumn('n', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('submission_counts_pk', ['form_type', 'email_state'])
    .execute();

  await sql`
    insert into submission_counts (form_type, email_state, n)
    select form_type, ${state('new')}, count(*) from contact_submissions as new
    where status = 'received' group by 1, 2`.execute(db);

  const add = sql`insert into submission_counts (form_type, email_state, n)
      select new.form_type, ${state('new')}, 1 where new.status = 'received'
      on conflict (form_type, email_state) do update set n = submission_counts.n + 1`;
  const remove = sql`update submission_counts set n = n - 1
      where old.status = 'received' and form_type = old.form_type and email_state = ${state('old')}`;

  if (sqlite) {
    await sql`create trigger submission_counts_insert after insert on contact_submissions
      begin ${add}; end`.execute(db);
    await sql`create trigger submission_counts_delete after delete on contact_submissions
      begin ${remove}; end`.execute(db);
    await sql`create trigger submission_counts_update
      after update of form_type, status, email_sent, email_error on contact_submissions
      begin ${remove}; ${add}; end`.execute(db);
  } else {
    await sql`create function submission_counts_apply() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          if old.status = 'received' then ${remove}; end if;
        end if;
        if tg_op <> 'DELETE' then
          if new.status = 'received' then ${add}; end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger submission_counts_apply
      after insert or delete or update of form_type, status, email_sent, email_error on contact_submissions
      for each row execute function submission_counts_apply()`.execute(db);
  }

  // The inbox lists received submissions newest first, all or one form type.
  await db.schema
    .createIndex('contact_submissions_inbox')
    .on('contact_submissions')
    .columns(['status', 'submitted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('contact_submissions_inbox_type')
    .on('contact_submissions')
    .columns(['status', 'form_type', 'submitted_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropIndex('contact_submissions_inbox_type').execute();
  await db.schema.dropIndex('contact_submissions_inbox').execute();
  if (sqlite) {
    for (const name of ['submission_counts_insert', 'submission_counts_delete', 'submission_counts_update']) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  } else {
    await sql`drop trigger submission_counts_apply on contact_submissions`.execute(db);
    await sql`drop function submission_counts_apply()`.execute(db);
  }
  await db.schema.dropTable('submission_counts').execute();
}
