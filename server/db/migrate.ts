import { PostgresAdapter, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Db, scrubDeleted } from './connect.ts';

const migrationFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Applies the dated migrations in server/db/migrations under Kysely's lock (advisory on PostgreSQL), so several
 * instances may start at once.
 */
export async function migrate(db: Db) {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
    // Kysely looks for its tables in every schema and search_path may not be public, so name the one in use.
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  await vacuumOnce(db);
  return results?.map((result) => result.migrationName) ?? [];
}

/** The schema in use on PostgreSQL (search_path may name another than public); undefined on SQLite. */
export async function currentSchema(db: Db) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Once per SQLite database (its user_version says when done): a VACUUM rewrites the file without the deleted content
 * that databases made before secure_delete still hold in their free pages (decision 0042), and the WAL is emptied.
 */
async function vacuumOnce(db: Db) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
  if ((rows[0]?.user_version ?? 0) >= 1) return;
  await sql`vacuum`.execute(db);
  await sql`pragma user_version = 1`.execute(db);
  await scrubDeleted(db);
}
