// One's second factors on the account page: passkeys (renamed, removed), the authenticator app, adding either.
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { AccountPasskey, AccountResponse } from '#contracts/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextInput } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { accountKeys } from '#app/lib/admin/api/query-keys.ts';
import { newRecoveryCodes } from '#app/features/account/api/recovery-codes.ts';
import { removePasskey } from '#app/features/account/api/remove-passkey.ts';
import { removeTotp } from '#app/features/account/api/remove-totp.ts';
import { renamePasskey } from '#app/features/account/api/rename-passkey.ts';
import { AddAuthenticatorApp, AddPasskey } from '#app/components/admin/enroll-second-factor.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { RecoveryCodes } from '#app/components/admin/recovery-codes.tsx';
import { Section, useAccountAction } from './account-section.tsx';

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

export function SecondFactors({ account }: { account: AccountResponse }) {
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
