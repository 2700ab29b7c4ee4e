// Tells a browser's form posted without JavaScript from an API client, for the routes that answer both.
import type { FastifyRequest } from 'fastify';

/** The body's media type, lower case, without parameters. */
export const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Forms posted without JavaScript (urlencoded or multipart, not asking for JSON) get HTML; API clients get JSON. */
export function wantsHtml(request: FastifyRequest) {
  const type = mediaType(request);
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return false;
  return !/application\/json/i.test(request.headers.accept ?? '');
}
