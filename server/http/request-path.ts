import type { FastifyRequest } from 'fastify';

const decodedPath = (request: FastifyRequest) => {
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * True when a request is for `prefix` or below it, judged by the matched route's pattern and
 * by the decoded path. Never by the raw URL alone: the router decodes `%61` to `a`, so a
 * guard comparing raw text would let `/api/%61dmin/…` through to the admin routes; and a
 * path no route knows may be caught by a wildcard (the static site), whose pattern says nothing.
 */
export function requestIsUnder(request: FastifyRequest, prefix: string) {
  const under = (path: string | undefined) => path !== undefined && (path === prefix || path.startsWith(`${prefix}/`));
  return under(request.routeOptions.url) || under(decodedPath(request));
}
