import { randomBytes, scrypt } from 'node:crypto';
import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Issue 33 (decision 0040): proofs on sessions, roles, disabled accounts, invitations, recovery codes under scrypt.
const owasp = { log2N: 17, r: 8, p: 1 };

function wrap(legacyHash: string, salt: Buffer) {
  const N = 2 ** owasp.log2N;
  return new Promise<string>((resolve, reject) =>
    scrypt(
      legacyHash,
      salt,
      64,
      { N, r: owasp.r, p: owasp.p, maxmem: 256 * N * owasp.r + 1024 * 1024 },
      (error, key) =>
        error
          ? reject(error)
          : resolve(
              ['scrypt', owasp.log2N, owasp.r, owasp.p, salt.toString('base64url'), key.toString('base64url')].join(
                '$',
              ),
            ),
    ),
  );
}

export async function up(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const time = sqlite ? 'text' : 'timestamptz';

  // Null for older sessions: their admins confirm once before an account-changing action.
  await db.schema.alterTable('admin_sessions').addColumn('proof_at', time).execute();

  // No CHECK: SQLite cannot change one, so contracts/people.ts names the roles.
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('admin'))
    .execute();
  await db.schema.alterTable('admin_users').addColumn('disabled_at', time).execute();
  await db.schema.alterTable('admin_users').addColumn('last_sign_in_at', time).execute();

  // One-time links that let a new admin choose their own password: only the token's hash is kept.
  await db.schema
    .createTable('admin_invitations')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('public_id', 'text', (column) => column.notNull().unique())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('username_key', 'text', (column) => column.notNull().unique())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('expires_at', time, (column) => column.notNull())
    .execute();

  // scrypt(sha256(code), one salt per admin's set) over the stored SHA-256, so printed codes still work.
  const { rows } = await sql<{
    code_hash: string;
    user_id: number;
  }>`select code_hash, user_id from admin_recovery_codes`.execute(db);
  const salts = new Map<number, Buffer>();
  for (const row of rows) {
    if (row.code_hash.startsWith('scrypt$')) continue;
    const userId = Number(row.user_id);
    if (!salts.has(userId)) salts.set(userId, randomBytes(16));
    const wrapped = await wrap(row.code_hash, salts.get(userId)!);
    await sql`update admin_recovery_codes set code_hash = ${wrapped} where code_hash = ${row.code_hash}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('admin_invitations').execute();
  await db.schema.alterTable('admin_users').dropColumn('last_sign_in_at').execute();
  await db.schema.alterTable('admin_users').dropColumn('disabled_at').execute();
  await db.schema.alterTable('admin_users').dropColumn('role').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('proof_at').execute();
}
