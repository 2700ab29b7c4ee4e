import type { WebhookCreateInput, WebhookCreatedResponse } from '#contracts/webhooks.ts';
import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const addWebhook = (input: WebhookCreateInput) =>
  withProof(() => apiRequest<WebhookCreatedResponse>('/api/admin/webhooks', { method: 'POST', json: input }));
