import type { FastifyInstance } from 'fastify';

/** Spec §7's bodiless calls may still say `application/json`: an empty body reads as {}, not Fastify's 400. */
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
