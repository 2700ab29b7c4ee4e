import type { AccountResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys.ts';

export const fetchAccount = () => apiRequest<AccountResponse>('/api/admin/account');

export const accountQuery = queryOptions({ queryKey: accountKeys.account, queryFn: fetchAccount });
