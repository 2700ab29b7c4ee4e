import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';

export const fetchSubmission = (id: number, signal?: AbortSignal) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}`, { signal });

export const cvUrl = (id: number) => `/api/admin/submissions/${id}/cv`;
