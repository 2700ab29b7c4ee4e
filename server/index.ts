import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrate } from './db/migrate.ts';

async function main() {
  const config = loadConfig();
  const db = connect(config.database);
  await migrate(db);
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

  await app.listen({ host: config.host, port: config.port });
  // Sends what earlier runs left pending, then whatever new submissions queue.
  app.outbox.start();
  // Deletes submissions past their retention period now and every hour (spec-free GDPR duty).
  const purge = () =>
    app.inbox.purgeExpired().then(
      (deleted) => deleted > 0 && app.log.info({ deleted }, 'expired submissions deleted'),
      (error: unknown) => app.log.error({ err: error }, 'retention purge failed'),
    );
  void purge();
  setInterval(purge, 60 * 60 * 1000).unref();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
