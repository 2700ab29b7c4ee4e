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
 * True when a request is for `prefix` or below, by its route's pattern or decoded path (a wildcard's pattern says
 * nothing). Never by the raw URL: the router decodes `%61` to `a`, so `/api/%61dmin/…` would slip past.
 */
export function requestIsUnder(request: FastifyRequest, prefix: string) {
  const under = (path: string | undefined) => path !== undefined && (path === prefix || path.startsWith(`${prefix}/`));
  return under(request.routeOptions.url) || under(decodedPath(request));
}
