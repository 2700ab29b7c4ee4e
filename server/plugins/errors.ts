import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorEnvelope, FieldErrors } from '#contracts/api.ts';
import { type ErrorCode, errorText } from '#contracts/error-codes.ts';
import { unavailableCause } from '../db/unavailable.ts';
import { HttpError } from '../http/http-error.ts';
import { requestLocale } from '../http/request-locale.ts';
import { applySecurityHeaders } from './security-headers.ts';

const keyed = (request: FastifyRequest, code: ErrorCode): ErrorEnvelope => ({
  success: false,
  error: errorText(code, requestLocale(request)),
  code,
});
const retryAfterSeconds = 30;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For a route a browser may post to without JavaScript: the HTML page a client error becomes, or null for JSON. */
    errorPage?: (request: FastifyRequest, status: number, error: ErrorEnvelope) => string | null;
    errorCodes?: Partial<Record<number, ErrorCode>>;
  }
}

const clientCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_PROTO_VIOLATION: 'proto',
};

function envelopeOf(error: FastifyError | HttpError, request: FastifyRequest, status: number): ErrorEnvelope {
  if (error instanceof HttpError) {
    const fieldErrors: FieldErrors | undefined = error.fieldErrors;
    return { success: false, error: error.message, ...(fieldErrors ? { fieldErrors } : {}), ...error.codes };
  }
  const code = request.routeOptions.config?.errorCodes?.[status] ?? (error.code && clientCodes[error.code]);
  if (code) return keyed(request, code);
  return { success: false, error: error.message || 'Bad request' };
}

/** One error handler: 4xx say what was wrong, 5xx never leak details, storage outages are 503 (decision 0024). */
export async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Only what would otherwise be a 500: a client error keeps its status, whatever it wraps.
    const cause = status >= 500 && !(error instanceof HttpError) ? unavailableCause(error) : null;
    let envelope: ErrorEnvelope;
    if (cause) {
      status = 503;
      request.log.error({ err: error, cause }, 'service unavailable');
      reply.header('retry-after', String(retryAfterSeconds));
      envelope = keyed(request, 'unavailable');
    } else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(keyed(request, 'internal'));
    } else {
      if (error instanceof HttpError) reply.headers(error.headers);
      envelope = envelopeOf(error, request, status);
    }
    // A cross-site post gets no page of ours to show.
    const page = status === 403 ? null : (request.routeOptions.config?.errorPage?.(request, status, envelope) ?? null);
    if (page !== null) {
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    }
    return reply.code(status).send(envelope);
  });
}

// What Fastify's router refuses before any route, hook or error handler runs (English: no page asked).
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/** The router's refusals (a bad escape, an overlong parameter) in the envelope; no hook runs, so headers go on here. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, generic) => {
  // The option's reply is generic over route types that no route has here yet.
  const reply = generic as FastifyReply;
  applySecurityHeaders(reply);
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ success: false, error: 'Internal server error' } satisfies ErrorEnvelope);
  }
  const message = (error.code && frameworkMessages[error.code]) || 'Bad request';
  return reply.code(status).send({ success: false, error: message } satisfies ErrorEnvelope);
};
