import type { FastifyInstance } from 'fastify';

/**
 * Spec §7's bodiless calls (setup-admin, logout, resend) may still say
 * `Content-Type: application/json`: in this plugin's routes an empty JSON body reads as {}
 * instead of Fastify's 400. Anything else goes to Fastify's own parser (with its
 * prototype-poisoning protection).
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
