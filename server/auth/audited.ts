import type { FastifyRequest } from 'fastify';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import { HttpError } from '../http/http-error.ts';

/** A refused sign-in whose audit entry says more than the answer does (the answer must not tell why). */
export class QuietRefusal extends HttpError {
  readonly auditDetail: string;
  constructor(status: number, message: string, auditDetail: string) {
    super(status, message);
    this.auditDetail = auditDetail;
  }
}

/** Who acts, for the audit trail: the admin of the session (or `name`), and the client address. */
export const actorOf = (request: FastifyRequest, name?: string): AuditActor => ({
  actor: name ?? request.admin?.username ?? null,
  ip: request.ip,
});

/** Audits a step's success, failure (401, 403, 409) or refusal (429, 503); a malformed request (400) is no attempt. */
export function auditedWith(audit: AuditTrail) {
  return async function audited<T>(
    request: FastifyRequest,
    entry: { action: string; target?: string | null; detail?: string | null; actor?: string },
    work: () => Promise<T>,
    success: (result: T) => { actor?: string; target?: string | null; detail?: string | null } = () => ({}),
    { badRequests = false }: { badRequests?: boolean } = {},
  ) {
    try {
      const result = await work();
      const extra = success(result);
      await audit.record(actorOf(request, extra.actor ?? entry.actor), { ...entry, ...extra, outcome: 'success' });
      request.audited = true;
      return result;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      const reason = error instanceof QuietRefusal ? error.auditDetail : (error as Error).message;
      if ((status !== 400 || badRequests) && status < 500) {
        await audit.record(actorOf(request, entry.actor), {
          ...entry,
          outcome: status === 429 ? 'refused' : 'failure',
          detail: entry.detail ? `${entry.detail}: ${reason}` : reason,
        });
        request.audited = true;
      } else if (status === 503) {
        await audit.record(actorOf(request, entry.actor), { ...entry, outcome: 'refused', detail: 'server busy' });
        request.audited = true;
      }
      throw error;
    }
  };
}
