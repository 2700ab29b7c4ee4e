// Once per Vitest run (vitest.config.ts globalSetup). The PostgreSQL suites each work in a schema of
// their own (helpers/test-app.ts isolatedDatabase); their schemas are dropped here when every file is
// done, not by each file as it ends: Kysely's migrator reads the catalog of every schema, and a
// schema dropped while another file migrates failed that file ("schema t_… does not exist") once
// files ran two at a time.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export default function setup() {
  const run = randomBytes(3).toString('hex');
  process.env.TEST_SCHEMA_RUN = run;
  return async () => {
    if (process.env.SKIP_POSTGRES === '1') return;
    const client = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname like $1`,
        [`t\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
    } catch {
      // PostgreSQL is gone: its suites have failed and said why.
    } finally {
      await client.end().catch(() => {});
    }
  };
}
