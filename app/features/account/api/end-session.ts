import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const endSession = (id: string) =>
  withProof(() =>
    apiRequest<{ success: true }>(`/api/admin/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
