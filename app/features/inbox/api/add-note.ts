import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';

export const addNote = (id: number, body: string) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/notes`, { method: 'POST', json: { body } });
