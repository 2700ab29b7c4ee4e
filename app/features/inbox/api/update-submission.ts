import type { SubmissionResponse, SubmissionUpdate } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';
import { submissionSaved } from './submission.ts';

/** State and/or assignee (issue 24 item 2). */
export const updateSubmission = (id: number, change: SubmissionUpdate) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}`, { method: 'PATCH', json: change });

/** Changes submission `id` (the variable is the change); its answer is the submission, the inbox is loaded again. */
export const useUpdateSubmission = (id: number, config?: MutationConfig<SubmissionResponse, SubmissionUpdate>) =>
  useEndpointMutation(
    (change: SubmissionUpdate) => updateSubmission(id, change),
    { onSuccess: (client, answer) => submissionSaved(client, id, answer) },
    config,
  );
