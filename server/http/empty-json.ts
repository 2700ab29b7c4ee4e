import type { FastifyInstance } from 'fastify';

/**
 * Spec §7's bodiless calls (setup-admin, logout, resend) may still send `Content-Type: application/json`: an empty JSON
 * body reads as {}, not Fastify's 400. Anything else goes to Fastify's parser and its prototype-poisoning protection.
 */
export function acceptEmptyJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, {});
      return;
    }
    parse(request, String(body), done);
  });
}
