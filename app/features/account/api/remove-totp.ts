import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const removeTotp = () =>
  withProof(() => apiRequest<{ success: true }>('/api/admin/account/totp', { method: 'DELETE' }));
