import type { MeResponse } from '#contracts/auth.ts';
import { ApiError, apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** The signed-in admin, or null when the server says nobody is (401). */
export async function fetchMe() {
  try {
    return (await apiRequest<MeResponse>('/api/auth/me')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQuery = queryOptions({ queryKey: adminKeys.me, queryFn: fetchMe });
