import type { FastifyInstance } from 'fastify';
import { type Db, onLostConnection } from '../db/connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database available as app.db, logs lost connections, and closes it with the app. */
export async function database(app: FastifyInstance, db: Db) {
  app.decorate('db', db);
  onLostConnection(db, (error) => app.log.warn({ err: error }, 'database connection lost'));
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}
