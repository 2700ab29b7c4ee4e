import type { EnrollResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export async function addPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { options } = await withProof(() =>
    apiRequest<{ options: Parameters<typeof startRegistration>[0]['optionsJSON'] }>('/api/auth/passkeys/options', {
      method: 'POST',
      json: {},
    }),
  );
  const response = await startRegistration({ optionsJSON: options });
  return apiRequest<EnrollResponse>('/api/auth/passkeys', { method: 'POST', json: { name, response } });
}
