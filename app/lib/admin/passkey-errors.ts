import { NetworkError } from '#app/lib/api.ts';
import { serverMessage } from './request.ts';

export function passkeyError(failure: unknown) {
  if (failure instanceof NetworkError) return 'Network error. Please try again.';
  const name = (failure as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey request was cancelled or timed out.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'This browser cannot use passkeys here.';
  return serverMessage(failure, 'The passkey could not be used. Please try again.');
}
