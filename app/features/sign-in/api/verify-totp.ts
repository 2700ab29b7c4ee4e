import { apiRequest } from '#app/lib/api.ts';

export const verifyTotp = (code: string) =>
  apiRequest<{ success: true; next: string }>('/api/auth/second-factor/totp', { method: 'POST', json: { code } });
