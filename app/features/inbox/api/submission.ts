import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';

export const fetchSubmission = (id: number, signal?: AbortSignal) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}`, { signal });

export const cvUrl = (id: number) => `/api/admin/submissions/${id}/cv`;

export const submissionQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.submission(id), queryFn: ({ signal }) => fetchSubmission(id, signal) });

/** A change to a submission answers with the submission as it is now: the dialog shows it, the inbox is loaded again. */
export const submissionSaved = (client: QueryClient, id: number, answer: SubmissionResponse) => {
  client.setQueryData(adminKeys.submission(id), answer);
  void client.invalidateQueries({ queryKey: adminKeys.inboxAll });
};
