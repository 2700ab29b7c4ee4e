import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { NetworkError } from '#app/lib/api.ts';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { signInWithPasskey } from '#app/lib/admin/api/sign-in-with-passkey.ts';
import { submitLogin } from '#app/features/sign-in/api/login.ts';
import { passkeyError } from '#app/lib/admin/passkey-errors.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/**
 * /admin/login (spec §2, §4, §8): both fields required, 'Signing in...' while busy, then the
 * next step of the sign-in (a second factor) or the inbox. The form is in the prerendered HTML
 * and posts natively until React has hydrated it; after that the same fields are read from the
 * DOM (FormData), so what was typed or autofilled before hydration is what is sent.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'password' | 'passkey' | null>(null);
  const hydrated = useHydrated();

  const done = (answer: { user: { username: string }; next: string }) => {
    queryClient.removeQueries({ queryKey: ['admin'] });
    if (answer.next === '/admin/submissions') queryClient.setQueryData(adminKeys.me, answer.user);
    void navigate(answer.next);
  };

  return (
    <div className="grid gap-8">
      <form
        method="post"
        action="/api/auth/login"
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setError(null);
          setPending('password');
          submitLogin(form).then(done, (failure: unknown) => {
            setPending(null);
            setError(
              failure instanceof NetworkError
                ? 'Network error. Please try again.'
                : serverMessage(failure, 'Login failed'),
            );
          });
        }}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <FormField label="Username">
          <TextInput
            name="username"
            autoComplete="username webauthn"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        </FormField>
        <FormField label="Password">
          <TextInput type="password" name="password" autoComplete="current-password" required />
        </FormField>
        <Button type="submit" size="lg" disabled={pending !== null}>
          {pending === 'password' ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="grid gap-4">
        <p className="flex items-center gap-3 text-sm text-gray-600 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
          or
        </p>
        <Button
          variant="outline"
          size="lg"
          disabled={!hydrated || pending !== null}
          onClick={() => {
            setError(null);
            setPending('passkey');
            signInWithPasskey().then(done, (failure: unknown) => {
              setPending(null);
              setError(passkeyError(failure));
            });
          }}
        >
          <KeyRound aria-hidden="true" className="size-5" />
          {pending === 'passkey' ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
        </Button>
      </div>
    </div>
  );
}
