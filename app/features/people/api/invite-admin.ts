import type { InvitationCreatedResponse, InvitationInput } from '#contracts/people.ts';
import { apiRequest } from '#app/lib/api.ts';
import { peopleKeys } from '#app/lib/admin/api/query-keys.ts';
import { withProof } from '#app/lib/admin/proof.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

export const inviteAdmin = (input: InvitationInput) =>
  withProof(() =>
    apiRequest<InvitationCreatedResponse>('/api/admin/people/invitations', { method: 'POST', json: input }),
  );

/** Makes an invitation; the people and invitations are loaded again. */
export const useInviteAdmin = (config?: MutationConfig<InvitationCreatedResponse, InvitationInput>) =>
  useEndpointMutation(
    inviteAdmin,
    { onSuccess: (client) => void client.invalidateQueries({ queryKey: peopleKeys.all }) },
    config,
  );
