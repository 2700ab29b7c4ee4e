import type { WeeklyResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';

export const fetchWeekly = () => apiRequest<WeeklyResponse>('/api/admin/stats/weekly');
