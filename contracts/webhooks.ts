// Webhooks: each new submission as JSON, signed the Standard Webhooks way (decision 0066).
import { z } from './zod.ts';
import { forbiddenCharacters } from './text-rules.ts';

export const webhookRules = {
  urlMax: 2000,
  descriptionMax: 200,
  timeoutSeconds: 10,
} as const;

export const webhookEvent = 'submission.created';

export const cvLinkHours = 24;

export const webhookTexts = {
  url: 'Enter the endpoint’s address, starting with https://',
  https: 'Webhooks go to https:// addresses only',
  credentials: 'Leave the user name and password out of the address; put a token in the path or query instead',
  notPublic: 'This address is not on the public internet. Webhooks go to public addresses only',
  unresolved: 'This host name does not resolve',
  busy: 'The address could not be checked just now. Please try again',
  port: 'Webhooks go to the standard HTTPS port: leave the port out of the address',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
} as const;

const parseUrl = (value: string) => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

const endpointUrl = z
  .string({ error: webhookTexts.url })
  .trim()
  .min(1, webhookTexts.url)
  .max(webhookRules.urlMax, `An address has at most ${webhookRules.urlMax} characters`)
  .superRefine((value, context) => {
    const url = parseUrl(value);
    if (!url || forbiddenCharacters.test(value) || !url.hostname) {
      context.addIssue({ code: 'custom', message: webhookTexts.url });
      return;
    }
    // http:// only reaches a receiver on loopback while the server's WEBHOOKS_ALLOW_LOOPBACK is on.
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      context.addIssue({ code: 'custom', message: webhookTexts.https });
    if (url.username || url.password) context.addIssue({ code: 'custom', message: webhookTexts.credentials });
  });

export const WebhookCreateSchema = z.object(
  {
    url: endpointUrl,
    description: z
      .string({ error: 'The description must be text' })
      .trim()
      .max(webhookRules.descriptionMax, `A description has at most ${webhookRules.descriptionMax} characters`)
      .refine((value) => !/[\r\n]/.test(value), 'A description is one line')
      .refine((value) => !forbiddenCharacters.test(value), 'The description contains characters that are not allowed')
      .optional()
      .transform((value) => value ?? ''),
  },
  { error: 'Please send the endpoint’s address' },
);
export type WebhookCreateInput = z.input<typeof WebhookCreateSchema>;

export type WebhookEndpoint = {
  id: number;
  url: string;
  description: string;
  createdBy: string;
  createdAt: string;
  deliveries: { sent: number; pending: number; failed: number };
};

export type WebhookAttempt = {
  at: string;
  status: number | null;
  latencyMs: number;
  error: string | null;
};

export type WebhookDelivery = {
  id: number;
  submissionId: number;
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  messageId: string;
  createdAt: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: WebhookAttempt[];
  nextAttemptAt: string | null;
};

export type WebhooksResponse = { success: true; endpoints: WebhookEndpoint[] };
/** POST /api/admin/webhooks: the secret is in this answer and nowhere else, ever. */
export type WebhookCreatedResponse = { success: true; endpoint: WebhookEndpoint; secret: string };
export type WebhookDeliveriesResponse = { success: true; deliveries: WebhookDelivery[] };
export const deliveryLogSize = 50;

export type WebhookPayload = {
  type: typeof webhookEvent;
  timestamp: string;
  data: {
    id: number;
    formType: 'company' | 'job';
    submittedAt: string;
    locale: string;
    name: string;
    email: string;
    phone: string | null;
    company: string | null;
    interest: string | null;
    message: string | null;
    position: string | null;
    experience: string | null;
    linkedin: string | null;
    /** Never the file itself: a link that works for `cvLinkHours` hours. */
    cv: { filename: string; type: string; size: number; url: string; expiresAt: string } | null;
  };
};
