import { apiRequest } from '#app/lib/api.ts';

export const deleteSubmission = (id: number) =>
  apiRequest<{ success: true }>(`/api/admin/submissions/${id}`, { method: 'DELETE' });
