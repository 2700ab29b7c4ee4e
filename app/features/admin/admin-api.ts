// The admin calls of spec §7 and the inbox calls beyond it, all through the one API client.
import type { InboxQuery, InboxResponse, SubmissionResponse } from '#contracts/admin.ts';
import type { CreateAdminResponse, MeResponse, SetupAdminResponse } from '#contracts/auth.ts';
import { ApiError, apiRequest } from '#app/lib/api.ts';

export const adminKeys = {
  me: ['admin', 'me'] as const,
  inbox: (query: InboxQuery) => ['admin', 'inbox', query] as const,
  inboxAll: ['admin', 'inbox'] as const,
  submission: (id: number) => ['admin', 'submission', id] as const,
};

/** The signed-in admin, or null when the server says nobody is (401). */
export async function fetchMe() {
  try {
    return (await apiRequest<MeResponse>('/api/auth/me')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const login = (username: string, password: string) =>
  apiRequest<MeResponse>('/api/auth/login', { method: 'POST', json: { username, password } });

export const logout = () => apiRequest<{ success: true }>('/api/auth/logout', { method: 'POST', json: {} });

export const setupAdmin = () => apiRequest<SetupAdminResponse>('/api/setup-admin', { method: 'POST', json: {} });

export const createAdmin = (username: string, password: string) =>
  apiRequest<CreateAdminResponse>('/api/create-admin', { method: 'POST', json: { username, password } });

export const inboxSearch = ({ q, type, page }: InboxQuery) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type !== 'all') params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const fetchInbox = (query: InboxQuery, signal?: AbortSignal) =>
  apiRequest<InboxResponse>(`/api/admin/submissions${inboxSearch(query)}`, { signal });

export const fetchSubmission = (id: number, signal?: AbortSignal) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}`, { signal });

export const resendEmail = (id: number) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/resend`, { method: 'POST', json: {} });

export const deleteSubmission = (id: number) =>
  apiRequest<{ success: true }>(`/api/admin/submissions/${id}`, { method: 'DELETE' });

export const cvUrl = (id: number) => `/api/admin/submissions/${id}/cv`;
export const csvUrl = (query: InboxQuery) => `/api/admin/submissions/export.csv${inboxSearch({ ...query, page: 1 })}`;

/** The server's message in an error envelope, else the given fallback. */
export const serverMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.envelope?.error) || fallback;
