import { reauthTexts } from '#contracts/auth.ts';
import { ApiError } from '#app/lib/api.ts';

// Re-authentication (decision 0040): a call refused with 'reauth_required' opens the confirm dialog (reauth.tsx) and
// runs again, its caller none the wiser; without the dialog on the page, the refusal goes to the caller.

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
