import { apiRequest } from '#app/lib/api.ts';
import { accountKeys } from '#app/lib/admin/api/query-keys.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

type AccountEmailResponse = { success: true; email: string | null };

/** The address replies from the inbox ask to be answered at; '' removes it. */
export const setAccountEmail = (email: string) =>
  apiRequest<AccountEmailResponse>('/api/admin/account/email', { method: 'POST', json: { email } });

/** Saves the reply address (the variable); it stays pending until the account is loaded again. */
export const useSetAccountEmail = (config?: MutationConfig<AccountEmailResponse, string>) =>
  useEndpointMutation(
    setAccountEmail,
    { onSuccess: (client) => client.invalidateQueries({ queryKey: accountKeys.account }) },
    config,
  );
