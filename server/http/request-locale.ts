import type { FastifyRequest } from 'fastify';
import { type Locale, localeOfPath } from '#contracts/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the body asked for (the contact form's `locale`), once it is read. */
    bodyLocale?: Locale;
  }
}

/**
 * The language a refusal is written in: the body's `locale` once read, else that of the Referer page (a form posted
 * from /nl/contact), else English. Only the words differ; what is refused is the same.
 */
export function requestLocale(request: FastifyRequest): Locale {
  if (request.bodyLocale) return request.bodyLocale;
  const referer = request.headers.referer;
  if (!referer) return 'en';
  try {
    return localeOfPath(new URL(referer).pathname);
  } catch {
    return 'en';
  }
}
