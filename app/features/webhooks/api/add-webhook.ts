import type { WebhookCreateInput, WebhookCreatedResponse } from '#contracts/webhooks.ts';
import { apiRequest } from '#app/lib/api.ts';
import { webhookKeys } from '#app/lib/admin/api/query-keys.ts';
import { withProof } from '#app/lib/admin/proof.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

export const addWebhook = (input: WebhookCreateInput) =>
  withProof(() => apiRequest<WebhookCreatedResponse>('/api/admin/webhooks', { method: 'POST', json: input }));

/** Adds an endpoint; the list is loaded again. */
export const useAddWebhook = (config?: MutationConfig<WebhookCreatedResponse, WebhookCreateInput>) =>
  useEndpointMutation(
    addWebhook,
    { onSuccess: (client) => void client.invalidateQueries({ queryKey: webhookKeys.all }) },
    config,
  );
