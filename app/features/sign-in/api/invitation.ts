import type { InvitationCheckResponse } from '#contracts/people.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';

/** Who an invitation is for: its token travels in a JSON body, never in a URL. */
export const checkInvitation = (token: string) =>
  apiRequest<InvitationCheckResponse>('/api/auth/invitation', { method: 'POST', json: { token } });

export const acceptInvitation = (token: string, password: string) =>
  apiRequest<{ success: true; next: string }>('/api/auth/invitation/accept', {
    method: 'POST',
    json: { token, password },
  });

export const invitationQuery = (token: string) =>
  queryOptions({ queryKey: ['admin', 'invitation', token], queryFn: () => checkInvitation(token) });
