import type { FastifyInstance } from 'fastify';
import type { MailTransport } from '../mail/mail.transport.ts';
import type { OutboxWorker } from '../mail/outbox.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/**
 * Makes the outbox worker available as app.outbox without starting it (index.ts does; tests run it explicitly). Closing
 * the app stops it before the database closes.
 */
export async function outbox(app: FastifyInstance, worker: OutboxWorker, transport: MailTransport) {
  app.decorate('outbox', worker);
  app.addHook('preClose', async () => {
    await worker.stop();
    transport.close();
  });
}
