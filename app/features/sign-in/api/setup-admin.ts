import type { SetupAdminResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

export const setupAdmin = () => apiRequest<SetupAdminResponse>('/api/setup-admin', { method: 'POST', json: {} });

/** Nothing in the cache depends on it: the first admin signs in afresh. */
export const useSetupAdmin = (config?: MutationConfig<SetupAdminResponse>) =>
  useEndpointMutation(setupAdmin, {}, config);
