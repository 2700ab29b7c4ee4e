import { PostgresAdapter, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Db, scrubDeleted } from './connect.ts';

const migrationFolder = path.join(import.meta.dirname, 'migrations');

/** Applies the migrations under Kysely's lock (advisory on PostgreSQL), so several instances may start at once. */
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

export async function currentSchema(db: Db) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Once per SQLite file (user_version): drops what deletes left in free pages before secure_delete (decision 0042). */
async function vacuumOnce(db: Db) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
  if ((rows[0]?.user_version ?? 0) >= 1) return;
  await sql`vacuum`.execute(db);
  await sql`pragma user_version = 1`.execute(db);
  await scrubDeleted(db);
}
