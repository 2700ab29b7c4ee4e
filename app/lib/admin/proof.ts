import { reauthTexts } from '#contracts/auth.ts';
import { ApiError } from '#app/lib/api.ts';

// Re-authentication (decision 0040): what could take an account over asks for the password or a passkey again when
// the last one was shown more than five minutes ago. A call refused so (403, code 'reauth_required') asks the admin
// through the confirm dialog (reauth.tsx); once they have confirmed, the call is made again, and its caller never
// knows it was asked. Without the dialog on the page, the refusal goes to the caller as it came.

type Waiting = { resolve: () => void; reject: () => void };
const waiting: Waiting[] = [];
let ask: (() => void) | null = null;

/** Runs `call`; when the server asks for a recent credential, asks the admin for it, then runs `call` once more. */
export async function withProof<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError && error.envelope?.code === reauthTexts.code) || !ask) throw error;
    const open = ask;
    await new Promise<void>((resolve, reject) => {
      waiting.push({ resolve, reject: () => reject(error) });
      open();
    });
    return call();
  }
}

/** The dialog registers how it is opened; null when it leaves the page. */
export function onProofNeeded(open: (() => void) | null) {
  ask = open;
}

/** The admin confirmed (every waiting call goes again) or cancelled (each fails with its refusal). */
export function proofGiven(confirmed: boolean) {
  for (const each of waiting.splice(0)) {
    if (confirmed) each.resolve();
    else each.reject();
  }
}
