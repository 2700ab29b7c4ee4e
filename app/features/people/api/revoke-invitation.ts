import { apiRequest } from '#app/lib/api.ts';
import { peopleKeys } from '#app/lib/admin/api/query-keys.ts';
import { withProof } from '#app/lib/admin/proof.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

export const revokeInvitation = (id: string) =>
  withProof(() =>
    apiRequest<{ success: true }>(`/api/admin/people/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** Revokes invitation `id`; revoked or refused, the people and invitations are loaded again. */
export const useRevokeInvitation = (id: string, config?: MutationConfig<{ success: true }>) =>
  useEndpointMutation(
    () => revokeInvitation(id),
    { onSettled: (client) => client.invalidateQueries({ queryKey: peopleKeys.all }) },
    config,
  );
