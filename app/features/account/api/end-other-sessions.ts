import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const endOtherSessions = () =>
  withProof(() => apiRequest<{ success: true; ended: number }>('/api/admin/account/sessions', { method: 'DELETE' }));
