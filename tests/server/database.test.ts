import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { describeEachDatabase, isolatedDatabase, requireBuild, testConfig } from '../helpers/test-app.ts';

describeEachDatabase('database on $name', ({ env }) => {
  it('migrates, and migrating again (another instance starting) changes nothing', async () => {
    const isolated = await isolatedDatabase(env);
    const config = testConfig(isolated.env);
    const [first, second] = [connect(config.database), connect(config.database)];
    try {
      // Two instances starting at once must not trip over each other.
      await Promise.all([migrate(first), migrate(second)]);
      expect(await migrate(first)).toEqual([]);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(first);
      expect(Number(rows[0]?.one)).toBe(1);
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
      await isolated.drop();
    }
  });

  it('reports health ok, and 503 without leaking details once the database is gone', async () => {
    requireBuild();
    const isolated = await isolatedDatabase(env);
    const config = testConfig(isolated.env);
    const db = connect(config.database);
    await migrate(db);
    const app = await buildApp(config, { db, logger: false });
    try {
      const ok = await app.inject({ url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(ok.headers['cache-control']).toBe('no-store');

      await db.destroy();
      const down = await app.inject({ url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ success: false, error: 'Database unavailable' });
    } finally {
      await app.close().catch(() => {});
      await isolated.drop();
    }
  });
});

it('uses WAL mode for the SQLite file', async () => {
  const config = testConfig();
  const db = connect(config.database);
  try {
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
  } finally {
    await db.destroy();
  }
});
