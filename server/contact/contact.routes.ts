import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactFieldNames, type ContactFormType } from '#contracts/contact-fields.ts';
import { ContactFormSchema, ContactSubmissionSchema, contactErrors } from '#contracts/contact.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../http/http-error.ts';
import { createContactService } from './contact.service.ts';
import { formErrorPage, readStylesheets, thankYouPage } from './form-post-page.ts';

const tooLarge = 'The submission is too large: a CV may be at most 5 MB and texts at most 5,000 characters';

/** Multipart bodies: a 5 MB CV plus the text fields fit; anything larger is refused up front. */
export const multipartLimitBytes = 6 * 1024 * 1024;
/** Urlencoded bodies carry two 5,000-character texts, percent-encoded (up to 9 bytes a character). */
const formLimitBytes = 128 * 1024;

type BodyKind = 'json' | 'form' | 'multipart';

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
  const contact = createContactService({ db: app.db, outbox: app.outbox, notifyTo: config.mail.notifyTo });

  // Read once: the hashed stylesheet names change only with a new build (and a restart).
  const stylesheets = readStylesheets(config.staticDir);

  app.get('/contact/thank-you', async (request, reply) => {
    const form = (request.query as { form?: unknown }).form === 'job' ? 'job' : 'company';
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(thankYouPage(form, stylesheets));
  });

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          max: config.contactRateLimit.max,
          timeWindow: config.contactRateLimit.windowMs,
        },
        errorMessages: { 413: tooLarge },
        errorPage: (request, _status, error) =>
          wantsHtml(request)
            ? formErrorPage(request.contactTab ?? 'company', error.error, error.fieldErrors, stylesheets)
            : null,
      },
      // Runs before the body is read: refuse what we will not parse (the same-origin guard ran already).
      onRequest: async (request) => {
        const kind = bodyKind(request);
        if (kind === null) {
          throw new HttpError(415, 'Unsupported content type: send application/json, a form or multipart/form-data');
        }
        if (kind === 'multipart' && Number(request.headers['content-length'] ?? 0) > multipartLimitBytes) {
          throw new HttpError(413, tooLarge);
        }
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
          throw new HttpError(400, 'The form data could not be read');
        });
        raw = parts.fields;
        problems = parts.problems;
        if (parts.cv) upload = { data: parts.cv, name: parts.cvName };
      } else {
        raw = pickFields(request.body);
      }
      const formType = (raw as { formType?: unknown } | undefined)?.formType;
      request.contactTab = formType === 'job' ? 'job' : 'company';

      // A form posted by a browser is the form, whose privacy checkbox is required; API clients send spec §7's payload.
      const schema = wantsHtml(request) ? ContactFormSchema : ContactSubmissionSchema;
      const parsed = schema.safeParse(raw);
      if (!parsed.success || Object.keys(problems).length > 0) {
        const errors = parsed.success ? { error: '', fieldErrors: {} } : contactErrors(parsed.error);
        const fieldErrors = { ...errors.fieldErrors, ...problems };
        const message = errors.error || Object.values(problems)[0]?.[0] || 'Please check the form';
        throw new HttpError(400, message, fieldErrors);
      }
      await contact.submit(parsed.data, upload);

      if (wantsHtml(request)) return reply.redirect(`/contact/thank-you?form=${parsed.data.formType}`, 303);
      return reply.code(200).send({ success: true });
    },
  );
}

export const contactBodyLimits = { formLimitBytes, multipartLimitBytes };
