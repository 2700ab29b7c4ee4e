import type { FastifyRequest } from 'fastify';

const decodedPath = (request: FastifyRequest) => {
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** By route pattern or decoded path, never the raw URL: `/api/%61dmin/…` would slip past (decision 0020). */
export function requestIsUnder(request: FastifyRequest, prefix: string) {
  const under = (path: string | undefined) => path !== undefined && (path === prefix || path.startsWith(`${prefix}/`));
  return under(request.routeOptions.url) || under(decodedPath(request));
}
