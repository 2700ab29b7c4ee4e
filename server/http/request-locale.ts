import type { FastifyRequest } from 'fastify';
import { type Locale, localeOfPath } from '#contracts/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the body asked for (the contact form's `locale`), once it is read. */
    bodyLocale?: Locale;
  }
}

/** A refusal's language: the body's `locale`, else the Referer page's, else English (decision 0052). */
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
