import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { NetworkError } from '#app/lib/api.ts';
import { adminKeys, login, serverMessage } from './admin-api.ts';
import { FormAlert } from '#app/components/ui/form-alert.tsx';

/** /admin/login (spec §2, §4, §8): both fields required, 'Signing in...' while busy, then the inbox. */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const signIn = useMutation({
    mutationFn: () => login(username.trim(), password),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.me, answer.user);
      void navigate('/admin/submissions');
    },
    onError: (failure) => {
      setError(
        failure instanceof NetworkError ? 'Network error. Please try again.' : serverMessage(failure, 'Login failed'),
      );
    },
  });

  return (
    <form
      noValidate={false}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        signIn.mutate();
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <FormField label="Username">
        <TextInput
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <FormField label="Password">
        <TextInput
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
