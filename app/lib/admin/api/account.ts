import type { AccountResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';

export const fetchAccount = () => apiRequest<AccountResponse>('/api/admin/account');
