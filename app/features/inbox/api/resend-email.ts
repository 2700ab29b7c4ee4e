import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';

export const resendEmail = (id: number) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/resend`, { method: 'POST', json: {} });
