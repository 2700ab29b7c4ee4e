import type { WebhooksResponse } from '#contracts/webhooks.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { webhookKeys } from '#app/lib/admin/api/query-keys.ts';

export const fetchWebhooks = () => apiRequest<WebhooksResponse>('/api/admin/webhooks');

export const webhooksQuery = queryOptions({ queryKey: webhookKeys.all, queryFn: fetchWebhooks });
