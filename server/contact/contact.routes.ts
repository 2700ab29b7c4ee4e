import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contactFieldNames, type ContactFormType } from '#contracts/contact-fields.ts';
import { ContactSubmissionSchema, contactErrors } from '#contracts/contact.ts';
import { cvUpload } from '#contracts/cv-file.ts';
import type { Config } from '../config.ts';
import type { ErrorEnvelope } from '../plugins/errors.ts';
import { contactMails } from './contact.mail.ts';
import { saveSubmission } from './contact.repository.ts';
import { cvFile, type CvFile } from './cv-file.ts';
import { formErrorPage, readStylesheets, thankYouPage } from './form-post-page.ts';
import { looksLikeSpam } from './spam.ts';

const tooLarge = 'The submission is too large: a CV may be at most 5 MB and texts at most 5,000 characters';

/** Multipart bodies: a 5 MB CV plus the text fields fit; anything larger is refused up front. */
export const multipartLimitBytes = 6 * 1024 * 1024;
/** Urlencoded bodies carry two 5,000-character texts, percent-encoded (up to 9 bytes a character). */
const formLimitBytes = 128 * 1024;

type BodyKind = 'json' | 'form' | 'multipart';

class ContactRequestError extends Error {
  statusCode: number;
  fieldErrors: Record<string, string[]> | undefined;
  constructor(statusCode: number, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    contactTab?: ContactFormType;
  }
}

function bodyKind(request: FastifyRequest): BodyKind | null {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return null;
}

/**
 * A browser form posted without JavaScript gets HTML pages (a redirect to the thank-you
 * page, or an error page); fetch() and API clients, which send JSON or ask for it, get JSON.
 */
function wantsHtml(request: FastifyRequest) {
  const kind = bodyKind(request);
  if (kind === null || kind === 'json') return false;
  return !/application\/json/i.test(request.headers.accept ?? '');
}

/**
 * Cross-site pages can post urlencoded and multipart bodies without a preflight, so a
 * present Origin must be this site. JSON needs a preflight cross-site, and a browser
 * sends Origin on every POST, so checking all of them costs nothing.
 */
function sameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // The host alone: behind a TLS-terminating proxy the scheme seen here may differ.
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}

/** Copies only the schema's fields, so __proto__, constructor and friends never reach anything. */
function pickFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields: Record<string, unknown> = {};
  for (const name of contactFieldNames) {
    if (Object.hasOwn(body, name)) fields[name] = (body as Record<string, unknown>)[name];
  }
  return fields;
}

async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const problems: Record<string, string[]> = {};
  let cv: Buffer | undefined;
  let cvName: string | undefined;
  let files = 0;
  const known = new Set<string>(contactFieldNames);
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read every file to the end (or to the size limit, which throws 413) so the stream is drained.
      const data = await part.toBuffer();
      // A file input left empty still sends a part with no name and no bytes.
      if (data.length === 0 && !part.filename) continue;
      files += 1;
      if (part.fieldname !== 'cv') (problems.cv ??= []).push('Only a CV can be attached');
      else if (files > 1) (problems.cv ??= []).push('Please attach one CV only');
      else {
        cv = data;
        cvName = part.filename;
      }
      continue;
    }
    if (!known.has(part.fieldname)) continue;
    // Known early, so a failure later in the body (a CV too large) still names the right form.
    if (part.fieldname === 'formType') request.contactTab = part.value === 'job' ? 'job' : 'company';
    if (part.valueTruncated) {
      (problems[part.fieldname] ??= []).push('This field is too long');
      continue;
    }
    const previous = fields[part.fieldname];
    // A repeated field becomes a list, which the schema refuses like it refuses one in JSON.
    fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
  }
  return { fields, problems, cv, cvName };
}

export async function contactRoutes(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;

  // Read once: the hashed stylesheet names change only with a new build (and a restart).
  const stylesheets = readStylesheets(config.staticDir);

  /** A browser form posted without JavaScript gets a page that says what went wrong, with the status. */
  const errorPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    fieldErrors?: Record<string, string[]>,
  ) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(formErrorPage(request.contactTab ?? 'company', message, fieldErrors, stylesheets));

  app.get('/contact/thank-you', async (request, reply) => {
    const form = (request.query as { form?: unknown }).form === 'job' ? 'job' : 'company';
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(thankYouPage(form, stylesheets));
  });

  const fail = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    fieldErrors?: Record<string, string[]>,
  ) => {
    if (wantsHtml(request) && status !== 403) return errorPage(request, reply, status, message, fieldErrors);
    return reply
      .code(status)
      .send({ success: false, error: message, ...(fieldErrors ? { fieldErrors } : {}) } satisfies ErrorEnvelope);
  };

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          max: config.contactRateLimit.max,
          timeWindow: config.contactRateLimit.windowMs,
        },
      },
      // Runs before the body is read: refuse what we will not parse, and cross-site forms.
      onRequest: async (request, reply) => {
        const kind = bodyKind(request);
        if (kind === null) {
          return reply.code(415).send({
            success: false,
            error: 'Unsupported content type: send application/json, a form or multipart/form-data',
          } satisfies ErrorEnvelope);
        }
        if (!sameOrigin(request)) {
          return reply
            .code(403)
            .send({ success: false, error: 'Cross-site form posts are not accepted' } satisfies ErrorEnvelope);
        }
        if (kind === 'multipart' && Number(request.headers['content-length'] ?? 0) > multipartLimitBytes) {
          throw new ContactRequestError(413, tooLarge);
        }
      },
      errorHandler: (error: FastifyError | ContactRequestError, request, reply) => {
        const status = error.statusCode ?? 500;
        if (status >= 500) throw error;
        if (error instanceof ContactRequestError) {
          return fail(request, reply, status, error.message, error.fieldErrors);
        }
        if (status === 413) return fail(request, reply, 413, tooLarge);
        // Anything else (bad JSON, rate limit) gets the app’s envelope, or an error page for a browser form.
        if (wantsHtml(request)) return errorPage(request, reply, status, error.message || 'Bad request');
        throw error;
      },
    },
    async (request, reply) => {
      const kind = bodyKind(request);
      let raw: unknown;
      let problems: Record<string, string[]> = {};
      let upload: { data: Buffer; name: string | undefined } | undefined;
      if (kind === 'multipart') {
        const parts = await readMultipart(request).catch((error: unknown) => {
          const status = (error as { statusCode?: number }).statusCode;
          if (status && status < 500) throw error;
          // busboy's parse errors (a cut-off body, a missing boundary) carry no status: the client sent them.
          throw new ContactRequestError(400, 'The form data could not be read');
        });
        raw = parts.fields;
        problems = parts.problems;
        if (parts.cv) upload = { data: parts.cv, name: parts.cvName };
      } else {
        raw = pickFields(request.body);
      }
      const formType = (raw as { formType?: unknown } | undefined)?.formType;
      request.contactTab = formType === 'job' ? 'job' : 'company';

      const parsed = ContactSubmissionSchema.safeParse(raw);
      if (!parsed.success || Object.keys(problems).length > 0) {
        const errors = parsed.success ? { error: '', fieldErrors: {} } : contactErrors(parsed.error);
        const fieldErrors = { ...errors.fieldErrors, ...problems };
        const message = errors.error || Object.values(problems)[0]?.[0] || 'Please check the form';
        throw new ContactRequestError(400, message, fieldErrors);
      }
      const submission = parsed.data;

      let cv: CvFile | null = null;
      if (upload) {
        if (submission.formType !== 'job') {
          throw new ContactRequestError(400, 'A CV can only be attached to a job application', {
            cv: ['A CV can only be attached to a job application'],
          });
        }
        if (upload.data.length > cvUpload.maxBytes) {
          throw new ContactRequestError(413, cvUpload.tooLarge);
        }
        cv = cvFile(upload.data, upload.name);
        if (!cv) {
          throw new ContactRequestError(400, cvUpload.wrongType, { cv: [cvUpload.wrongType] });
        }
      }

      const now = new Date();
      const spam = looksLikeSpam(submission, now);
      await saveSubmission(app.db, { submission, status: spam ? 'spam' : 'received', cv, submittedAt: now }, (id) =>
        spam
          ? []
          : contactMails(submission, { submissionId: id, notifyTo: config.mail.notifyTo, submittedAt: now, cv }),
      );
      if (!spam) app.outbox.nudge();

      if (wantsHtml(request)) return reply.redirect(`/contact/thank-you?form=${submission.formType}`, 303);
      return reply.code(200).send({ success: true });
    },
  );
}

export const contactBodyLimits = { formLimitBytes, multipartLimitBytes };
