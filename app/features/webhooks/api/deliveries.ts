import type { WebhookDeliveriesResponse } from '#contracts/webhooks.ts';
import { apiRequest } from '#app/lib/api.ts';

export const fetchDeliveries = (id: number) =>
  apiRequest<WebhookDeliveriesResponse>(`/api/admin/webhooks/${id}/deliveries`);
