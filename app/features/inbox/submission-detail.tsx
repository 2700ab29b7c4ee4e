import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  noteMaxLength,
  type ReplyDelivery,
  replyRules,
  SubmissionReplySchema,
  type SubmissionReplyInput,
  type SubmissionReply,
  spamReasonLabels,
  type Submission,
  type SubmissionNote,
  submissionStateLabels,
  submissionStates,
  type SubmissionState,
  type SubmissionUpdate,
} from '#contracts/admin.ts';
import { fieldErrorsOf } from '#contracts/api.ts';
import { interestLabel } from '#contracts/contact-fields.ts';
import { localeNames } from '#contracts/locale.ts';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, Select, TextArea, TextInput } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { accountKeys, adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { addNote } from '#app/features/inbox/api/add-note.ts';
import { fetchAccount } from '#app/lib/admin/api/account.ts';
import { cvUrl, fetchSubmission } from '#app/features/inbox/api/submission.ts';
import { deleteSubmission } from '#app/features/inbox/api/delete-submission.ts';
import { fetchAdmins } from '#app/features/inbox/api/admins.ts';
import { markNotSpam } from '#app/features/inbox/api/mark-not-spam.ts';
import { resendEmail } from '#app/features/inbox/api/resend-email.ts';
import { sendReply } from '#app/features/inbox/api/send-reply.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { updateSubmission } from '#app/features/inbox/api/update-submission.ts';
import { ApiError } from '#app/lib/api.ts';
import { EmailStatus } from './email-status.tsx';
import { formatDate } from '#app/lib/admin/format.ts';

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

/** State, assignee and internal notes (issue 24 item 2): each change is saved at once. */
function Workflow({ submission, notes }: { submission: Submission; notes: SubmissionNote[] }) {
  const queryClient = useQueryClient();
  const admins = useQuery({ queryKey: adminKeys.admins, queryFn: fetchAdmins });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const saved = (answer: Awaited<ReturnType<typeof updateSubmission>>) => {
    queryClient.setQueryData(adminKeys.submission(submission.id), answer);
    void queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll });
  };
  const failed = (error: unknown) =>
    toast({ title: 'Error', description: serverMessage(error, 'Failed to save the change'), variant: 'destructive' });
  const update = useMutation({
    mutationFn: (change: SubmissionUpdate) => updateSubmission(submission.id, change),
    onSuccess: saved,
    onError: failed,
  });
  const write = useMutation({
    mutationFn: (body: string) => addNote(submission.id, body),
    onSuccess: (answer) => {
      saved(answer);
      setNote('');
    },
    onError: (error) => setNoteError(serverMessage(error, 'Failed to add the note')),
  });
  const assignees = admins.data?.admins ?? (submission.assignee ? [submission.assignee] : []);
  return (
    <section aria-labelledby="workflow-title" className="grid gap-4 border-t border-gray-200 pt-5">
      <h3 id="workflow-title" className="text-base font-bold text-ink-900">
        Workflow
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="State">
          <Select
            value={submission.state}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ state: event.target.value as SubmissionState })}
          >
            {submissionStates.map((state) => (
              <option key={state} value={state}>
                {submissionStateLabels[state]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Assigned to">
          <Select
            value={submission.assignee ?? ''}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ assignee: event.target.value === '' ? null : event.target.value })}
          >
            <option value="">Nobody</option>
            {assignees.map((username) => (
              <option key={username} value={username}>
                {username}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="grid gap-3">
        <h4 className="text-sm font-semibold text-gray-600">Internal notes</h4>
        {notes.length === 0 ? (
          <p className="text-sm text-gray-600">No notes yet.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Internal notes">
            {notes.map((each) => (
              <li key={each.id} className="rounded-md bg-gray-50 p-3 text-sm">
                <p className="font-semibold text-ink-900">
                  {each.author} <span className="font-normal text-gray-600">· {formatDate(each.at)}</span>
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-ink-900">{each.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setNoteError(undefined);
            if (note.trim() === '') setNoteError('Write a note first');
            else write.mutate(note);
          }}
        >
          <FormField label="Add a note" error={noteError} hint="Only admins see notes.">
            <TextArea
              rows={3}
              maxLength={noteMaxLength}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" size="sm" variant="outline" disabled={write.isPending}>
              {write.isPending ? 'Adding...' : 'Add note'}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}

const deliveryLabels: Record<ReplyDelivery, { text: string; className: string }> = {
  queued: { text: 'Sending', className: 'bg-gray-100 text-gray-700' },
  sent: { text: 'Sent', className: 'bg-success-600/10 text-success-700' },
  failed: { text: 'Not delivered', className: 'bg-danger-600/10 text-danger-600' },
};

/**
 * Reply from the inbox (issue 24 item 3): an e-mail to the submitter through the outbox, from
 * the site's address with Reply-To the admin's own; the original is quoted below it. Sending
 * moves the submission to Answered.
 */
function Replies({ submission, replies }: { submission: Submission; replies: SubmissionReply[] }) {
  const queryClient = useQueryClient();
  const account = useQuery({ queryKey: accountKeys.account, queryFn: fetchAccount });
  const [errors, setErrors] = useState<{ subject?: string; message?: string; form?: string }>({});
  const form = useRef<HTMLFormElement>(null);
  const send = useMutation({
    mutationFn: (input: SubmissionReplyInput) => sendReply(submission.id, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.submission(submission.id), answer);
      void queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll });
      form.current?.reset();
      toast({ title: 'Reply sent', description: `It is on its way to ${submission.email}.` });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.envelope?.fieldErrors : undefined;
      setErrors({
        subject: fields?.subject?.[0],
        message: fields?.message?.[0],
        form: fields ? undefined : serverMessage(error, 'Failed to send the reply'),
      });
    },
  });
  const replyTo = account.data?.email;
  return (
    <section aria-labelledby="replies-title" className="grid gap-4 border-t border-gray-200 pt-5">
      <h3 id="replies-title" className="text-base font-bold text-ink-900">
        Reply to {submission.name}
      </h3>
      {replies.length > 0 && (
        <ol className="grid gap-3" aria-label="Replies sent">
          {replies.map((each) => (
            <li key={each.id} className="rounded-md border border-gray-200 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink-900">
                {each.subject}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${deliveryLabels[each.delivery].className}`}
                >
                  {deliveryLabels[each.delivery].text}
                </span>
              </p>
              <p className="text-gray-600">
                {each.author} · {formatDate(each.at)}
                {each.replyTo && <> · answers go to {each.replyTo}</>}
              </p>
              <p className="mt-2 break-words whitespace-pre-line text-ink-900">{each.body}</p>
              {each.error && <p className="mt-2 text-danger-600">{each.error}</p>}
            </li>
          ))}
        </ol>
      )}
      {account.isSuccess && !replyTo ? (
        <p className="rounded-md bg-gray-50 p-3 text-sm text-ink-900">
          To reply from the inbox, first{' '}
          <a className="text-brand-700 underline underline-offset-2" href="/admin/account#reply-address">
            set your reply address
          </a>{' '}
          on your account page: their answers come there.
        </p>
      ) : (
        <form
          ref={form}
          method="post"
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const parsed = SubmissionReplySchema.safeParse({
              subject: String(data.get('subject') ?? ''),
              message: String(data.get('message') ?? ''),
            });
            if (!parsed.success) {
              const fields = fieldErrorsOf(parsed.error, ['subject', 'message']).fieldErrors;
              setErrors({ subject: fields.subject?.[0], message: fields.message?.[0] });
              return;
            }
            setErrors({});
            send.mutate(parsed.data);
          }}
        >
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <FormField label="Subject" error={errors.subject} hint="Leave it empty for a subject in their language.">
            <TextInput name="subject" maxLength={replyRules.subjectMax} autoComplete="off" />
          </FormField>
          <FormField
            label="Message"
            error={errors.message}
            hint={`Sent to ${submission.email}${replyTo ? `; their answer comes to ${replyTo}` : ''}. Their message is quoted below yours.`}
          >
            <TextArea name="message" rows={6} maxLength={replyRules.bodyMax} />
          </FormField>
          <div>
            <Button type="submit" size="sm" disabled={send.isPending || !account.isSuccess}>
              {send.isPending ? 'Sending...' : 'Send reply'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Every field of one submission in a modal dialog, with the CV, Resend e-mail (or Not spam) and Delete. */
export function SubmissionDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({
    queryKey: adminKeys.submission(id),
    queryFn: ({ signal }) => fetchSubmission(id, signal),
    // While a reply is still in the outbox, look again until it is sent or given up on.
    refetchInterval: (query) => (query.state.data?.replies.some((reply) => reply.delivery === 'queued') ? 2000 : false),
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll });
  const resend = useMutation({
    mutationFn: () => resendEmail(id),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.submission(id), answer);
      void refresh();
      toast({ title: 'E-mail queued', description: 'The notification is being sent again.' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to resend the e-mail'),
        variant: 'destructive',
      }),
  });
  // A double click sends once: the button is disabled only after React re-renders, and the second
  // click would be answered 409 (the server moves a row once, whatever the client does).
  const rescuing = useRef(false);
  const rescue = useMutation({
    mutationFn: async () => {
      if (rescuing.current) return null;
      rescuing.current = true;
      try {
        return await markNotSpam(id);
      } finally {
        rescuing.current = false;
      }
    },
    onSuccess: (answer) => {
      if (!answer) return;
      queryClient.setQueryData(adminKeys.submission(id), answer);
      void refresh();
      toast({ title: 'Moved to the inbox', description: 'Its e-mails are being sent.' });
    },
    onError: (error) => {
      // Already rescued elsewhere (another tab, another admin): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: adminKeys.submission(id) });
      void refresh();
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to mark the submission as not spam'),
        variant: 'destructive',
      });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteSubmission(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.submission(id) });
      void refresh();
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
