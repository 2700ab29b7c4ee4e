import { useQuery } from '@tanstack/react-query';
import { Download, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { spamReasonLabels, type Submission } from '#contracts/admin.ts';
import { interestLabel } from '#contracts/contact-fields.ts';
import { localeNames } from '#contracts/locale.ts';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { cvUrl, submissionQuery } from '#app/features/inbox/api/submission.ts';
import { useDeleteSubmission } from '#app/features/inbox/api/delete-submission.ts';
import { useMarkNotSpam } from '#app/features/inbox/api/mark-not-spam.ts';
import { useResendEmail } from '#app/features/inbox/api/resend-email.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { EmailStatus } from './email-status.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { Replies } from './submission-replies.tsx';
import { Workflow } from './submission-workflow.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-gray-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-ink-900">{children ?? '—'}</dd>
    </div>
  );
}

function Details({ submission }: { submission: Submission }) {
  const job = submission.formType === 'job';
  return (
    <dl className="grid gap-3">
      {submission.spamReason && <Field label="Spam Reason">{spamReasonLabels[submission.spamReason]}</Field>}
      <Field label="Type">{job ? 'Job application' : 'Company inquiry'}</Field>
      <Field label="Date">{formatDate(submission.submittedAt)}</Field>
      <Field label="Name">{submission.name}</Field>
      <Field label="Email">
        <a className="text-brand-700 underline underline-offset-2" href={`mailto:${submission.email}`}>
          {submission.email}
        </a>
      </Field>
      <Field label="Phone">{submission.phone}</Field>
      {job ? (
        <>
          <Field label="Position">{submission.position}</Field>
          <Field label="LinkedIn">
            {submission.linkedin && (
              <a
                className="text-brand-700 underline underline-offset-2"
                href={submission.linkedin}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                {submission.linkedin}
              </a>
            )}
          </Field>
          <Field label="Experience">{submission.experience}</Field>
          <Field label="CV">
            {submission.cv && (
              <a
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                href={cvUrl(submission.id)}
                download={submission.cv.filename}
              >
                <Download aria-hidden="true" className="size-4" />
                Download CV ({submission.cv.filename}, {Math.max(1, Math.round(submission.cv.size / 1024))} KB)
              </a>
            )}
          </Field>
        </>
      ) : (
        <>
          <Field label="Company">{submission.company}</Field>
          <Field label="Interest">{interestLabel(submission.interest)}</Field>
          <Field label="Message">{submission.message}</Field>
        </>
      )}
      <Field label="Language">{localeNames[submission.locale]}</Field>
      <Field label="Privacy consent">
        {submission.privacyAcceptedAt ? `Accepted ${formatDate(submission.privacyAcceptedAt)}` : 'Not recorded'}
      </Field>
      {!submission.spamReason && (
        <Field label="Email Status">
          <EmailStatus id={submission.id} sent={submission.emailSent} error={submission.emailError} />
        </Field>
      )}
    </dl>
  );
}

/** Every field of one submission in a modal dialog, with the CV, Resend e-mail (or Not spam) and Delete. */
export function SubmissionDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({
    ...submissionQuery(id),
    // While a reply is still in the outbox, look again until it is sent or given up on.
    refetchInterval: (query) => (query.state.data?.replies.some((reply) => reply.delivery === 'queued') ? 2000 : false),
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const resend = useResendEmail(id, {
    onSuccess: () => toast({ title: 'E-mail queued', description: 'The notification is being sent again.' }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to resend the e-mail'),
        variant: 'destructive',
      }),
  });
  const rescue = useMarkNotSpam(id, {
    onSuccess: (answer) => {
      if (answer) toast({ title: 'Moved to the inbox', description: 'Its e-mails are being sent.' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to mark the submission as not spam'),
        variant: 'destructive',
      }),
  });
  const remove = useDeleteSubmission(id, {
    onSuccess: () => {
      toast({ title: 'Submission deleted', description: 'The submission and its CV are erased.' });
      onClose();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to delete the submission'),
        variant: 'destructive',
      }),
  });

  const submission = detail.data?.submission;
  const notes = detail.data?.notes ?? [];
  return (
    <dialog
      ref={dialog}
      aria-labelledby="submission-title"
      onClose={onClose}
      className="m-auto max-h-[90dvh] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-white p-0 shadow-raised backdrop:bg-ink-950/60"
    >
      <div className="sticky top-0 flex items-start justify-between gap-4 border-b border-gray-200 bg-white px-6 py-4">
        <h2 id="submission-title" className="text-lg font-bold text-ink-900">
          {submission ? submission.name : 'Submission'}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
          className="-mr-2 inline-flex size-10 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="grid gap-6 px-6 py-5">
        {detail.isPending && <p role="status">Loading submission...</p>}
        {detail.isError && <FormAlert>{serverMessage(detail.error, 'Failed to load the submission')}</FormAlert>}
        {submission && <Details submission={submission} />}
        {submission && !submission.spamReason && (
          <Replies submission={submission} replies={detail.data?.replies ?? []} />
        )}
        {submission && !submission.spamReason && <Workflow submission={submission} notes={notes} />}
        {submission && (
          <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-5">
            {submission.spamReason && (
              <Button size="sm" disabled={rescue.isPending} onClick={() => rescue.mutate()}>
                {rescue.isPending ? 'Moving...' : 'Not spam'}
              </Button>
            )}
            {!submission.spamReason && !submission.emailSent && submission.emailError && (
              <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
                {resend.isPending ? 'Resending...' : 'Resend e-mail'}
              </Button>
            )}
            {confirming ? (
              <div
                role="group"
                aria-label="Confirm deletion"
                className="grid w-full gap-3 rounded-md bg-danger-600/5 p-4"
              >
                <p className="text-sm font-medium text-danger-600">
                  Delete this submission permanently? Its CV and e-mails are erased too. This cannot be undone.
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button
                    size="sm"
                    className="bg-danger-600 hover:bg-danger-600/90"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate()}
                  >
                    {remove.isPending ? 'Deleting...' : 'Delete permanently'}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : (
              <Button size="sm" variant="ghost" className="text-danger-600" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </div>
        )}
      </div>
    </dialog>
  );
}
