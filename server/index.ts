import path from 'node:path';
import { REPOSITORY_PACK } from '#contracts/content/pack-files.ts';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createContentService } from './content/index.ts';
import { createMediaLibrary } from './media/index.ts';
import { connect } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { unavailableCause } from './db/unavailable.ts';

/** A database that cannot be used at start: one line for the operator instead of a stack trace. */
class StartError extends Error {
  override name = 'StartError';
}

async function openDatabase(config: Config) {
  try {
    const db = connect(config.database);
    await migrate(db);
    // A fresh install's content is the repository's pack (decision 0072); stored content is never replaced here.
    const media = createMediaLibrary({ db, cacheDir: path.join(config.dataDir, 'media'), log: console });
    await createContentService({ db, media }).seed(REPOSITORY_PACK);
    return db;
  } catch (error) {
    const cause = unavailableCause(error);
    if (!cause) throw error;
    let inner: unknown = error;
    while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
    const detail = inner instanceof Error ? `${(inner as { code?: string }).code ?? inner.name}: ${inner.message}` : '';
    const advice =
      config.database.kind === 'sqlite'
        ? ` DATA_DIR (${config.dataDir}) must be a directory this user can write, with free space.`
        : '';
    const what =
      config.database.kind === 'sqlite' ? `The SQLite database ${config.database.file}` : 'PostgreSQL (DATABASE_URL)';
    throw new StartError(`Cannot start: ${what} cannot be used (${cause}; ${detail}).${advice}`, { cause: error });
  }
}

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = await buildApp(config, { db });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, close the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // The stored content, served from the first request: the build when it holds it, else a generation on disk that
  // does, else one rendered now (decision 0073); then every later publication, on this instance or another.
  await app.site.start();
  await app.listen({ host: config.host, port: config.port });
  // Sends what earlier runs left pending, then whatever new submissions queue.
  app.outbox.start();
  // Publishes what was scheduled, including what fell due while no instance ran.
  app.schedules.start();
  // Deletes submissions and audit entries past their retention periods now and every hour.
  const purge = () =>
    app.retentionPurge().then(
      (deleted) =>
        (deleted.submissions > 0 || deleted.auditEntries > 0) && app.log.info(deleted, 'expired records deleted'),
      (error: unknown) => app.log.error({ err: error }, 'retention purge failed'),
    );
  void purge();
  setInterval(purge, 60 * 60 * 1000).unref();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
