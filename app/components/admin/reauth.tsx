import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminUser } from '#contracts/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { apiRequest } from '#app/lib/api.ts';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { passkeyError } from '#app/lib/admin/passkey-errors.ts';
import { onProofNeeded, proofGiven } from '#app/lib/admin/proof.ts';

/** The confirm dialog, once per admin page (in AdminQueryProvider). */
export function ReauthDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Its fields exist only while it is open: a closed dialog gives password managers and readers nothing to find.
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const username = queryClient.getQueryData<AdminUser | null>(adminKeys.me)?.username;

  useEffect(() => {
    onProofNeeded(() => {
      setError(null);
      setOpen(true);
    });
    return () => {
      onProofNeeded(null);
      proofGiven(false);
    };
  }, []);

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  const confirmed = () => {
    proofGiven(true);
    dialog.current?.close();
  };
  const send = async (body: unknown) => {
    setBusy(true);
    setError(null);
    try {
      await apiRequest<{ success: true }>('/api/auth/reauth', { method: 'POST', json: body });
      return true;
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="reauth-title"
      aria-describedby="reauth-intro"
      // Esc, Cancel or the form's close: whatever waited is refused, and says why.
      onClose={() => {
        proofGiven(false);
        setOpen(false);
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-raised backdrop:bg-ink-950/60 sm:p-8"
    >
      {open && (
        <>
          <h2 id="reauth-title" className="text-xl font-bold text-ink-900">
            Confirm it’s you
          </h2>
          <p id="reauth-intro" className="mt-2 leading-relaxed text-gray-700">
            This changes who can get into the admin area or what leaves it, so it needs your password or a passkey
            again.
          </p>
          <form
            className="mt-6 grid gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              const form = event.currentTarget;
              const password = String(new FormData(form).get('password') ?? '');
              send({ password }).then(
                () => {
                  form.reset();
                  confirmed();
                },
                (failure: unknown) => setError(serverMessage(failure, 'That did not work. Please try again.')),
              );
            }}
          >
            {error && <FormAlert>{error}</FormAlert>}
            {username && <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
            <FormField label="Password">
              <TextInput type="password" name="password" autoComplete="current-password" required />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy}>
                {busy ? 'Checking...' : 'Confirm'}
              </Button>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => {
                  void (async () => {
                    try {
                      const { startAuthentication } = await import('@simplewebauthn/browser');
                      const { options } = await apiRequest<{
                        options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
                      }>('/api/auth/passkey/options', { method: 'POST', json: {} });
                      const response = await startAuthentication({ optionsJSON: options });
                      await send({ response });
                      confirmed();
                    } catch (failure) {
                      setError(passkeyError(failure));
                    }
                  })();
                }}
              >
                <KeyRound aria-hidden="true" className="size-4" />
                Use a passkey
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => dialog.current?.close()}>
                Cancel
              </Button>
            </div>
          </form>
        </>
      )}
    </dialog>
  );
}
