import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Each counter spread over SHARDS rows by id, so concurrent writers stop queuing on one row's lock (decision 0021).
const SHARDS = 16;

const state = (row: 'new' | 'old') =>
  sql.raw(
    `(case when ${row}.email_sent = 1 then 'sent' when ${row}.email_error is not null then 'failed' else 'pending' end)`,
  );
const shard = (row: 'new' | 'old') => sql.raw(`(${row}.id % ${SHARDS})`);

async function dropTriggers(db: Kysely<unknown>, sqlite: boolean) {
  if (sqlite) {
    for (const name of ['submission_counts_insert', 'submission_counts_delete', 'submission_counts_update']) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  } else {
    await sql`drop trigger submission_counts_apply on contact_submissions`.execute(db);
    await sql`drop function submission_counts_apply()`.execute(db);
  }
}

async function createTriggers(db: Kysely<unknown>, sqlite: boolean, sharded: boolean) {
  const add = sharded
    ? sql`insert into submission_counts (form_type, email_state, shard, n)
        select new.form_type, ${state('new')}, ${shard('new')}, 1 where new.status = 'received'
        on conflict (form_type, email_state, shard) do update set n = submission_counts.n + 1`
    : sql`insert into submission_counts (form_type, email_state, n)
        select new.form_type, ${state('new')}, 1 where new.status = 'received'
        on conflict (form_type, email_state) do update set n = submission_counts.n + 1`;
  const remove = sharded
    ? sql`update submission_counts set n = n - 1
        where old.status = 'received' and form_type = old.form_type and email_state = ${state('old')}
        and shard = ${shard('old')}`
    : sql`update submission_counts set n = n - 1
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
}

export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await dropTriggers(db, sqlite);
  await db.schema
    .createTable('submission_counts_sharded')
    .addColumn('form_type', 'text', (column) => column.notNull())
    .addColumn('email_state', 'text', (column) => column.notNull())
    .addColumn('shard', 'integer', (column) => column.notNull())
    .addColumn('n', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('submission_counts_sharded_pk', ['form_type', 'email_state', 'shard'])
    .execute();
  await sql`insert into submission_counts_sharded (form_type, email_state, shard, n)
    select form_type, email_state, 0, n from submission_counts`.execute(db);
  await db.schema.dropTable('submission_counts').execute();
  await db.schema.alterTable('submission_counts_sharded').renameTo('submission_counts').execute();
  await createTriggers(db, sqlite, true);
}

export async function down(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await dropTriggers(db, sqlite);
  await db.schema
    .createTable('submission_counts_single')
    .addColumn('form_type', 'text', (column) => column.notNull())
    .addColumn('email_state', 'text', (column) => column.notNull())
    .addColumn('n', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('submission_counts_pk', ['form_type', 'email_state'])
    .execute();
  await sql`insert into submission_counts_single (form_type, email_state, n)
    select form_type, email_state, sum(n) from submission_counts group by 1, 2`.execute(db);
  await db.schema.dropTable('submission_counts').execute();
  await db.schema.alterTable('submission_counts_single').renameTo('submission_counts').execute();
  await createTriggers(db, sqlite, false);
}
