import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database available as app.db and closes it with the app. */
export async function database(app: FastifyInstance, db: Db) {
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}
