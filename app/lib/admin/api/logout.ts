import { apiRequest } from '#app/lib/api.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

export const logout = () => apiRequest<{ success: true }>('/api/auth/logout', { method: 'POST', json: {} });

/** Signing out, answered or not, leaves nothing of the admin's data in the cache. */
export const useLogout = (config?: MutationConfig<{ success: true }>) =>
  useEndpointMutation(logout, { onSettled: (client) => client.removeQueries({ queryKey: ['admin'] }) }, config);
