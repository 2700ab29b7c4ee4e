import type { WebhookDeliveriesResponse } from '#contracts/webhooks.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { webhookKeys } from '#app/lib/admin/api/query-keys.ts';

export const fetchDeliveries = (id: number) =>
  apiRequest<WebhookDeliveriesResponse>(`/api/admin/webhooks/${id}/deliveries`);

export const deliveriesQuery = (id: number) =>
  queryOptions({ queryKey: webhookKeys.deliveries(id), queryFn: () => fetchDeliveries(id) });
