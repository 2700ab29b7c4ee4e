import type { SubmissionResponse, SubmissionUpdate } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';

/** State and/or assignee (issue 24 item 2). */
export const updateSubmission = (id: number, change: SubmissionUpdate) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}`, { method: 'PATCH', json: change });
