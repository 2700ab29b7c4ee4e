import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { AccountPasskey, AccountResponse } from '#contracts/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api.ts';
import { toast } from '#app/lib/toast-store.ts';
import { accountKeys, adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { endOtherSessions } from '#app/features/account/api/end-other-sessions.ts';
import { endSession } from '#app/features/account/api/end-session.ts';
import { fetchAccount } from '#app/lib/admin/api/account.ts';
import { newRecoveryCodes } from '#app/features/account/api/recovery-codes.ts';
import { removePasskey } from '#app/features/account/api/remove-passkey.ts';
import { removeTotp } from '#app/features/account/api/remove-totp.ts';
import { renamePasskey } from '#app/features/account/api/rename-passkey.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { setAccountEmail } from '#app/features/account/api/account-email.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { AddAuthenticatorApp, AddPasskey } from '#app/components/admin/enroll-second-factor.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { PasswordForm } from '#app/components/admin/new-password-form.tsx';
import { RecoveryCodes } from '#app/components/admin/recovery-codes.tsx';
import { SignedInBar, useSignedIn } from '#app/components/admin/signed-in.tsx';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-6 shadow-soft ring-1 ring-gray-200 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-2 leading-relaxed text-gray-700">{intro}</p>}
      <div className="mt-6 grid gap-5">{children}</div>
    </section>
  );
}

/** Runs an account call, then refreshes the account; failures become a toast. */
function useAccountAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async <T,>(key: string, call: () => Promise<T>, success?: (answer: T) => string) => {
    setBusy(key);
    try {
      const answer = await call();
      if (success) toast({ title: 'Done', description: success(answer) });
      return answer;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(adminKeys.me, null);
      toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      return undefined;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: accountKeys.account });
    }
  };
  return { busy, run };
}

function PasskeyRow({ passkey, action }: { passkey: AccountPasskey; action: ReturnType<typeof useAccountAction> }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      {editing ? (
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const name = String(new FormData(event.currentTarget).get('name') ?? '');
            void action
              .run(
                'rename',
                () => renamePasskey(passkey.id, name),
                () => 'Passkey renamed',
              )
              .then(() => setEditing(false));
          }}
        >
          <TextInput
            name="name"
            aria-label="New name"
            defaultValue={passkey.name}
            maxLength={60}
            className="max-w-64"
          />
          <Button type="submit" size="sm" disabled={action.busy !== null}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex min-w-0 items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink-900">{passkey.name}</p>
            <p className="text-sm text-gray-600">
              Added {formatDate(passkey.createdAt)}
              {passkey.lastUsedAt ? ` · last used ${formatDate(passkey.lastUsedAt)}` : ' · not used yet'}
            </p>
          </div>
        </div>
      )}
      {!editing && (
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Rename ${passkey.name}`}>
            Rename
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={action.busy !== null}
            aria-label={`Remove ${passkey.name}`}
            onClick={() =>
              void action.run(
                'remove',
                () => removePasskey(passkey.id),
                () => `Passkey '${passkey.name}' removed`,
              )
            }
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

function SecondFactors({ account }: { account: AccountResponse }) {
  const action = useAccountAction();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = (answer: { recoveryCodes: string[] | null }) => {
    if (answer.recoveryCodes) setCodes(answer.recoveryCodes);
    toast({ title: 'Done', description: 'Second factor added' });
    void queryClient.invalidateQueries({ queryKey: accountKeys.account });
  };
  return (
    <>
      <Section
        id="passkeys"
        title="Passkeys"
        intro="Sign in with this device's PIN, fingerprint or face. A passkey signs you in on its own."
      >
        {account.passkeys.length > 0 ? (
          <ul className="divide-y divide-gray-200 border-y border-gray-200">
            {account.passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} action={action} />
            ))}
          </ul>
        ) : (
          <p className="text-gray-600">No passkeys yet.</p>
        )}
        <AddPasskey onDone={refresh} />
      </Section>

      <Section
        id="authenticator"
        title="Authenticator app"
        intro="Six-digit codes from an app such as 1Password, Google Authenticator or Aegis."
      >
        {account.totp ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="flex items-center gap-2 font-semibold text-ink-900">
              <Smartphone aria-hidden="true" className="size-5 text-brand-700" />
              Set up
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={action.busy !== null}
              onClick={() => void action.run('totp', removeTotp, () => 'Authenticator app removed')}
            >
              Remove the app
            </Button>
          </div>
        ) : (
          <AddAuthenticatorApp onDone={refresh} />
        )}
      </Section>

      <Section
        id="recovery"
        title="Recovery codes"
        intro="For when you have neither your passkey nor your app. Each works once."
      >
        {codes ? (
          <RecoveryCodes codes={codes} continueLabel="Done" onContinue={() => setCodes(null)} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-ink-900" data-testid="recovery-count">
              <strong>{account.recoveryCodes}</strong> of 10 codes left.
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={action.busy !== null}
              onClick={() =>
                void action.run('codes', newRecoveryCodes).then((answer) => answer && setCodes(answer.recoveryCodes))
              }
            >
              Make new codes
            </Button>
          </div>
        )}
      </Section>
    </>
  );
}

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
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
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
        onSubmit={async (event) => {
          event.preventDefault();
          const email = String(new FormData(event.currentTarget).get('email') ?? '');
          setError(undefined);
          setBusy(true);
          try {
            const answer = await setAccountEmail(email);
            toast({
              title: 'Saved',
              description: answer.email ? `Answers to your replies go to ${answer.email}.` : 'Reply address removed.',
            });
            await queryClient.invalidateQueries({ queryKey: accountKeys.account });
          } catch (failure) {
            setError(
              (failure instanceof ApiError && failure.envelope?.fieldErrors?.email?.[0]) ||
                serverMessage(failure, 'Failed to save the address'),
            );
          } finally {
            setBusy(false);
          }
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
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save address'}
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
  const account = useQuery({ queryKey: accountKeys.account, queryFn: fetchAccount, enabled: Boolean(me.data) });
  const user = me.data;
  return (
    <AdminShell
      heading="Your Account"
      intro="Your password, reply address, second factors and sessions."
      width="wide"
      actions={user && <SignedInBar username={user.username} />}
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
