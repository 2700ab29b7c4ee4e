// Replies from the inbox to a submitter (issue 24 item 3): the thread and the form that sends one.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  type ReplyDelivery,
  replyRules,
  SubmissionReplySchema,
  type SubmissionReply,
  type Submission,
} from '#contracts/admin.ts';
import { fieldErrorsOf } from '#contracts/api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextArea, TextInput } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { accountQuery } from '#app/lib/admin/api/account.ts';
import { useSendReply } from '#app/features/inbox/api/send-reply.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { ApiError } from '#app/lib/api.ts';
import { formatDate } from '#app/lib/admin/format.ts';

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
export function Replies({ submission, replies }: { submission: Submission; replies: SubmissionReply[] }) {
  const account = useQuery(accountQuery);
  const [errors, setErrors] = useState<{ subject?: string; message?: string; form?: string }>({});
  const form = useRef<HTMLFormElement>(null);
  const send = useSendReply(submission.id, {
    onSuccess: () => {
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
