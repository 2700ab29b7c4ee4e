import type { LoginResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';

/** Signs in with a passkey: on its own, or as the second step after the password. */
export async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { options } = await apiRequest<{ options: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>(
    '/api/auth/passkey/options',
    { method: 'POST', json: {} },
  );
  const response = await startAuthentication({ optionsJSON: options });
  return apiRequest<LoginResponse>('/api/auth/passkey', { method: 'POST', json: { response } });
}
