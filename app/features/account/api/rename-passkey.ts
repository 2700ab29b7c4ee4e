import { apiRequest } from '#app/lib/api.ts';

export const renamePasskey = (id: string, name: string) =>
  apiRequest<{ success: true }>(`/api/admin/account/passkeys/${encodeURIComponent(id)}`, {
    method: 'POST',
    json: { name },
  });
