import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { webhookRules } from '#contracts/webhooks.ts';
import { type AddressPolicy, AddressRefused, checkTarget, type Resolved } from './public-address.ts';

/** A new endpoint secret in Standard Webhooks' form: whsec_ and 32 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** A `webhook-id`: unique per message, the same on each attempt of it. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** `webhook-signature`: v1, then HMAC-SHA256 over "id.timestamp.body" keyed with the secret's bytes. */
export function signature(secret: string, messageId: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

export type AttemptOutcome = { status: number | null; latencyMs: number; error: string | null };

const requestTimeoutMs = webhookRules.timeoutSeconds * 1000;
/** What is read of an answer before the connection is closed: receivers should answer briefly. */
const maxAnswerBytes = 64 * 1024;

/** Connects only to the checked address (DNS rebinding, decision 0066); follows no redirects and never throws. */
export async function postWebhook(
  { url, secret, messageId, body, now }: { url: string; secret: string; messageId: string; body: string; now: Date },
  policy: AddressPolicy,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const target = new URL(url);
  let resolved: Resolved;
  try {
    resolved = await checkTarget(target, policy);
  } catch (error) {
    const message = error instanceof AddressRefused ? error.message : 'The address could not be checked';
    return { status: null, latencyMs: latency(), error: message };
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [resolved]);
    else callback(null, resolved.address, resolved.family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...outcome, latencyMs: latency() });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Rebels-Webhooks/1',
          'webhook-id': messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature(secret, messageId, timestamp, body),
        },
      },
      (response) => {
        const status = response.statusCode ?? null;
        let read = 0;
        const done = () =>
          finish({
            status,
            error:
              status !== null && status >= 200 && status < 300
                ? null
                : status !== null && status >= 300 && status < 400
                  ? `HTTP ${status}: redirects are not followed`
                  : `HTTP ${status ?? '?'}`,
          });
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxAnswerBytes) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(
      () => finish({ status: null, error: `No answer within ${requestTimeoutMs / 1000} s` }),
      requestTimeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ status: null, error: error.code ? `${error.code}: ${error.message}` : error.message }),
    );
    request.end(body);
  });
}
