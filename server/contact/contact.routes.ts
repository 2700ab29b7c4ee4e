import type { LeadSource, Sender } from '../insights/index.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactFieldNames, type ContactFormType } from '#contracts/contact-fields.ts';
import { ContactFormSchema, ContactSubmissionSchema, contactErrorCodes } from '#contracts/contact.ts';
import type { ErrorCode } from '#contracts/error-codes.ts';
import { type Locale, locales } from '#contracts/locale.ts';
import type { Config } from '../config.ts';
import { answerPageFiller } from '../http/answer-page.ts';
import { keyedError } from '../http/http-error.ts';
import { wantsHtml } from '../http/native-form.ts';
import { requestLocale } from '../http/request-locale.ts';
import { createContactService } from './contact.service.ts';
import { formErrorPage, thankYouPage, thankYouPath } from './form-post-page.ts';

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

/** Only the schema's fields, so __proto__, constructor and friends never reach anything. */
function pickFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields: Record<string, unknown> = {};
  for (const name of contactFieldNames) {
    if (Object.hasOwn(body, name)) fields[name] = (body as Record<string, unknown>)[name];
  }
  return fields;
}

function noteLocale(request: FastifyRequest, value: unknown) {
  if ((locales as readonly unknown[]).includes(value)) request.bodyLocale = value as Locale;
}

async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const problems: Record<string, ErrorCode[]> = {};
  let cv: Buffer | undefined;
  let cvName: string | undefined;
  let files = 0;
  const known = new Set<string>(contactFieldNames);
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read to the end (or the size limit: 413) so the stream is drained.
      const data = await part.toBuffer();
      // A file input left empty still sends a part with no name and no bytes.
      if (data.length === 0 && !part.filename) continue;
      files += 1;
      if (part.fieldname !== 'cv') (problems.cv ??= []).push('cv_only');
      else if (files > 1) (problems.cv ??= []).push('cv_one');
      else {
        cv = data;
        cvName = part.filename;
      }
      continue;
    }
    if (!known.has(part.fieldname)) continue;
    // Known early, so a failure later in the body (a CV too large) still names the right form.
    if (part.fieldname === 'formType') request.contactTab = part.value === 'job' ? 'job' : 'company';
    if (part.fieldname === 'locale') noteLocale(request, part.value);
    if (part.valueTruncated) {
      (problems[part.fieldname] ??= []).push('field_too_long');
      continue;
    }
    const previous = fields[part.fieldname];
    // A repeated field becomes a list, which the schema refuses like it refuses one in JSON.
    fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
  }
  return { fields, problems, cv, cvName };
}

export async function contactRoutes(
  app: FastifyInstance,
  options: {
    config: Config;
    /** The job form's positions now: the stored vacancies' titles and 'Other' (issue 35). */
    positions: () => Promise<readonly string[]>;
    /** Where a lead came from, read from the sender's visit (decision 0083). */
    leadSource?: (sender: Sender) => Promise<LeadSource | null>;
  },
) {
  const { config, positions, leadSource } = options;
  const contact = createContactService({ db: app.db, outbox: app.outbox, notifyTo: config.mail.notifyTo });

  const answer = answerPageFiller(config.staticDir);

  for (const locale of locales) {
    app.get(thankYouPath('company', locale).split('?')[0] ?? '', async (request, reply) => {
      const form = (request.query as { form?: unknown }).form === 'job' ? 'job' : 'company';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(thankYouPage(answer, form, locale));
    });
  }

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          max: config.contactRateLimit.max,
          timeWindow: config.contactRateLimit.windowMs,
        },
        errorCodes: { 413: 'too_large' },
        errorPage: (request, _status, error) =>
          wantsHtml(request)
            ? formErrorPage(
                answer,
                request.contactTab ?? 'company',
                requestLocale(request),
                error.error,
                error.fieldErrors,
              )
            : null,
      },
      // Before the body is read: refuses what will not be parsed.
      onRequest: async (request) => {
        const kind = bodyKind(request);
        if (kind === null) throw keyedError(415, requestLocale(request), { code: 'content_type' });
        if (kind === 'multipart' && Number(request.headers['content-length'] ?? 0) > multipartLimitBytes) {
          throw keyedError(413, requestLocale(request), { code: 'too_large' });
        }
      },
    },
    async (request, reply) => {
      const kind = bodyKind(request);
      let raw: unknown;
      let problems: Record<string, ErrorCode[]> = {};
      let upload: { data: Buffer; name: string | undefined } | undefined;
      if (kind === 'multipart') {
        const parts = await readMultipart(request).catch((error: unknown) => {
          const status = (error as { statusCode?: number }).statusCode;
          if (status && status < 500) throw error;
          // busboy's parse errors (a cut-off body, a missing boundary) carry no status: the client sent them.
          throw keyedError(400, requestLocale(request), { code: 'unreadable' });
        });
        raw = parts.fields;
        problems = parts.problems;
        if (parts.cv) upload = { data: parts.cv, name: parts.cvName };
      } else {
        raw = pickFields(request.body);
      }
      const { formType, locale } = (raw ?? {}) as { formType?: unknown; locale?: unknown };
      request.contactTab = formType === 'job' ? 'job' : 'company';
      noteLocale(request, locale);

      // A form posted by a browser is the form, whose privacy checkbox is required; API clients send spec §7's payload.
      const schema = wantsHtml(request) ? ContactFormSchema : ContactSubmissionSchema;
      const parsed = schema.safeParse(raw);
      if (!parsed.success || Object.keys(problems).length > 0) {
        const fieldErrorCodes = { ...(parsed.success ? {} : contactErrorCodes(parsed.error)), ...problems };
        throw keyedError(400, requestLocale(request), { fieldErrorCodes });
      }
      // A vacancy closed since the form was loaded, or a title no form offers.
      const { position } = parsed.data;
      if (position !== undefined && !(await positions()).includes(position)) {
        throw keyedError(400, requestLocale(request), { fieldErrorCodes: { position: ['position'] } });
      }
      // Global Privacy Control: the visit is not looked up either.
      const sender = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const source = leadSource && request.headers['sec-gpc'] !== '1' ? () => leadSource(sender) : undefined;
      await contact.submit(parsed.data, upload, source);

      if (wantsHtml(request)) return reply.redirect(thankYouPath(parsed.data.formType, parsed.data.locale), 303);
      return reply.code(200).send({ success: true });
    },
  );
}

export const contactBodyLimits = { formLimitBytes, multipartLimitBytes };
