// The admin calls of spec §7 and the inbox calls beyond it, all through the one API client.
import type {
  AdminsResponse,
  InboxQuery,
  InboxResponse,
  SubmissionReplyInput,
  SubmissionResponse,
  SubmissionUpdate,
  WeeklyResponse,
} from '#contracts/admin.ts';
import { parseErrorEnvelope } from '#contracts/api.ts';
import type { AuditQuery, AuditResponse } from '#contracts/audit.ts';
import type {
  AccountResponse,
  AuthStatusResponse,
  CreateAdminResponse,
  EnrollResponse,
  LoginResponse,
  MeResponse,
  RecoveryCodesResponse,
  SetupAdminResponse,
  TotpSetupResponse,
} from '#contracts/auth.ts';
import type { PrivacyEraseResponse, PrivacySearchResponse } from '#contracts/privacy.ts';
import type {
  WebhookCreateInput,
  WebhookCreatedResponse,
  WebhookDeliveriesResponse,
  WebhooksResponse,
} from '#contracts/webhooks.ts';
import type {
  InvitationCheckResponse,
  InvitationCreatedResponse,
  InvitationInput,
  PeopleResponse,
} from '#contracts/people.ts';
import { ApiError, apiRequest } from '#app/lib/api.ts';
import { withProof } from './proof.ts';

export const adminKeys = {
  me: ['admin', 'me'] as const,
  inbox: (query: InboxQuery) => ['admin', 'inbox', query] as const,
  inboxAll: ['admin', 'inbox'] as const,
  submission: (id: number) => ['admin', 'submission', id] as const,
  admins: ['admin', 'admins'] as const,
  // Under the inbox's key: whatever refreshes the inbox refreshes the picture.
  weekly: ['admin', 'inbox', 'weekly'] as const,
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
  withProof(() =>
    apiRequest<CreateAdminResponse>('/api/create-admin', { method: 'POST', json: { username, password } }),
  );

export const inboxSearch = ({ q, type, state, page }: InboxQuery) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type !== 'all') params.set('type', type);
  if (state !== 'open') params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const fetchWeekly = () => apiRequest<WeeklyResponse>('/api/admin/stats/weekly');

export const fetchInbox = (query: InboxQuery, signal?: AbortSignal) =>
  apiRequest<InboxResponse>(`/api/admin/submissions${inboxSearch(query)}`, { signal });

export const fetchSubmission = (id: number, signal?: AbortSignal) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}`, { signal });

export const resendEmail = (id: number) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/resend`, { method: 'POST', json: {} });

/** State and/or assignee (issue 24 item 2). */
export const updateSubmission = (id: number, change: SubmissionUpdate) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}`, { method: 'PATCH', json: change });

export const addNote = (id: number, body: string) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/notes`, { method: 'POST', json: { body } });

/** Reply from the inbox (issue 24 item 3): an e-mail to the submitter, through the outbox. */
export const sendReply = (id: number, input: SubmissionReplyInput) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/replies`, { method: 'POST', json: input });

export const fetchAdmins = () => apiRequest<AdminsResponse>('/api/admin/admins');

/** 'Not spam': the row moves to the inbox and its e-mails are sent (issue 24). */
export const markNotSpam = (id: number) =>
  apiRequest<SubmissionResponse>(`/api/admin/submissions/${id}/not-spam`, { method: 'POST', json: {} });

export const deleteSubmission = (id: number) =>
  apiRequest<{ success: true }>(`/api/admin/submissions/${id}`, { method: 'DELETE' });

export const cvUrl = (id: number) => `/api/admin/submissions/${id}/cv`;
export const csvUrl = (query: InboxQuery) => `/api/admin/submissions/export.csv${inboxSearch({ ...query, page: 1 })}`;

/** The server's message in an error envelope, else the given fallback. */
export const serverMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.envelope?.error) || fallback;

// Sign-in steps and the admin's own account (beyond spec §7).

export const accountKeys = {
  status: ['admin', 'status'] as const,
  account: ['admin', 'account'] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
};

export const fetchStatus = () => apiRequest<AuthStatusResponse>('/api/auth/status');

export const submitLogin = (form: FormData) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', json: formFields(form, ['username', 'password']) });

/** A form's fields as JSON: what is in the fields when it is sent (typed or autofilled before hydration alike). */
export const formFields = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));

export const verifyTotp = (code: string) =>
  apiRequest<{ success: true; next: string }>('/api/auth/second-factor/totp', { method: 'POST', json: { code } });

export const verifyRecoveryCode = (code: string) =>
  apiRequest<{ success: true; next: string; remaining: number }>('/api/auth/second-factor/recovery', {
    method: 'POST',
    json: { code },
  });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest<{ success: true; next: string; endedSessions: number }>('/api/auth/password', {
    method: 'POST',
    json: { currentPassword, newPassword },
  });

export const startTotp = () =>
  withProof(() => apiRequest<TotpSetupResponse>('/api/auth/totp/setup', { method: 'POST', json: {} }));

export const confirmTotp = (code: string) =>
  apiRequest<EnrollResponse>('/api/auth/totp/confirm', { method: 'POST', json: { code } });

/** Registers a passkey of this device (the browser asks for the PIN, fingerprint or face). */
export async function addPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { options } = await withProof(() =>
    apiRequest<{ options: Parameters<typeof startRegistration>[0]['optionsJSON'] }>('/api/auth/passkeys/options', {
      method: 'POST',
      json: {},
    }),
  );
  const response = await startRegistration({ optionsJSON: options });
  return apiRequest<EnrollResponse>('/api/auth/passkeys', { method: 'POST', json: { name, response } });
}

/** Signs in with a passkey: on its own, or as the second step after the password. */
export async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { options } = await apiRequest<{ options: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>(
    '/api/auth/passkey/options',
    { method: 'POST', json: {} },
  );
  const response = await startAuthentication({ optionsJSON: options });
  return apiRequest<LoginResponse>('/api/auth/passkey', { method: 'POST', json: { response } });
}

export const fetchAccount = () => apiRequest<AccountResponse>('/api/admin/account');

/** The address replies from the inbox ask to be answered at; '' removes it. */
export const setAccountEmail = (email: string) =>
  apiRequest<{ success: true; email: string | null }>('/api/admin/account/email', { method: 'POST', json: { email } });

export const renamePasskey = (id: string, name: string) =>
  apiRequest<{ success: true }>(`/api/admin/account/passkeys/${encodeURIComponent(id)}`, {
    method: 'POST',
    json: { name },
  });

// What could take an account over asks for a recent credential: the confirm dialog, then the call again (proof.ts).

export const removePasskey = (id: string) =>
  withProof(() =>
    apiRequest<{ success: true }>(`/api/admin/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const removeTotp = () =>
  withProof(() => apiRequest<{ success: true }>('/api/admin/account/totp', { method: 'DELETE' }));

export const newRecoveryCodes = () =>
  withProof(() => apiRequest<RecoveryCodesResponse>('/api/admin/account/recovery-codes', { method: 'POST', json: {} }));

export const endSession = (id: string) =>
  withProof(() =>
    apiRequest<{ success: true }>(`/api/admin/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const endOtherSessions = () =>
  withProof(() => apiRequest<{ success: true; ended: number }>('/api/admin/account/sessions', { method: 'DELETE' }));

export const auditSearch = (query: AuditQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== '' && value !== 'all' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const fetchAudit = (query: AuditQuery, signal?: AbortSignal) =>
  apiRequest<AuditResponse>(`/api/admin/audit${auditSearch(query)}`, { signal });

export const auditCsvUrl = (query: AuditQuery) => `/api/admin/audit/export.csv${auditSearch({ ...query, page: 1 })}`;

export const privacySearch = (email: string) =>
  apiRequest<PrivacySearchResponse>('/api/admin/privacy/search', { method: 'POST', json: { email } });

export const privacyErase = (email: string, confirm: string) =>
  withProof(() =>
    apiRequest<PrivacyEraseResponse>('/api/admin/privacy/erase', { method: 'POST', json: { email, confirm } }),
  );

/** The privacy export as a file: a POST (the address stays out of the URL), saved through a link. */
export async function downloadPrivacyExport(email: string) {
  const response = await withProof(async () => {
    const answer = await fetch('/api/admin/privacy/export', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/zip, application/json' },
      body: JSON.stringify({ email }),
    });
    if (!answer.ok) {
      const text = await answer.text();
      throw new ApiError(answer.status, text || answer.statusText, parseErrorEnvelope(text));
    }
    return answer;
  });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'privacy-export.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// Webhooks (issue 24 item 4).

export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  deliveries: (id: number) => ['admin', 'webhooks', id, 'deliveries'] as const,
};

export const fetchWebhooks = () => apiRequest<WebhooksResponse>('/api/admin/webhooks');

export const addWebhook = (input: WebhookCreateInput) =>
  withProof(() => apiRequest<WebhookCreatedResponse>('/api/admin/webhooks', { method: 'POST', json: input }));

export const removeWebhook = (id: number) =>
  apiRequest<{ success: true }>(`/api/admin/webhooks/${id}`, { method: 'DELETE' });

export const fetchDeliveries = (id: number) =>
  apiRequest<WebhookDeliveriesResponse>(`/api/admin/webhooks/${id}/deliveries`);

/** 'Send again': the delivery is due now, with a fresh set of attempts. */
export const resendDelivery = (id: number, deliveryId: number) =>
  apiRequest<{ success: true }>(`/api/admin/webhooks/${id}/deliveries/${deliveryId}/resend`, {
    method: 'POST',
    json: {},
  });

// People (issue 33 item 4): every change to another admin's account asks for a recent credential.

export const peopleKeys = { all: ['admin', 'people'] as const };

export const fetchPeople = () => apiRequest<PeopleResponse>('/api/admin/people');

export const inviteAdmin = (input: InvitationInput) =>
  withProof(() =>
    apiRequest<InvitationCreatedResponse>('/api/admin/people/invitations', { method: 'POST', json: input }),
  );

export const revokeInvitation = (id: string) =>
  withProof(() =>
    apiRequest<{ success: true }>(`/api/admin/people/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** One of the changes to another admin's account, by its path after the username. */
export const changePerson = (
  username: string,
  change: 'disable' | 'enable' | 'remove' | 'sessions' | 'reset-factors',
) => {
  const path = `/api/admin/people/${encodeURIComponent(username)}`;
  const [method, url] = {
    disable: ['POST', `${path}/disable`],
    enable: ['POST', `${path}/enable`],
    remove: ['DELETE', path],
    sessions: ['DELETE', `${path}/sessions`],
    'reset-factors': ['POST', `${path}/reset-factors`],
  }[change] as ['POST' | 'DELETE', string];
  return withProof(() => apiRequest<{ success: true }>(url, { method, ...(method === 'POST' ? { json: {} } : {}) }));
};

/** Who an invitation is for: its token travels in a JSON body, never in a URL. */
export const checkInvitation = (token: string) =>
  apiRequest<InvitationCheckResponse>('/api/auth/invitation', { method: 'POST', json: { token } });

export const acceptInvitation = (token: string, password: string) =>
  apiRequest<{ success: true; next: string }>('/api/auth/invitation/accept', {
    method: 'POST',
    json: { token, password },
  });
