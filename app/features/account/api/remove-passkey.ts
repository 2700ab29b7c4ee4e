import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

// What could take an account over asks for a recent credential: the confirm dialog, then the call again (proof.ts).

export const removePasskey = (id: string) =>
  withProof(() =>
    apiRequest<{ success: true }>(`/api/admin/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
