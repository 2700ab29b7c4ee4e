import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const revokeInvitation = (id: string) =>
  withProof(() =>
    apiRequest<{ success: true }>(`/api/admin/people/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
