import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';

export const fetchSubmission = (id: number, signal?: AbortSignal) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}`, { signal });

export const cvUrl = (id: number) => `/api/admin/submissions/${id}/cv`;

export const submissionQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.submission(id), queryFn: ({ signal }) => fetchSubmission(id, signal) });
