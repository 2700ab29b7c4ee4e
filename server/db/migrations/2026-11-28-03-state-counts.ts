import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The workflow's counts, kept by triggers per form type, state and shard (decision 0062: a `group by` cost 5–20×
// more at 100,000 submissions); and an index for one form type's list in one state.
const SHARDS = 16;

export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('submission_state_counts')
    .addColumn('form_type', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('shard', 'integer', (column) => column.notNull())
    .addColumn('n', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('submission_state_counts_pk', ['form_type', 'state', 'shard'])
    .execute();
  await sql`insert into submission_state_counts (form_type, state, shard, n)
    select form_type, state, id % ${sql.lit(SHARDS)}, count(*) from contact_submissions
    where status = 'received' group by form_type, state, id % ${sql.lit(SHARDS)}`.execute(db);

  const add = sql`insert into submission_state_counts (form_type, state, shard, n)
    select new.form_type, new.state, new.id % ${sql.lit(SHARDS)}, 1 where new.status = 'received'
    on conflict (form_type, state, shard) do update set n = submission_state_counts.n + 1`;
  const remove = sql`update submission_state_counts set n = n - 1
    where old.status = 'received' and form_type = old.form_type and state = old.state
    and shard = old.id % ${sql.lit(SHARDS)}`;
  if (sqlite) {
    await sql`create trigger submission_state_counts_insert after insert on contact_submissions
      begin ${add}; end`.execute(db);
    await sql`create trigger submission_state_counts_delete after delete on contact_submissions
      begin ${remove}; end`.execute(db);
    await sql`create trigger submission_state_counts_update
      after update of form_type, status, state on contact_submissions
      begin ${remove}; ${add}; end`.execute(db);
  } else {
    await sql`create function submission_state_counts_apply() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          if old.status = 'received' then ${remove}; end if;
        end if;
        if tg_op <> 'DELETE' then
          if new.status = 'received' then ${add}; end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger submission_state_counts_apply
      after insert or delete or update of form_type, status, state on contact_submissions
      for each row execute function submission_state_counts_apply()`.execute(db);
  }
  await db.schema
    .createIndex('contact_submissions_inbox_type_state')
    .on('contact_submissions')
    .columns(['status', 'form_type', 'state', 'submitted_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropIndex('contact_submissions_inbox_type_state').execute();
  if (sqlite) {
    for (const name of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.raw(`submission_state_counts_${name}`)}`.execute(db);
    }
  } else {
    await sql`drop trigger submission_state_counts_apply on contact_submissions`.execute(db);
    await sql`drop function submission_state_counts_apply()`.execute(db);
  }
  await db.schema.dropTable('submission_state_counts').execute();
}
