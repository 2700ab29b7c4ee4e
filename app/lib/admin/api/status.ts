import type { AuthStatusResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';

export const fetchStatus = () => apiRequest<AuthStatusResponse>('/api/auth/status');
