import type { EnrollResponse, TotpSetupResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const startTotp = () =>
  withProof(() => apiRequest<TotpSetupResponse>('/api/auth/totp/setup', { method: 'POST', json: {} }));

export const confirmTotp = (code: string) =>
  apiRequest<EnrollResponse>('/api/auth/totp/confirm', { method: 'POST', json: { code } });
