import type { FastifyInstance } from 'fastify';
import type { MailTransport } from '../mail/mail.transport.ts';
import type { OutboxWorker } from '../mail/outbox.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/** app.outbox, not started (index.ts starts it); closing the app stops it before the database closes. */
export async function outbox(app: FastifyInstance, worker: OutboxWorker, transport: MailTransport) {
  app.decorate('outbox', worker);
  app.addHook('preClose', async () => {
    await worker.stop();
    transport.close();
  });
}
