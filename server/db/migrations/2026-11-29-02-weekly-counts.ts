import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The weekly picture's counts per week (Monday, UTC), form type, e-mail state and shard, by triggers (decision 0064).
const SHARDS = 16;

const state = (row: string) =>
  sql.raw(
    `(case when ${row}.email_sent = 1 then 'sent' when ${row}.email_error is not null then 'failed' else 'pending' end)`,
  );

export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // The Monday of the row's week, as YYYY-MM-DD, the same text on both databases.
  const week = (row: string) =>
    sqlite
      ? sql.raw(`date(${row}.submitted_at, 'weekday 0', '-6 days')`)
      : sql.raw(`to_char(date_trunc('week', ${row}.submitted_at at time zone 'UTC'), 'YYYY-MM-DD')`);

  await db.schema
    .createTable('submission_weekly_counts')
    .addColumn('week', 'text', (column) => column.notNull())
    .addColumn('form_type', 'text', (column) => column.notNull())
    .addColumn('email_state', 'text', (column) => column.notNull())
    .addColumn('shard', 'integer', (column) => column.notNull())
    .addColumn('n', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('submission_weekly_counts_pk', ['week', 'form_type', 'email_state', 'shard'])
    .execute();
  await sql`insert into submission_weekly_counts (week, form_type, email_state, shard, n)
    select ${week('s')}, s.form_type, ${state('s')},
      s.id % ${sql.lit(SHARDS)}, count(*)
    from contact_submissions s where s.status = 'received'
    group by 1, 2, 3, 4`.execute(db);

  const add = sql`insert into submission_weekly_counts (week, form_type, email_state, shard, n)
    select ${week('new')}, new.form_type, ${state('new')}, new.id % ${sql.lit(SHARDS)}, 1 where new.status = 'received'
    on conflict (week, form_type, email_state, shard) do update set n = submission_weekly_counts.n + 1`;
  const remove = sql`update submission_weekly_counts set n = n - 1
    where old.status = 'received' and week = ${week('old')} and form_type = old.form_type
    and email_state = ${state('old')} and shard = old.id % ${sql.lit(SHARDS)}`;
  if (sqlite) {
    await sql`create trigger submission_weekly_counts_insert after insert on contact_submissions
      begin ${add}; end`.execute(db);
    await sql`create trigger submission_weekly_counts_delete after delete on contact_submissions
      begin ${remove}; end`.execute(db);
    await sql`create trigger submission_weekly_counts_update
      after update of form_type, status, email_sent, email_error, submitted_at on contact_submissions
      begin ${remove}; ${add}; end`.execute(db);
  } else {
    await sql`create function submission_weekly_counts_apply() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          if old.status = 'received' then ${remove}; end if;
        end if;
        if tg_op <> 'DELETE' then
          if new.status = 'received' then ${add}; end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger submission_weekly_counts_apply
      after insert or delete or update of form_type, status, email_sent, email_error, submitted_at
      on contact_submissions for each row execute function submission_weekly_counts_apply()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) {
    for (const name of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.raw(`submission_weekly_counts_${name}`)}`.execute(db);
    }
  } else {
    await sql`drop trigger submission_weekly_counts_apply on contact_submissions`.execute(db);
    await sql`drop function submission_weekly_counts_apply()`.execute(db);
  }
  await db.schema.dropTable('submission_weekly_counts').execute();
}
