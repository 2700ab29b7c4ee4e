import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { useState } from 'react';
import type { AccountResponse } from '#contracts/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api.ts';
import { toast } from '#app/lib/toast-store.ts';
import { accountKeys } from '#app/lib/admin/api/query-keys.ts';
import { endOtherSessions } from '#app/features/account/api/end-other-sessions.ts';
import { endSession } from '#app/features/account/api/end-session.ts';
import { accountQuery } from '#app/lib/admin/api/account.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { useSetAccountEmail } from '#app/features/account/api/account-email.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { PasswordForm } from '#app/components/admin/new-password-form.tsx';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';
import { Section, useAccountAction } from './account-section.tsx';
import { SecondFactors } from './second-factors.tsx';

function Sessions({ account }: { account: AccountResponse }) {
  const action = useAccountAction();
  const others = account.sessions.filter((session) => !session.current).length;
  return (
    <Section id="sessions" title="Sessions" intro="Where you are signed in. End any you do not recognise.">
      <ul className="divide-y divide-gray-200 border-y border-gray-200">
        {account.sessions.map((session) => (
          <li
            key={session.id}
            className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
            data-testid="session"
          >
            <div className="flex min-w-0 items-start gap-3">
              <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink-900">
                  {session.browser}
                  {session.current && (
                    <span className="inline-flex items-center rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                      This session
                    </span>
                  )}
                </p>
                <p className="text-gray-600">
                  {session.ip} · signed in {formatDate(session.createdAt)} · last seen {formatDate(session.lastSeenAt)}
                </p>
              </div>
            </div>
            {!session.current && (
              <Button
                size="sm"
                variant="outline"
                disabled={action.busy !== null}
                onClick={() =>
                  void action.run(
                    'end',
                    () => endSession(session.id),
                    () => 'Session ended',
                  )
                }
              >
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <div>
          <Button
            variant="outline"
            disabled={action.busy !== null}
            onClick={() =>
              void action.run('end-all', endOtherSessions, (answer) => `${answer.ended} other session(s) ended`)
            }
          >
            End all other sessions
          </Button>
        </div>
      )}
    </Section>
  );
}

/** Where answers to one's replies from the inbox go: the Reply-To of every reply one sends. */
function ReplyAddress({ account }: { account: AccountResponse }) {
  const [error, setError] = useState<string | undefined>();
  const save = useSetAccountEmail({
    onSuccess: (answer) =>
      toast({
        title: 'Saved',
        description: answer.email ? `Answers to your replies go to ${answer.email}.` : 'Reply address removed.',
      }),
    onError: (failure) =>
      setError(
        (failure instanceof ApiError && failure.envelope?.fieldErrors?.email?.[0]) ||
          serverMessage(failure, 'Failed to save the address'),
      ),
  });
  return (
    <Section
      id="reply-address"
      title="Reply address"
      intro="Replies you send from the inbox go out from the site's address; when the person answers, the answer comes to this address."
    >
      <form
        method="post"
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          save.mutate(String(new FormData(event.currentTarget).get('email') ?? ''));
        }}
      >
        <FormField label="E-mail address" error={error} hint="Leave it empty to remove it.">
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={account.email ?? ''}
            maxLength={254}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save address'}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** /admin/account: one's password, reply address, second factors, recovery codes and sessions. */
export function AccountPage() {
  const me = useSignedIn();
  const queryClient = useQueryClient();
  const account = useQuery({ ...accountQuery, enabled: Boolean(me.data) });
  const user = me.data;
  return (
    <AdminShell
      heading="Your Account"
      intro="Your password, reply address, second factors and sessions."
      width="wide"
      signedInAs={user}
    >
      <div className="mx-auto grid max-w-3xl gap-8">
        {!account.data && !account.isError && (
          <p role="status" className="py-12 text-center text-gray-600">
            Loading your account...
          </p>
        )}
        {account.isError && <FormAlert>{serverMessage(account.error, 'Failed to load your account')}</FormAlert>}
        {account.data && (
          <>
            <Section
              id="password"
              title="Password"
              intro="Your current password is needed. Every other session ends when it changes."
            >
              <PasswordForm
                username={account.data.username}
                submitLabel="Change password"
                onDone={(answer, form) => {
                  form.reset();
                  toast({
                    title: 'Password changed',
                    description: `${answer.endedSessions} other session(s) ended.`,
                  });
                  void queryClient.invalidateQueries({ queryKey: accountKeys.account });
                }}
              />
            </Section>
            <ReplyAddress account={account.data} />
            <SecondFactors account={account.data} />
            <Sessions account={account.data} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
