import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { changePassword } from '#app/lib/admin/api/change-password.ts';
import { NewPasswordField } from './new-password-field.tsx';
import { useFormSubmit } from './use-form-submit.ts';
import { useSignInStep } from '#app/lib/admin/use-sign-in-step.ts';

/**
 * A password change: the current password and a new one, whose strength shows while it is
 * typed. Used at the first sign-in (the generated password must go) and on the account page.
 */
export function PasswordForm({
  username,
  submitLabel,
  onDone,
}: {
  username?: string;
  submitLabel: string;
  onDone: (answer: { next: string; endedSessions: number }, form: HTMLFormElement) => void;
}) {
  const [typed, setTyped] = useState('');
  const submit = useFormSubmit(
    (form) => changePassword(String(form.get('currentPassword') ?? ''), String(form.get('newPassword') ?? '')),
    {
      onDone: (answer, form) => {
        setTyped('');
        onDone(answer, form);
      },
    },
  );
  return (
    <form method="post" action="/api/auth/password" className="grid gap-5" onSubmit={submit.onSubmit}>
      {submit.error && <FormAlert>{submit.error}</FormAlert>}
      {username && (
        // For password managers: the account this password belongs to.
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      <FormField label="Current password" error={submit.fieldErrors.currentPassword?.[0]}>
        <TextInput type="password" name="currentPassword" autoComplete="current-password" required />
      </FormField>
      <NewPasswordField
        label="New password"
        name="newPassword"
        error={submit.fieldErrors.newPassword?.[0]}
        typed={typed}
        onTyped={setTyped}
        userInputs={username ? [username] : []}
      />
      <Button type="submit" size="lg" disabled={submit.pending}>
        {submit.pending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}

/** /admin/new-password: the first sign-in with a password someone else set asks for one's own. */
export function NewPasswordStep() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSignInStep('change-password');
  return (
    <PasswordForm
      username={status.data?.username ?? undefined}
      submitLabel="Set new password"
      onDone={(answer) => {
        queryClient.removeQueries({ queryKey: ['admin'] });
        void navigate(answer.next);
      }}
    />
  );
}
