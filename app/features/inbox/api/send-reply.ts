import type { SubmissionReplyInput, SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';

/** Reply from the inbox (issue 24 item 3): an e-mail to the submitter, through the outbox. */
export const sendReply = (id: number, input: SubmissionReplyInput) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/replies`, { method: 'POST', json: input });
