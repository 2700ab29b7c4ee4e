import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Second factors, sessions an admin can see, a forced password change, an audit trail (decisions 0040, 0041).
export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';
  const big = sqlite ? 'integer' : 'bigint';
  const id = sqlite ? 'integer' : 'bigserial';

  await db.schema
    .alterTable('admin_users')
    .addColumn('must_change_password', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // WebAuthn's user handle: random, so a passkey names no username (base64url, made on first use).
  await db.schema.alterTable('admin_users').addColumn('webauthn_user_id', 'text').execute();

  // Sessions are remade (public id, client, second factor): every admin signs in again, with a second factor.
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('public_id', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('last_seen_at', time, (column) => column.notNull())
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'text', (column) => column.notNull())
    .addColumn('mfa_at', time)
    .execute();
  await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('user_id').execute();

  await db.schema
    .createTable('admin_passkeys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('counter', big, (column) => column.notNull())
    .addColumn('transports', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('last_used_at', time)
    .execute();
  await db.schema.createIndex('admin_passkeys_user').on('admin_passkeys').column('user_id').execute();

  await db.schema
    .createTable('admin_totp')
    .addColumn('user_id', 'integer', (column) => column.primaryKey().references('admin_users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', time)
    // The last 30-second step whose code was accepted: each code is taken once.
    .addColumn('last_step', big, (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('admin_recovery_codes')
    // sha256 of the code (80 random bits): the codes themselves are shown once and never stored.
    .addColumn('code_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', time, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_recovery_codes_user').on('admin_recovery_codes').column('user_id').execute();

  // WebAuthn challenges, single use: a challenge is found (and deleted) by its own value.
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.references('admin_users.id').onDelete('cascade'))
    .addColumn('expires_ms', big, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', id, (column) => (sqlite ? column.primaryKey().autoIncrement() : column.primaryKey()))
    .addColumn('at', time, (column) => column.notNull())
    .addColumn('actor', 'text')
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text')
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'at']).execute();

  // Append-only: only rows older than the cutoff the purge writes here may be deleted (decision 0041).
  await db.schema
    .createTable('audit_purge')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('cutoff', time, (column) => column.notNull())
    .execute();
  if (sqlite) {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      when old.at >= coalesce((select cutoff from audit_purge where id = 1), '')
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  } else {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and old.at < (select cutoff from audit_purge where id = 1) then
          return old;
        end if;
        raise exception 'audit_log is append-only';
      end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropTable('audit_log').execute();
  if (!sqlite) await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('audit_purge').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_totp').execute();
  await db.schema.dropTable('admin_passkeys').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', sqlite ? 'text' : 'timestamptz', (column) => column.notNull())
    .addColumn('last_seen_at', sqlite ? 'text' : 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('user_id').execute();
  await db.schema.alterTable('admin_users').dropColumn('webauthn_user_id').execute();
  await db.schema.alterTable('admin_users').dropColumn('must_change_password').execute();
}
