import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requestIsUnder } from '../http/request-path.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A present Origin must be this host. The host alone: behind a TLS-terminating proxy the
 * scheme seen here may differ. Without Origin, a browser's Sec-Fetch-Site still tells.
 */
export function isSameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  try {
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The one CSRF guard: every state-changing /api request from another site is refused
 * before its body is read. Cross-site pages can post forms and multipart without a
 * preflight, and the session cookie (SameSite=Lax) is the second line, not the first.
 */
export async function sameOriginGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (!requestIsUnder(request, '/api')) return;
    if (!isSameOrigin(request)) throw new HttpError(403, 'Cross-site form posts are not accepted');
  });
}
