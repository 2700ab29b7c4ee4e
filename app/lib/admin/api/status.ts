import type { AuthStatusResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys.ts';

export const fetchStatus = () => apiRequest<AuthStatusResponse>('/api/auth/status');

export const statusQuery = queryOptions({ queryKey: accountKeys.status, queryFn: fetchStatus });
