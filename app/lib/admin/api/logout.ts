import { apiRequest } from '#app/lib/api.ts';

export const logout = () => apiRequest<{ success: true }>('/api/auth/logout', { method: 'POST', json: {} });
