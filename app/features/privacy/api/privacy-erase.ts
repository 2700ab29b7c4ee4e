import type { PrivacyEraseResponse } from '#contracts/privacy.ts';
import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const privacyErase = (email: string, confirm: string) =>
  withProof(() =>
    apiRequest<PrivacyEraseResponse>('/api/admin/privacy/erase', { method: 'POST', json: { email, confirm } }),
  );
