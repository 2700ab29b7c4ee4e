import type { AdminsResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';

export const fetchAdmins = () => apiRequest<AdminsResponse>('/api/admin/admins');

export const adminsQuery = queryOptions({ queryKey: adminKeys.admins, queryFn: fetchAdmins });
