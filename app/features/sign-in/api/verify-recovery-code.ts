import { apiRequest } from '#app/lib/api.ts';

export const verifyRecoveryCode = (code: string) =>
  apiRequest<{ success: true; next: string; remaining: number }>('/api/auth/second-factor/recovery', {
    method: 'POST',
    json: { code },
  });
