import type { PrivacySearchResponse } from '#contracts/privacy.ts';
import { apiRequest } from '#app/lib/api.ts';

export const privacySearch = (email: string) =>
  apiRequest<PrivacySearchResponse>('/api/admin/privacy/search', { method: 'POST', json: { email } });
