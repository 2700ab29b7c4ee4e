import type { InvitationCreatedResponse, InvitationInput } from '#contracts/people.ts';
import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const inviteAdmin = (input: InvitationInput) =>
  withProof(() =>
    apiRequest<InvitationCreatedResponse>('/api/admin/people/invitations', { method: 'POST', json: input }),
  );
