import type { SetupAdminResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';

export const setupAdmin = () => apiRequest<SetupAdminResponse>('/api/setup-admin', { method: 'POST', json: {} });
