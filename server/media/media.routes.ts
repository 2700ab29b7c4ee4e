// The media library's routes (issue 36, decision 0082). Under /api/admin/content, so editors may use them and the
// access guard has checked the session and role before a byte of an upload is read:
//   POST /api/admin/content/media-files        an image's bytes as the body (its type as Content-Type, its name in
//                                               X-File-Name); 202 with its file while the variants are made
//   GET  /api/admin/content/media-files/:file  the file's state, for the progress bar
//   GET  /api/admin/content/media-usage        where each image of the library is used
// and, for everyone, GET /media/<hash>-<width>.<avif|webp>: a variant, cached for a year (its name never changes).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MEDIA_MAX_BYTES, type MediaFileResponse, type MediaUsageResponse } from '#contracts/media.ts';
import type { AuditTrail } from '../audit/index.ts';
import { actorOf } from '../auth/index.ts';
import { HttpError } from '../http/http-error.ts';
import { routeParams } from '../http/route-id.ts';
import type { MediaLibrary } from './media.service.ts';
import { type UsageSource, mediaUsage } from './usage.ts';

const mimeOf = { avif: 'image/avif', webp: 'image/webp' } as const;
const NO_SUCH_FILE = 'There is no such file in the media library.';

/** The file's name as the browser sent it (encoded, since a header is ASCII), or undefined. */
function fileNameOf(header: unknown): string | undefined {
  if (typeof header !== 'string' || header.length > 1000) return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

export async function mediaAdminRoutes(
  app: FastifyInstance,
  { media, audit, usage }: { media: MediaLibrary; audit: AuditTrail; usage: UsageSource },
) {
  // The bytes as they are, whatever image type the browser names (the bytes decide); anything else is a 415. No form
  // or text/plain body can be one, so a cross-site page cannot send it without a preflight (decision 0043).
  const imageBody = /^(image\/[\w.+-]+|application\/octet-stream)$/;
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)(\s*;.*)?$/i,
    { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/content/media-files',
    { config: { bodyType: imageBody } },
    async (request, reply): Promise<MediaFileResponse> => {
      // JSON (the admin API's other type) is no image.
      if (request.body !== undefined && !Buffer.isBuffer(request.body))
        throw new HttpError(
          415,
          "Send the image's bytes as the body, with its type (image/jpeg, image/png, …) as Content-Type.",
        );
      const bytes = request.body ?? Buffer.alloc(0);
      const name = fileNameOf(request.headers['x-file-name']);
      const who = actorOf(request);
      request.audited = true;
      try {
        const { info, created } = await media.upload(
          bytes,
          { name, type: request.headers['content-type'] },
          who.actor ?? 'unknown',
        );
        await audit.record(who, {
          action: 'media.uploaded',
          target: info.file,
          detail: `${name ?? 'a file'}: ${info.kind}, ${info.width} × ${info.height}, ${info.bytes} bytes${created ? '' : ' (already stored)'}`,
        });
        reply.code(info.state === 'ready' ? 200 : 202);
        return { success: true, media: info };
      } catch (error) {
        if (error instanceof HttpError)
          await audit.record(who, {
            action: 'media.uploaded',
            outcome: 'refused',
            detail: `${name ?? 'a file'}: ${error.message}`.slice(0, 300),
          });
        throw error;
      }
    },
  );

  app.get('/content/media-files/:file', async (request): Promise<MediaFileResponse> => {
    const { file } = routeParams(z.object({ file: z.string().max(80) }), request.params, NO_SUCH_FILE);
    const info = await media.info(file);
    if (!info) throw new HttpError(404, NO_SUCH_FILE);
    return { success: true, media: info };
  });

  app.get('/content/media-usage', async (): Promise<MediaUsageResponse> => ({
    success: true,
    usage: mediaUsage(await usage()),
  }));
}

export async function mediaRoutes(app: FastifyInstance, { media }: { media: MediaLibrary }) {
  app.get('/media/:name', async (request, reply) => {
    const { name } = routeParams(z.object({ name: z.string().max(100) }), request.params, NO_SUCH_FILE);
    const variant = await media.variant(name);
    if (!variant) throw new HttpError(404, NO_SUCH_FILE);
    return reply
      .header('content-type', mimeOf[variant.format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(variant.data);
  });
}
