// A submission's workflow in the inbox: its state, its assignee and the internal notes.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  noteMaxLength,
  type Submission,
  type SubmissionNote,
  submissionStateLabels,
  submissionStates,
  type SubmissionState,
} from '#contracts/admin.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormField, Select, TextArea } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useAddNote } from '#app/features/inbox/api/add-note.ts';
import { adminsQuery } from '#app/features/inbox/api/admins.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { useUpdateSubmission } from '#app/features/inbox/api/update-submission.ts';
import { formatDate } from '#app/lib/admin/format.ts';

/** State, assignee and internal notes (issue 24 item 2): each change is saved at once. */
export function Workflow({ submission, notes }: { submission: Submission; notes: SubmissionNote[] }) {
  const admins = useQuery(adminsQuery);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const update = useUpdateSubmission(submission.id, {
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error, 'Failed to save the change'), variant: 'destructive' }),
  });
  const write = useAddNote(submission.id, {
    onSuccess: () => setNote(''),
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
