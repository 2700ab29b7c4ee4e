import { apiRequest } from '#app/lib/api.ts';

/** The address replies from the inbox ask to be answered at; '' removes it. */
export const setAccountEmail = (email: string) =>
  apiRequest<{ success: true; email: string | null }>('/api/admin/account/email', { method: 'POST', json: { email } });
