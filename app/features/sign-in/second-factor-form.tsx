import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { signInWithPasskey } from '#app/lib/admin/api/sign-in-with-passkey.ts';
import { verifyRecoveryCode } from '#app/features/sign-in/api/verify-recovery-code.ts';
import { verifyTotp } from '#app/features/sign-in/api/verify-totp.ts';
import { passkeyError } from '#app/lib/admin/passkey-errors.ts';
import { useFormSubmit } from '#app/components/admin/use-form-submit.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useSignInStep } from '#app/lib/admin/use-sign-in-step.ts';

/** /admin/verify: the second step of a password sign-in, with a passkey, an app's code or a recovery code. */
export function SecondFactorForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSignInStep('verify-mfa');
  const factors = status.data?.factors;
  const go = (answer: { next: string }) => {
    queryClient.removeQueries({ queryKey: ['admin'] });
    void navigate(answer.next);
  };
  const totp = useFormSubmit((form) => verifyTotp(String(form.get('code') ?? '')), { onDone: go });
  const recovery = useFormSubmit((form) => verifyRecoveryCode(String(form.get('code') ?? '')), { onDone: go });
  const [passkey, setPasskey] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const hydrated = useHydrated();
  const totpVariant = factors && factors.passkeys > 0 ? 'outline' : 'primary';

  return (
    <div className="grid gap-8">
      {(!factors || factors.passkeys > 0) && (
        <div className="grid gap-3">
          {passkey.error && <FormAlert>{passkey.error}</FormAlert>}
          <Button
            size="lg"
            disabled={!hydrated || passkey.pending}
            onClick={() => {
              setPasskey({ pending: true, error: null });
              signInWithPasskey().then(go, (failure: unknown) =>
                setPasskey({ pending: false, error: passkeyError(failure) }),
              );
            }}
          >
            <KeyRound aria-hidden="true" className="size-5" />
            {passkey.pending ? 'Waiting for your passkey...' : 'Use your passkey'}
          </Button>
        </div>
      )}
      {(!factors || factors.totp) && (
        <form method="post" action="/api/auth/second-factor/totp" className="grid gap-5" onSubmit={totp.onSubmit}>
          {totp.error && <FormAlert>{totp.error}</FormAlert>}
          <FormField label="Code from your authenticator app" hint="Six digits; a new one every 30 seconds.">
            <TextInput
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,8}"
              maxLength={8}
              required
              className="font-mono tracking-[0.3em]"
            />
          </FormField>
          <Button type="submit" size="lg" variant={totpVariant} disabled={totp.pending}>
            {totp.pending ? 'Checking...' : 'Verify code'}
          </Button>
        </form>
      )}
      <details className="group rounded-md border border-gray-200 p-4 open:bg-gray-50">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Use a recovery code instead
        </summary>
        <form
          method="post"
          action="/api/auth/second-factor/recovery"
          className="mt-4 grid gap-4"
          onSubmit={recovery.onSubmit}
        >
          {recovery.error && <FormAlert>{recovery.error}</FormAlert>}
          <FormField label="Recovery code" hint="Each code works once.">
            <TextInput
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              className="font-mono"
            />
          </FormField>
          <Button type="submit" variant="outline" disabled={recovery.pending}>
            {recovery.pending ? 'Checking...' : 'Use recovery code'}
          </Button>
        </form>
      </details>
    </div>
  );
}
