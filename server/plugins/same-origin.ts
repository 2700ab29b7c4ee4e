import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requestIsUnder } from '../http/request-path.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A present Origin must match this scheme and host (decision 0043); without one, Sec-Fetch-Site decides. */
export function isSameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  // A Host is a name or an [IPv6] address, with an optional port, and nothing else.
  if (!/^(?:[\w.-]+|\[[\d:a-f.]+\])(?::\d{1,5})?$/i.test(request.host)) return false;
  try {
    const from = new URL(origin);
    // An http page of this host is another origin than its https one (and may be a network attacker's).
    if (from.protocol !== `${request.protocol}:`) return false;
    // Read with the Origin's scheme, so a default port (`Host: example.com:443`) matches.
    return new URL(`${from.protocol}//${request.host}`).host === from.host;
  } catch {
    return false;
  }
}

/** The one CSRF guard, before the body is read; SameSite=Lax is the second line (decision 0020). */
export async function sameOriginGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (!requestIsUnder(request, '/api')) return;
    if (!isSameOrigin(request)) throw new HttpError(403, 'Cross-site form posts are not accepted');
  });
}
