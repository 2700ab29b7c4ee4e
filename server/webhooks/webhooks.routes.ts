import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  WebhookCreateSchema,
  type WebhookCreatedResponse,
  type WebhookDeliveriesResponse,
  type WebhooksResponse,
  webhookTexts,
} from '#contracts/webhooks.ts';
import type { AuditTrail } from '../audit/index.ts';
import { sendCv } from '../http/attachment.ts';
import { parseBody } from '../http/parse-body.ts';
import { routeId } from '../http/route-id.ts';
import { WebhookAddressRefused, type WebhookService } from './webhooks.service.ts';

const endpointId = (params: unknown) => routeId((params as { id?: unknown }).id, webhookTexts.notFound);

export async function webhookRoutes(
  app: FastifyInstance,
  { webhooks, audit }: { webhooks: WebhookService; audit: AuditTrail },
) {
  const who = (request: FastifyRequest) => ({ actor: request.admin?.username ?? null, ip: request.ip });

  app.get('/webhooks', async () => ({ success: true, endpoints: await webhooks.list() }) satisfies WebhooksResponse);

  // A new receiver of every submission could carry them away: it needs a recent credential (decision 0040).
  app.post('/webhooks', { config: { access: { recentProof: true } } }, async (request, reply) => {
    const input = parseBody(WebhookCreateSchema, request.body, ['url', 'description']);
    let created: Awaited<ReturnType<WebhookService['create']>>;
    try {
      created = await webhooks.create(input, request.admin?.username ?? 'unknown');
    } catch (error) {
      // Refused addresses may be a probe of the inside: audited, host only (decision 0041).
      if (error instanceof WebhookAddressRefused) {
        await audit.record(who(request), {
          action: 'webhook.refused',
          target: error.host,
          outcome: 'refused',
          detail: error.reason,
        });
      }
      throw error;
    }
    const { endpoint, secret } = created;
    // The address may carry a receiver's token: the trail names the host only.
    await audit.record(who(request), {
      action: 'webhook.added',
      target: `webhook ${endpoint.id}`,
      detail: new URL(endpoint.url).host,
    });
    return reply.code(201).send({ success: true, endpoint, secret } satisfies WebhookCreatedResponse);
  });

  app.delete('/webhooks/:id', async (request) => {
    const id = endpointId(request.params);
    const endpoint = await webhooks.remove(id);
    await audit.record(who(request), {
      action: 'webhook.removed',
      target: `webhook ${id}`,
      detail: new URL(endpoint.url).host,
    });
    return { success: true };
  });

  app.get('/webhooks/:id/deliveries', async (request) => {
    const deliveries = await webhooks.deliveries(endpointId(request.params));
    return { success: true, deliveries } satisfies WebhookDeliveriesResponse;
  });

  app.post('/webhooks/:id/deliveries/:deliveryId/resend', async (request, reply) => {
    const id = endpointId(request.params);
    const deliveryId = routeId((request.params as { deliveryId?: unknown }).deliveryId, webhookTexts.deliveryNotFound);
    await webhooks.resend(id, deliveryId);
    await audit.record(who(request), {
      action: 'webhook.resent',
      target: `webhook ${id}`,
      detail: `delivery ${deliveryId}`,
    });
    return reply.code(202).send({ success: true });
  });
}

/** The CV behind a payload's link: no session, the link's signature and expiry are the permission (decision 0066). */
export async function cvLinkRoutes(
  app: FastifyInstance,
  { webhooks, audit }: { webhooks: WebhookService; audit: AuditTrail },
) {
  app.get(
    '/api/webhooks/cv/:id',
    {
      // Only GET (each download is audited), and a leaked link cannot be pulled without end.
      exposeHeadRoute: false,
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
    },
    async (request, reply) => {
      const id = routeId((request.params as { id?: unknown }).id, 'This link is not valid');
      const cv = await webhooks.cvByLink(id, request.query as Record<string, unknown>);
      await audit.record(
        { actor: null, ip: request.ip },
        { action: 'cv.downloaded', target: `submission ${id}`, detail: 'through a webhook link' },
      );
      return sendCv(reply, cv);
    },
  );
}
