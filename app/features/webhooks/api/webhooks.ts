import type { WebhooksResponse } from '#contracts/webhooks.ts';
import { apiRequest } from '#app/lib/api.ts';

export const fetchWebhooks = () => apiRequest<WebhooksResponse>('/api/admin/webhooks');
