import { useRef } from 'react';
import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';
import { submissionSaved } from './submission.ts';

/** 'Not spam': the row moves to the inbox and its e-mails are sent (issue 24). */
export const markNotSpam = (id: number) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/not-spam`, { method: 'POST', json: {} });

/**
 * Marks submission `id` as not spam. A double click sends once (its answer is null): the button is disabled only
 * after React re-renders, and the second click would be answered 409 (the server moves a row once, whatever the
 * client does). Refused, as when it was rescued elsewhere (another tab, another admin), it is loaded as it is now.
 */
export function useMarkNotSpam(id: number, config?: MutationConfig<SubmissionResponse | null>) {
  const sending = useRef(false);
  return useEndpointMutation(
    async () => {
      if (sending.current) return null;
      sending.current = true;
      try {
        return await markNotSpam(id);
      } finally {
        sending.current = false;
      }
    },
    {
      onSuccess: (client, answer) => {
        if (answer) submissionSaved(client, id, answer);
      },
      onError: (client) => {
        void client.invalidateQueries({ queryKey: adminKeys.submission(id) });
        void client.invalidateQueries({ queryKey: adminKeys.inboxAll });
      },
    },
    config,
  );
}
