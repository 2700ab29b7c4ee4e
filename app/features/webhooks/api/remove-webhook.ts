import { apiRequest } from '#app/lib/api.ts';

export const removeWebhook = (id: number) =>
  apiRequest<{ success: true }>(`/api/admin/webhooks/${id}`, { method: 'DELETE' });
