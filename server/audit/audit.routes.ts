import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema } from '#contracts/audit.ts';
import type { AuditTrail } from './audit.service.ts';

/** The audit trail for admins, registered under /api/admin, where one hook has checked the session. */
export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditTrail }) {
  app.get('/audit', async (request) => audit.list(AuditQuerySchema.parse(request.query ?? {})));

  app.get('/audit/export.csv', async (request, reply) => {
    const query = AuditQuerySchema.omit({ page: true }).parse(request.query ?? {});
    const csv = await audit.csv(query);
    await audit.record(
      { actor: request.admin?.username ?? null, ip: request.ip },
      { action: 'audit.exported', detail: filterText(query) },
    );
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${date}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
}

/** The filters of an export, for its own audit entry ('all' when none). */
export const filterText = (query: Record<string, string | number>) =>
  Object.entries(query)
    .filter(([, value]) => value !== '' && value !== 'all')
    .map(([key, value]) => `${key}=${value}`)
    .join(' ') || 'all';
