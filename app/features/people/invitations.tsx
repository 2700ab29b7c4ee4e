// An invitation just made and the open ones: a link for a new admin, shown once.
import { Copy } from 'lucide-react';
import { type Invitation, type InvitationCreatedResponse, invitationPath } from '#contracts/people.ts';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { useRevokeInvitation } from '#app/features/people/api/revoke-invitation.ts';
import { formatDate } from '#app/lib/admin/format.ts';

/** An invitation just made: its link, shown this once (only its hash is kept). */
export function NewInvitation({ created, onDone }: { created: InvitationCreatedResponse; onDone: () => void }) {
  const link = `${window.location.origin}${invitationPath(created.token)}`;
  return (
    <section
      aria-labelledby="invitation-title"
      className="grid gap-3 rounded-xl bg-brand-50 p-6 ring-1 ring-brand-200 sm:p-8"
      data-testid="invitation-link"
    >
      <h2 id="invitation-title" className="text-lg font-bold text-ink-900">
        Invitation link for {created.invitation.username}
      </h2>
      <p className="text-gray-700">
        Send it to them by a channel you trust. It works once, until {formatDate(created.invitation.expiresAt)}: they
        choose their own password and a second factor, and nobody else ever knows the password. It is shown this once.
      </p>
      <code className="block rounded-md bg-white p-3 font-mono text-sm break-all text-ink-900 ring-1 ring-gray-200">
        {link}
      </code>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => {
            navigator.clipboard.writeText(link).then(
              () => toast({ title: 'Copied', description: 'The link is on your clipboard.' }),
              () => toast({ title: 'Error', description: 'Copy it by hand, please.', variant: 'destructive' }),
            );
          }}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <Button variant="ghost" onClick={onDone}>
          I have sent it
        </Button>
      </div>
    </section>
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
          Invited by {invitation.createdBy} · works until {formatDate(invitation.expiresAt)}
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
