import type { AdminsResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';

export const fetchAdmins = () => apiRequest<AdminsResponse>('/api/admin/admins');
