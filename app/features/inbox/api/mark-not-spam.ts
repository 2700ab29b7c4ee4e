import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';

/** 'Not spam': the row moves to the inbox and its e-mails are sent (issue 24). */
export const markNotSpam = (id: number) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/not-spam`, { method: 'POST', json: {} });
