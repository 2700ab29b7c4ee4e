import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  cvLinkHours,
  deliveryLogSize,
  type WebhookCreateSchema,
  type WebhookPayload,
  webhookEvent,
  webhookTexts,
} from '#contracts/webhooks.ts';
import type { z } from 'zod';
import { findCv, findSubmission, type StoredSubmission } from '../contact/index.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import { DeliveryFailure, type MailKindHandlers } from '../mail/mail-kinds.ts';
import type { OutboxMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox.worker.ts';
import { type AttemptOutcome, newSecret, postWebhook } from './delivery.ts';
import { AddressRefused, checkTarget, type LookupAll } from './public-address.ts';
import {
  cvLinkKey,
  deleteEndpoint,
  deliveryExists,
  deliveryTarget,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  recordAttempt,
  requeueDelivery,
} from './webhooks.repository.ts';

export type WebhookSettings = {
  allowLoopback: boolean;
  publicUrl: string;
  /** Resolves endpoint host names, when added and at every attempt; tests give their own. */
  lookup?: LookupAll;
};

/** An endpoint refused for its address, which the route audits. */
export class WebhookAddressRefused extends HttpError {
  readonly reason: string;
  /** The address's host (and port), never its path or query, which may carry a receiver's token. */
  readonly host: string;
  constructor(reason: string, host: string) {
    super(400, reason, { url: [reason] });
    this.reason = reason;
    this.host = host;
  }
}

const hour = 3_600_000;

/** The message a CV link signs: the submission, the expiry, and the file's hash (another file, another link). */
const cvLinkMessage = (id: number, expires: number, sha256: string) => `cv.${id}.${expires}.${sha256}`;

const cvLinkSignature = (key: Buffer, id: number, expires: number, sha256: string) =>
  createHmac('sha256', key)
    .update(cvLinkMessage(id, expires, sha256))
    .digest('base64url');

/** The CV link route's path; the signature goes in the query, which the request log leaves out. */
export const cvLinkPath = (id: number) => `/api/webhooks/cv/${id}`;

/** The outbox's handlers for kind 'webhook': built at send time (a fresh CV link), signed, posted (decision 0066). */
export function webhookDelivery(settings: WebhookSettings, now: () => Date = () => new Date()): MailKindHandlers {
  let key: Buffer | undefined;
  return {
    async deliver(db: Db, mail: OutboxMail) {
      const target = await deliveryTarget(db, mail.id);
      const submission = await findSubmission(db, mail.submissionId);
      if (!target || !submission) {
        throw new DeliveryFailure('The endpoint or the submission was removed', {
          status: null,
          latencyMs: 0,
          error: 'The endpoint or the submission was removed',
        } satisfies AttemptOutcome);
      }
      key ??= await cvLinkKey(db);
      const at = now();
      const body = JSON.stringify(payloadOf(submission, { key, publicUrl: settings.publicUrl, now: at }));
      const outcome = await postWebhook(
        { url: target.url, secret: target.secret, messageId: mail.text, body, now: at },
        settings,
      );
      if (outcome.error !== null) throw new DeliveryFailure(outcome.error, outcome);
      return outcome;
    },
    async onAttempt(db, mail, _error, detail) {
      const outcome = detail as AttemptOutcome | undefined;
      await recordAttempt(db, mail.id, now(), outcome ?? { status: null, latencyMs: 0, error: _error });
    },
  };
}

/** The JSON a receiver gets: the submission's fields, a CV only as a signed link that expires. */
export function payloadOf(
  submission: StoredSubmission,
  { key, publicUrl, now }: { key: Buffer; publicUrl: string; now: Date },
): WebhookPayload {
  let cv: WebhookPayload['data']['cv'] = null;
  if (submission.cv) {
    const expires = Math.floor((now.getTime() + cvLinkHours * hour) / 1000);
    const url = new URL(cvLinkPath(submission.id), publicUrl);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', cvLinkSignature(key, submission.id, expires, submission.cv.sha256));
    cv = {
      filename: submission.cv.filename,
      type: submission.cv.type,
      size: submission.cv.size,
      url: url.href,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }
  return {
    type: webhookEvent,
    timestamp: submission.submittedAt,
    data: {
      id: submission.id,
      formType: submission.formType,
      submittedAt: submission.submittedAt,
      locale: submission.locale,
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      company: submission.company,
      interest: submission.interest,
      message: submission.message,
      position: submission.position,
      experience: submission.experience,
      linkedin: submission.linkedin,
      cv,
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

export function createWebhookService({
  db,
  outbox,
  settings,
  now = () => new Date(),
}: {
  db: Db;
  outbox: OutboxWorker;
  settings: WebhookSettings;
  now?: () => Date;
}) {
  async function existing(id: number) {
    const [endpoint] = await listEndpoints(db, id);
    if (!endpoint) throw new HttpError(404, webhookTexts.notFound);
    return endpoint;
  }

  async function checkAddress(url: string) {
    const target = new URL(url);
    try {
      await checkTarget(target, settings);
    } catch (error) {
      if (error instanceof AddressRefused) throw new WebhookAddressRefused(error.message, target.host);
      throw error;
    }
  }

  return {
    list: () => listEndpoints(db),

    /** Adds an endpoint; its secret is in this answer only. */
    async create(input: z.output<typeof WebhookCreateSchema>, createdBy: string) {
      await checkAddress(input.url);
      const secret = newSecret();
      const id = await insertEndpoint(db, { ...input, secret, createdBy, at: now() });
      return { endpoint: await existing(id), secret };
    },

    async remove(id: number) {
      const endpoint = await existing(id);
      if (!(await deleteEndpoint(db, id))) throw new HttpError(404, webhookTexts.notFound);
      return endpoint;
    },

    async deliveries(id: number) {
      await existing(id);
      return listDeliveries(db, id, deliveryLogSize);
    },

    async resend(id: number, deliveryId: number) {
      await existing(id);
      if (!(await requeueDelivery(db, id, deliveryId, now()))) {
        throw (await deliveryExists(db, id, deliveryId))
          ? new HttpError(409, 'This delivery is being attempted right now')
          : new HttpError(404, webhookTexts.deliveryNotFound);
      }
      outbox.nudge();
    },

    /** The CV behind a payload's link: a bad or expired link is refused before any read; constant-time compare. */
    async cvByLink(id: number, query: { expires?: unknown; signature?: unknown }) {
      const expires = typeof query.expires === 'string' && /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : 0;
      const given = typeof query.signature === 'string' && /^[\w-]{43}$/.test(query.signature) ? query.signature : '';
      if (!expires || !given) throw new HttpError(403, 'This link is not valid');
      if (expires * 1000 <= now().getTime()) throw new HttpError(410, 'This link has expired');
      const submission = await findSubmission(db, id);
      const expected = submission?.cv && cvLinkSignature(await cvLinkKey(db), id, expires, submission.cv.sha256);
      if (!expected || !timingSafeEqual(Buffer.from(expected), Buffer.from(given))) {
        throw new HttpError(403, 'This link is not valid');
      }
      const cv = await findCv(db, id);
      if (!cv) throw new HttpError(403, 'This link is not valid');
      return cv;
    },
  };
}
