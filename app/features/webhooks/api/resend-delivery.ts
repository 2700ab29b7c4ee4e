import { apiRequest } from '#app/lib/api.ts';
import { webhookKeys } from '#app/lib/admin/api/query-keys.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

/** 'Send again': the delivery is due now, with a fresh set of attempts. */
export const resendDelivery = (id: number, deliveryId: number) =>
  apiRequest<{ success: true }>(`/api/admin/webhooks/${id}/deliveries/${deliveryId}/resend`, {
    method: 'POST',
    json: {},
  });

/** Sends a delivery of the endpoint `id` again (the variable is the delivery's id); the endpoints are loaded again. */
export const useResendDelivery = (id: number, config?: MutationConfig<{ success: true }, number>) =>
  useEndpointMutation(
    (deliveryId: number) => resendDelivery(id, deliveryId),
    { onSuccess: (client) => void client.invalidateQueries({ queryKey: webhookKeys.all }) },
    config,
  );
