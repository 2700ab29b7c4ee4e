import type { SubmissionResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';
import { submissionSaved } from './submission.ts';

export const addNote = (id: number, body: string) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/notes`, { method: 'POST', json: { body } });

/** Adds an internal note (the variable is its text) to submission `id`. */
export const useAddNote = (id: number, config?: MutationConfig<SubmissionResponse, string>) =>
  useEndpointMutation(
    (body: string) => addNote(id, body),
    { onSuccess: (client, answer) => submissionSaved(client, id, answer) },
    config,
  );
