import type { FastifyInstance } from 'fastify';
import { ping } from '../db/connect.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await ping(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ success: false, error: 'Database unavailable' });
    }
  });
}
