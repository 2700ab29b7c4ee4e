import type { LoginResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';
import { formFields } from '#app/lib/admin/request.ts';

export const submitLogin = (form: FormData) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', json: formFields(form, ['username', 'password']) });
