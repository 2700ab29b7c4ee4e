import { useQuery } from '@tanstack/react-query';
import { CircleUser, Fingerprint, MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type InvitationCreatedResponse,
  invitationHours,
  type Person,
  roleDescriptions,
  roleLabels,
  roles,
} from '#contracts/people.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { type PersonChange as Change, useChangePerson } from '#app/features/people/api/change-person.ts';
import { peopleQuery } from '#app/features/people/api/people.ts';
import { formFields, serverMessage } from '#app/lib/admin/request.ts';
import { useInviteAdmin } from '#app/features/people/api/invite-admin.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';
import { useFormSubmit } from '#app/components/admin/use-form-submit.ts';
import { NewInvitation, InvitationRow } from './invitations.tsx';

const card = 'rounded-xl bg-white p-6 shadow-soft ring-1 ring-gray-200 sm:p-8';

/** 'Passkeys: 2 · Authenticator app · 8 recovery codes', or that there is none yet. */
function factorText({ factors }: Person) {
  const parts = [
    factors.passkeys > 0 && `${factors.passkeys} ${factors.passkeys === 1 ? 'passkey' : 'passkeys'}`,
    factors.totp && 'authenticator app',
    factors.recoveryCodes > 0 && `${factors.recoveryCodes} recovery codes`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No second factor yet';
}

/** What each change asks before it is made, and says after. */
const changes: Record<Change, { label: string; question: string; done: (name: string) => string; danger?: boolean }> = {
  sessions: {
    label: 'End sessions',
    question: 'Sign them out everywhere?',
    done: (name) => `${name} is signed out everywhere.`,
  },
  'reset-factors': {
    label: 'Reset second factor',
    question: 'Remove their passkeys, app and recovery codes? They set up a new one at their next sign-in.',
    done: (name) => `${name} sets up a new second factor at their next sign-in.`,
  },
  disable: {
    label: 'Disable',
    question: 'Disable the account? They are signed out and cannot sign in until enabled.',
    done: (name) => `${name} can no longer sign in.`,
    danger: true,
  },
  enable: { label: 'Enable', question: 'Let them sign in again?', done: (name) => `${name} can sign in again.` },
  remove: {
    label: 'Remove',
    question: 'Remove the account for good? The audit trail keeps what they did.',
    done: (name) => `${name} was removed.`,
    danger: true,
  },
};

function PersonRow({ person }: { person: Person }) {
  const [asking, setAsking] = useState<Change | null>(null);
  const change = useChangePerson(person.username, {
    onSuccess: (_answer, which) => {
      setAsking(null);
      toast({ title: 'Done', description: changes[which].done(person.username) });
    },
    onError: (error) => {
      setAsking(null);
      toast({ title: 'Error', description: serverMessage(error, 'That did not work'), variant: 'destructive' });
    },
  });
  const offered: Change[] = person.disabled
    ? ['enable', 'remove']
    : [...(person.sessions > 0 ? (['sessions'] as const) : []), 'reset-factors', 'disable', 'remove'];
  return (
    <li className={`${card} grid gap-4`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <CircleUser aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <div className="grid min-w-0 gap-1">
            <p id={`person-${person.username}`} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-all text-ink-900">{person.username}</span>
              {person.you && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">You</span>
              )}
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
                {roleLabels[person.role] ?? person.role}
              </span>
              {person.disabled && (
                <span className="rounded-full bg-danger-600 px-2 py-0.5 text-xs font-semibold text-white">
                  Disabled
                </span>
              )}
            </p>
            <p className="text-sm text-gray-700">
              {person.lastSignInAt ? `Last signed in ${formatDate(person.lastSignInAt)}` : 'Never signed in'} ·{' '}
              {person.sessions} {person.sessions === 1 ? 'session' : 'sessions'} open
            </p>
            <p className="flex items-center gap-1.5 text-sm text-gray-700">
              <Fingerprint aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {factorText(person)}
            </p>
          </div>
        </div>
        {person.you && (
          <Link className="text-sm font-semibold text-brand-700 underline underline-offset-2" to="/admin/account">
            Your account
          </Link>
        )}
      </div>
      {!person.you &&
        (asking ? (
          <div
            className="flex flex-wrap items-center gap-3 rounded-lg bg-gray-50 p-3"
            role="group"
            aria-label={`Confirm: ${changes[asking].label}`}
          >
            <span className="text-sm font-semibold text-ink-900">{changes[asking].question}</span>
            <Button
              size="sm"
              variant={changes[asking].danger ? 'danger' : 'primary'}
              disabled={change.isPending}
              onClick={() => change.mutate(asking)}
            >
              {changes[asking].label}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {offered.map((which) => (
              <Button
                key={which}
                size="sm"
                variant={changes[which].danger ? 'danger-outline' : 'outline'}
                aria-label={`${changes[which].label}: ${person.username}`}
                onClick={() => setAsking(which)}
              >
                {changes[which].label}
              </Button>
            ))}
          </div>
        ))}
    </li>
  );
}

/** /admin/people: who can sign in, how, and invitations for new admins (issue 33 item 4). */
export function PeoplePage() {
  const me = useSignedIn();
  const user = me.data;
  const [created, setCreated] = useState<InvitationCreatedResponse | null>(null);
  const people = useQuery({ ...peopleQuery, enabled: Boolean(user) });
  const inviteAdmin = useInviteAdmin();
  const invite = useFormSubmit(
    (form) => {
      const { username, role } = formFields(form, ['username', 'role']);
      return inviteAdmin.mutateAsync({ username: username!, role: role === 'editor' ? 'editor' : 'admin' });
    },
    {
      onDone: (answer, form) => {
        form.reset();
        setCreated(answer);
      },
    },
  );
  const list = people.data?.people;
  const invitations = people.data?.invitations ?? [];
  return (
    <AdminShell heading="People" intro="Who can sign in to the admin area, and how." width="wide" signedInAs={user}>
      <div className="mx-auto grid max-w-4xl gap-8">
        <section aria-labelledby="invite-title" className={card}>
          <h2 id="invite-title" className="text-lg font-bold text-ink-900">
            Invite someone
          </h2>
          <p className="mt-1 text-gray-700">
            You get a link that works once, for {invitationHours} hours. They choose their own password and set up a
            second factor; you never know the password.
          </p>
          <form method="post" className="mt-5 grid max-w-xl gap-5" onSubmit={invite.onSubmit} noValidate>
            <FormField label="Username" error={invite.fieldErrors.username?.[0]} hint="At least 3 characters">
              <TextInput name="username" autoComplete="off" minLength={3} maxLength={64} required />
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink-900">Role</legend>
              {roles.map((role) => (
                <label
                  key={role}
                  htmlFor={`invite-role-${role}`}
                  className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-md p-3 text-sm ring-1 ring-gray-200 has-checked:bg-brand-50 has-checked:ring-brand-600"
                >
                  <input
                    id={`invite-role-${role}`}
                    type="radio"
                    name="role"
                    value={role}
                    defaultChecked={role === 'admin'}
                    className="row-span-2 mt-0.5 size-4 accent-brand-700"
                  />
                  <span className="font-semibold text-ink-900">{roleLabels[role]}</span>
                  <span className="text-gray-700">{roleDescriptions[role]}</span>
                </label>
              ))}
            </fieldset>
            <Button type="submit" size="lg" className="justify-self-start" disabled={invite.pending || !user}>
              <MailPlus aria-hidden="true" className="size-4" />
              {invite.pending ? 'Inviting...' : 'Create Invitation'}
            </Button>
            {invite.error && !invite.fieldErrors.username && <FormAlert>{invite.error}</FormAlert>}
          </form>
        </section>

        {created && <NewInvitation created={created} onDone={() => setCreated(null)} />}

        <section aria-labelledby="people-title" className="grid gap-4">
          <h2 id="people-title" className="text-xl font-bold text-ink-900">
            {list ? `${list.length} ${list.length === 1 ? 'Person' : 'People'}` : 'People'}
          </h2>
          {!list && !people.isError && <p className="text-gray-600">Loading the people...</p>}
          {people.isError && <FormAlert>{serverMessage(people.error, 'The people could not be loaded')}</FormAlert>}
          {list && (
            <ul className="grid gap-4">
              {list.map((person) => (
                <PersonRow key={person.username} person={person} />
              ))}
            </ul>
          )}
        </section>

        {invitations.length > 0 && (
          <section aria-labelledby="invitations-title" className={card}>
            <h2 id="invitations-title" className="text-lg font-bold text-ink-900">
              Open invitations
            </h2>
            <ul className="mt-2 divide-y divide-gray-200">
              {invitations.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </AdminShell>
  );
}
