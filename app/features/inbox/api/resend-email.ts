import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';
import { submissionSaved } from './submission.ts';

export const resendEmail = (id: number) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/resend`, { method: 'POST', json: {} });

/** Sends the notification of submission `id` again. */
export const useResendEmail = (id: number, config?: MutationConfig<SubmissionResponse>) =>
  useEndpointMutation(
    () => resendEmail(id),
    { onSuccess: (client, answer) => submissionSaved(client, id, answer) },
    config,
  );
