import type { FastifyError, FastifyInstance } from 'fastify';

export type ErrorEnvelope = { success: false; error: string; fieldErrors?: Record<string, string[]> };

// Fastify's own client errors get messages a person can act on.
const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

/** One error envelope for the whole API: 4xx say what was wrong, 5xx never leak details. */
export async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ success: false, error: 'Internal server error' } satisfies ErrorEnvelope);
    }
    const message = (error.code && clientMessages[error.code]) || error.message || 'Bad request';
    return reply.code(status).send({ success: false, error: message } satisfies ErrorEnvelope);
  });
}
