import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { acceptInvitation, invitationQuery } from '#app/features/sign-in/api/invitation.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { formatDate } from '#app/lib/admin/format.ts';
import { NewPasswordField } from '#app/components/admin/new-password-field.tsx';
import { useFormSubmit } from '#app/components/admin/use-form-submit.ts';

const subscribe = () => () => {};
/** The token after '#' as the page opened with it (kept: the address bar loses it right after). */
let openedWith: { href: string; token: string } | undefined;
const tokenOfPage = () => {
  const { pathname, hash } = window.location;
  if (hash || !openedWith || openedWith.href !== pathname) openedWith = { href: pathname, token: hash.slice(1) };
  return openedWith.token;
};

/**
 * /admin/invite#<token>: a new admin chooses their own password. The token rides after '#', which a browser never
 * sends, so it is read here, taken out of the address bar at once, and sent in a JSON body only. The form shows once
 * the invitation is known to be open, so nothing that shows waits for anything.
 */
export function InviteStep() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribe, tokenOfPage, () => null);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    // Out of the address bar and the history: a shoulder or a screenshot does not carry it on.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const invitation = useQuery({
    ...invitationQuery(token ?? ''),
    enabled: Boolean(token),
  });
  const accept = useFormSubmit((form) => acceptInvitation(token ?? '', String(form.get('password') ?? '')), {
    onDone: (answer) => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      void navigate(answer.next);
    },
  });

  if (token === null || (token && invitation.isPending)) {
    return (
      <p role="status" className="text-gray-700">
        Checking your invitation...
      </p>
    );
  }
  if (!token || invitation.isError) {
    return (
      <FormAlert>
        {token
          ? serverMessage(invitation.error, 'This invitation could not be checked. Please try again.')
          : 'This invitation link is incomplete: open the whole link from the message you got.'}
      </FormAlert>
    );
  }
  const { username, expiresAt } = invitation.data!;
  return (
    <form className="grid gap-5" onSubmit={accept.onSubmit}>
      <p className="text-gray-700">
        Welcome, <strong className="font-semibold text-ink-900">{username}</strong>. Choose the password you will sign
        in with; nobody else will know it. This link works until {formatDate(expiresAt)}.
      </p>
      {accept.error && <FormAlert>{accept.error}</FormAlert>}
      {/* For password managers: the account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <NewPasswordField
        label="Your password"
        name="password"
        error={accept.fieldErrors.password?.[0]}
        typed={typed}
        onTyped={setTyped}
        userInputs={[username]}
      />
      <Button type="submit" size="lg" disabled={accept.pending}>
        {accept.pending ? 'Saving...' : 'Set password and continue'}
      </Button>
    </form>
  );
}
