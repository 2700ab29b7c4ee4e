import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PrivacyEraseSchema, PrivacyRequestSchema } from '#contracts/privacy.ts';
import type { AuditTrail } from '../audit/index.ts';
import { parseBody } from '../http/parse-body.ts';
import type { PrivacyService } from './privacy.service.ts';

/** Privacy requests, registered under /api/admin (session and JSON checked by one hook). */
export async function privacyRoutes(
  app: FastifyInstance,
  { privacy, audit }: { privacy: PrivacyService; audit: AuditTrail },
) {
  const who = (request: FastifyRequest) => ({ actor: request.admin?.username ?? null, ip: request.ip });

  app.post('/privacy/search', async (request) => {
    const { email } = parseBody(PrivacyRequestSchema, request.body, ['email']);
    const found = await privacy.search(email);
    await audit.record(who(request), {
      action: 'privacy.search',
      target: await privacy.nameOf(email),
      detail: `${found.submissions.length} submission(s)`,
    });
    return found;
  });

  // Export and erasure each need a recent credential: a stolen session cookie cannot carry data away or destroy it.
  const withProof = { config: { access: { recentProof: true } } };

  app.post('/privacy/export', withProof, async (request, reply) => {
    const { email } = parseBody(PrivacyRequestSchema, request.body, ['email']);
    const { archive, submissions } = await privacy.export(email);
    await audit.record(who(request), {
      action: 'privacy.export',
      target: await privacy.nameOf(email),
      detail: `${submissions} submission(s)`,
    });
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="privacy-export-${date}.zip"`)
      .header('x-content-type-options', 'nosniff')
      .send(archive);
  });

  app.post('/privacy/erase', withProof, async (request) => {
    const { email } = parseBody(PrivacyEraseSchema, request.body, ['email', 'confirm']);
    const erased = await privacy.erase(email);
    await audit.record(who(request), {
      action: 'privacy.erasure',
      target: await privacy.nameOf(email),
      detail: `${erased.submissions} submission(s), ${erased.emails} e-mail(s), ${erased.files} file(s)`,
    });
    return erased;
  });
}
