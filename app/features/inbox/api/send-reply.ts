import type { SubmissionReplyInput, SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';
import { submissionSaved } from './submission.ts';

/** Reply from the inbox (issue 24 item 3): an e-mail to the submitter, through the outbox. */
export const sendReply = (id: number, input: SubmissionReplyInput) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/replies`, { method: 'POST', json: input });

/** Sends a reply to the submitter of submission `id`; it moves to Answered. */
export const useSendReply = (id: number, config?: MutationConfig<SubmissionResponse, SubmissionReplyInput>) =>
  useEndpointMutation(
    (input: SubmissionReplyInput) => sendReply(id, input),
    { onSuccess: (client, answer) => submissionSaved(client, id, answer) },
    config,
  );
