import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EnrollResponse, TotpSetupResponse } from '#contracts/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { addPasskey } from '#app/lib/admin/api/add-passkey.ts';
import { confirmTotp, startTotp } from '#app/lib/admin/api/totp-setup.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { passkeyError } from '#app/lib/admin/passkey-errors.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { useFormSubmit } from './use-form-submit.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useSignInStep } from '#app/lib/admin/use-sign-in-step.ts';

/** Adds a passkey of this device, under a name the admin gives it. */
export function AddPasskey({
  onDone,
  primary = false,
}: {
  onDone: (answer: EnrollResponse) => void;
  primary?: boolean;
}) {
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const hydrated = useHydrated();
  return (
    // Passkeys need JavaScript: its button waits for it, and nothing goes into a URL (method=post).
    <form
      method="post"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const name = String(new FormData(form).get('name') ?? '').trim() || 'Passkey';
        setState({ pending: true, error: null });
        addPasskey(name).then(
          (answer) => {
            setState({ pending: false, error: null });
            form.reset();
            onDone(answer);
          },
          (failure: unknown) => setState({ pending: false, error: passkeyError(failure) }),
        );
      }}
    >
      {state.error && <FormAlert>{state.error}</FormAlert>}
      <FormField label="Passkey name" hint="So you can tell your passkeys apart, e.g. 'Work laptop'.">
        <TextInput name="name" maxLength={60} autoComplete="off" defaultValue="" placeholder="Work laptop" />
      </FormField>
      <Button type="submit" variant={primary ? 'primary' : 'outline'} disabled={!hydrated || state.pending}>
        <KeyRound aria-hidden="true" className="size-4" />
        {state.pending ? 'Waiting for your passkey...' : 'Add a passkey'}
      </Button>
    </form>
  );
}

/** Sets up an authenticator app: a QR code (and the key to type), then its first code confirms it. */
export function AddAuthenticatorApp({ onDone }: { onDone: (answer: EnrollResponse) => void }) {
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [starting, setStarting] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const confirm = useFormSubmit((form) => confirmTotp(String(form.get('code') ?? '')), { onDone });
  const hydrated = useHydrated();
  if (!setup) {
    return (
      <div className="grid gap-4">
        {starting.error && <FormAlert>{starting.error}</FormAlert>}
        <Button
          variant="outline"
          disabled={!hydrated || starting.pending}
          onClick={() => {
            setStarting({ pending: true, error: null });
            startTotp().then(
              (answer) => {
                setStarting({ pending: false, error: null });
                setSetup(answer);
              },
              (failure: unknown) => setStarting({ pending: false, error: serverMessage(failure, 'Please try again.') }),
            );
          }}
        >
          <Smartphone aria-hidden="true" className="size-4" />
          {starting.pending ? 'Preparing...' : 'Set up an authenticator app'}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <div className="grid justify-items-center gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:justify-items-start sm:gap-6">
        <QrCode value={setup.uri} label="QR code for your authenticator app" />
        <div className="grid gap-2 text-sm text-gray-700">
          <p>Scan the code with your authenticator app, or type this key:</p>
          <code
            className="rounded-sm bg-gray-100 px-2 py-1 font-mono text-sm break-words text-ink-900"
            data-testid="totp-secret"
          >
            {setup.secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </div>
      </div>
      <form method="post" action="/api/auth/totp/confirm" className="grid gap-4" onSubmit={confirm.onSubmit}>
        {confirm.error && <FormAlert>{confirm.error}</FormAlert>}
        <FormField label="Code shown by the app">
          <TextInput
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
            className="font-mono tracking-[0.3em]"
          />
        </FormField>
        <Button type="submit" disabled={confirm.pending}>
          {confirm.pending ? 'Checking...' : 'Confirm the app'}
        </Button>
      </form>
    </div>
  );
}

/** /admin/enroll: the first sign-in sets up a second factor before the inbox opens. */
export function EnrollSecondFactor() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSignInStep('enroll-mfa');
  const [done, setDone] = useState<EnrollResponse | null>(null);
  if (done) {
    return (
      <RecoveryCodes
        codes={done.recoveryCodes ?? []}
        continueLabel="I have stored them, continue"
        onContinue={() => {
          queryClient.removeQueries({ queryKey: ['admin'] });
          void navigate(done.next);
        }}
      />
    );
  }
  return (
    <div className="grid gap-8">
      <p className="leading-relaxed text-gray-700">
        {status.data?.username ? `${status.data.username}, every` : 'Every'} admin signs in with a second factor. Add a
        passkey (your device's PIN, fingerprint or face) or an authenticator app; you can add more later on your account
        page.
      </p>
      <section aria-labelledby="enroll-passkey" className="grid gap-4">
        <h2 id="enroll-passkey" className="text-lg font-bold text-ink-900">
          A passkey
        </h2>
        <AddPasskey primary onDone={setDone} />
      </section>
      <section aria-labelledby="enroll-app" className="grid gap-4 border-t border-gray-200 pt-8">
        <h2 id="enroll-app" className="text-lg font-bold text-ink-900">
          An authenticator app
        </h2>
        <AddAuthenticatorApp onDone={setDone} />
      </section>
    </div>
  );
}
