// A PostgreSQL schema of its own for one benchmark: created empty on the database the tests use, reached through a URL
// whose search_path names it (so the server's migrations run in it), and dropped with everything in it afterwards.
// No other schema or database is touched, so the benchmarks can run beside the tests on the machine's PostgreSQL.
import pg from 'pg';

/** The database the tests use: TEST_DATABASE_URL, or the local PostgreSQL's `test`. */
export const benchPostgresUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export type BenchSchema = {
  /** The schema's name, `bench_<name>_<pid>`. */
  schema: string;
  /** The database's URL with `options=-c search_path=<schema>`: give it to the server or to `connect`. */
  url: string;
  /** Drops the schema and everything in it; safe to call twice. */
  drop: () => Promise<void>;
};

async function run(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `bench_<name>_<pid>` on `url` (by default the tests' database). */
export async function benchSchema(name: string, url = benchPostgresUrl()): Promise<BenchSchema> {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`'${name}' is no schema name (a-z, 0-9 and _ only)`);
  const schema = `bench_${name}_${process.pid}`;
  await run(url, `create schema ${schema}`);
  const withPath = new URL(url);
  withPath.searchParams.set('options', `-c search_path=${schema}`);
  let dropped = false;
  return {
    schema,
    url: withPath.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await run(url, `drop schema if exists ${schema} cascade`);
    },
  };
}
