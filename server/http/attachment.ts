import type { FastifyReply } from 'fastify';
import { type CvType, cvMimeTypes } from '#contracts/cv-file.ts';
import { downloadContentSecurityPolicy } from '../plugins/security-headers.ts';

/** An attachment header any client reads: an ASCII name, and the real one in UTF-8 (RFC 6266). */
export const attachment = (filename: string) => {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

/** A CV as an attachment, never rendered: a crafted file cannot run in the site's origin nor be framed. */
export const sendCv = (reply: FastifyReply, cv: { filename: string; type: CvType; data: Buffer }) =>
  reply
    .type(cvMimeTypes[cv.type])
    .header('content-disposition', attachment(cv.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', downloadContentSecurityPolicy)
    .header('cache-control', 'no-store')
    .send(cv.data);
