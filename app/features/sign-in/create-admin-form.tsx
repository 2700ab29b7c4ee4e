import { useEffect, useRef, useState } from 'react';
import { CreateAdminSchema } from '#contracts/auth.ts';
import { fieldErrorsOf, type FieldErrors } from '#contracts/api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api.ts';
import { toast } from '#app/lib/toast-store.ts';
import { createAdmin } from '#app/features/sign-in/api/create-admin.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { PasswordStrengthMeter } from '#app/components/admin/password-strength-meter.tsx';

/**
 * /admin/create (spec §2, §5, §8): a username and a password, checked by the same schema as
 * the server. The form posts natively until React has hydrated it; then the fields are read
 * from the DOM, so what is in them is what is checked and sent.
 */
export function CreateAdminForm() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [typed, setTyped] = useState({ username: '', password: '' });
  const formRef = useRef<HTMLFormElement>(null);
  // Typed or autofilled before hydration: the meter starts from what is in the fields.
  useEffect(() => {
    const form = formRef.current && new FormData(formRef.current);
    if (form) setTyped({ username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
  }, []);

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/create-admin"
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const element = event.currentTarget;
        const form = new FormData(element);
        setFailure(null);
        const parsed = CreateAdminSchema.safeParse({
          username: String(form.get('username') ?? ''),
          password: String(form.get('password') ?? ''),
        });
        if (!parsed.success) {
          setFieldErrors(fieldErrorsOf(parsed.error, ['username', 'password']).fieldErrors);
          return;
        }
        setFieldErrors({});
        setPending(true);
        createAdmin(parsed.data.username, parsed.data.password).then(
          (answer) => {
            setPending(false);
            toast({ title: 'Success', description: answer.message });
            element.reset();
            setTyped({ username: '', password: '' });
          },
          (error: unknown) => {
            setPending(false);
            setFieldErrors(error instanceof ApiError ? (error.envelope?.fieldErrors ?? {}) : {});
            const reason = serverMessage(error, '');
            setFailure(reason ? `Failed to create admin user: ${reason}` : 'Failed to create admin user');
          },
        );
      }}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField label="Username" error={fieldErrors.username?.[0]} hint="At least 3 characters.">
        <TextInput
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onInput={(event) => setTyped({ ...typed, username: event.currentTarget.value })}
        />
      </FormField>
      <FormField
        label="Password"
        error={fieldErrors.password?.[0]}
        hint="At least 8 characters. They choose their own at their first sign-in."
      >
        <TextInput
          type="password"
          name="password"
          autoComplete="new-password"
          onInput={(event) => setTyped({ ...typed, password: event.currentTarget.value })}
        />
      </FormField>
      <PasswordStrengthMeter password={typed.password} userInputs={typed.username ? [typed.username] : []} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Creating...' : 'Create Admin User'}
      </Button>
    </form>
  );
}
