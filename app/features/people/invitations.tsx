// An invitation just made and the open ones: a link for a new admin, shown once.
import { type Invitation, type InvitationCreatedResponse, invitationPath, roleLabels } from '#contracts/people.ts';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ShownOnce } from '#app/components/admin/shown-once.tsx';
import { serverMessage } from '#app/lib/admin/request.ts';
import { useRevokeInvitation } from '#app/features/people/api/revoke-invitation.ts';
import { formatDate } from '#app/lib/admin/format.ts';

/** An invitation just made: its link, shown this once (only its hash is kept). */
export function NewInvitation({ created, onDone }: { created: InvitationCreatedResponse; onDone: () => void }) {
  return (
    <ShownOnce
      id="invitation-title"
      testId="invitation-link"
      title={`Invitation link for ${created.invitation.username}`}
      value={`${window.location.origin}${invitationPath(created.token)}`}
      what="link"
      copyLabel="Copy link"
      doneLabel="I have sent it"
      onDone={onDone}
    >
      Send it to them by a channel you trust. It works once, until {formatDate(created.invitation.expiresAt)}: they
      choose their own password and a second factor, and nobody else ever knows the password. It is shown this once.
    </ShownOnce>
  );
}

export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation(invitation.id, {
    onSuccess: () => toast({ title: 'Revoked', description: `The link for ${invitation.username} no longer works.` }),
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error, 'Could not revoke it'), variant: 'destructive' }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="min-w-0">
        <p className="font-semibold break-all text-ink-900">{invitation.username}</p>
        <p className="text-sm text-gray-700">
          {roleLabels[invitation.role]}, invited by {invitation.createdBy} · works until{' '}
          {formatDate(invitation.expiresAt)}
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={revoke.isPending}
        aria-label={`Revoke the invitation for ${invitation.username}`}
        onClick={() => revoke.mutate()}
      >
        Revoke
      </Button>
    </li>
  );
}
