import { apiRequest } from '#app/lib/api.ts';
import { webhookKeys } from '#app/lib/admin/api/query-keys.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

export const removeWebhook = (id: number) =>
  apiRequest<{ success: true }>(`/api/admin/webhooks/${id}`, { method: 'DELETE' });

/** Removes the endpoint `id`; the list is loaded again. */
export const useRemoveWebhook = (id: number, config?: MutationConfig<{ success: true }>) =>
  useEndpointMutation(
    () => removeWebhook(id),
    { onSuccess: (client) => void client.invalidateQueries({ queryKey: webhookKeys.all }) },
    config,
  );
