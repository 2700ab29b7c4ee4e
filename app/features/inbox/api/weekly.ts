import type { WeeklyResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';

export const fetchWeekly = () => apiRequest<WeeklyResponse>('/api/admin/stats/weekly');

export const weeklyQuery = queryOptions({ queryKey: adminKeys.weekly, queryFn: fetchWeekly });
