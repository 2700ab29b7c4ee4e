import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CreateAdminSchema } from '#contracts/auth.ts';
import { fieldErrorsOf, type FieldErrors } from '#contracts/api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api.ts';
import { toast } from '#app/lib/toast-store.ts';
import { createAdmin, serverMessage } from './admin-api.ts';

/** /admin/create (spec §2, §5, §8): a username and a password, checked by the same schema as the server. */
export function CreateAdminForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (input: { username: string; password: string }) => createAdmin(input.username, input.password),
    onSuccess: (answer) => {
      toast({ title: 'Success', description: answer.message });
      setUsername('');
      setPassword('');
    },
    onError: (error) => {
      setFieldErrors(error instanceof ApiError ? (error.envelope?.fieldErrors ?? {}) : {});
      const reason = serverMessage(error, '');
      setFailure(reason ? `Failed to create admin user: ${reason}` : 'Failed to create admin user');
    },
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const parsed = CreateAdminSchema.safeParse({ username, password });
        if (!parsed.success) {
          setFieldErrors(fieldErrorsOf(parsed.error, ['username', 'password']).fieldErrors);
          return;
        }
        setFieldErrors({});
        create.mutate(parsed.data);
      }}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField label="Username" error={fieldErrors.username?.[0]} hint="At least 3 characters.">
        <TextInput
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <FormField
        label="Password"
        error={fieldErrors.password?.[0]}
        hint="At least 8 characters, not a common password."
      >
        <TextInput
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create Admin User'}
      </Button>
    </form>
  );
}
