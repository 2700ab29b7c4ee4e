import { apiRequest } from '#app/lib/api.ts';

/** 'Send again': the delivery is due now, with a fresh set of attempts. */
export const resendDelivery = (id: number, deliveryId: number) =>
  apiRequest<{ success: true }>(`/api/admin/webhooks/${id}/deliveries/${deliveryId}/resend`, {
    method: 'POST',
    json: {},
  });
