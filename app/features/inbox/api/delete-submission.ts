import { apiRequest } from '#app/lib/api.ts';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

export const deleteSubmission = (id: number) =>
  apiRequest<{ success: true }>(`/api/admin/submissions/${id}`, { method: 'DELETE' });

/** Deletes submission `id`: it leaves the cache, and the inbox is loaded again. */
export const useDeleteSubmission = (id: number, config?: MutationConfig<{ success: true }>) =>
  useEndpointMutation(
    () => deleteSubmission(id),
    {
      onSuccess: (client) => {
        client.removeQueries({ queryKey: adminKeys.submission(id) });
        void client.invalidateQueries({ queryKey: adminKeys.inboxAll });
      },
    },
    config,
  );
