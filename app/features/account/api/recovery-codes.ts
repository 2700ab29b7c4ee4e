import type { RecoveryCodesResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const newRecoveryCodes = () =>
  withProof(() => apiRequest<RecoveryCodesResponse>('/api/admin/account/recovery-codes', { method: 'POST', json: {} }));
