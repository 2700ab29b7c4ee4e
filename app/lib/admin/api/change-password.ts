import { apiRequest } from '#app/lib/api.ts';

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest<{ success: true; next: string; endedSessions: number }>('/api/auth/password', {
    method: 'POST',
    json: { currentPassword, newPassword },
  });
