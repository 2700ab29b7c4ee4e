// Publish later (decision 0075): a date and time in the editor's own time zone, sent as an instant; the pending
// schedule with who set it and a cancel, or why the last one could not publish.
import { useState } from 'react';
import type { ContentSchedule } from '#contracts/content/api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { card } from './item-list.tsx';

/** A datetime-local value ('2026-12-24T09:00') for a moment, in this browser's time zone. */
const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function SchedulePanel({
  schedule,
  error,
  busy,
  onSchedule,
  onCancel,
}: {
  schedule: ContentSchedule | null;
  /** Why the last schedule request was refused. */
  error?: string;
  busy: boolean;
  onSchedule: (at: string) => void;
  onCancel: () => void;
}) {
  const [when, setWhen] = useState(() => localInput(new Date(Date.now() + 60 * 60_000)));
  const pending = schedule?.state === 'pending' ? schedule : null;
  return (
    <section aria-labelledby="schedule-title" className={`${card} grid gap-4`}>
      <h2 id="schedule-title" className="text-lg font-bold text-ink-900">
        Publish later
      </h2>
      {pending && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-4">
          <p className="text-gray-800">
            Scheduled for <strong>{formatDate(pending.publishAt)}</strong> by {pending.createdBy}: the form as it was
            then is published at that time.
          </p>
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onCancel}>
            Cancel the schedule
          </Button>
        </div>
      )}
      {schedule?.state === 'failed' && (
        <FormAlert>
          The publish scheduled for {formatDate(schedule.publishAt)} did not happen: {schedule.outcome}
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
        <FormField label="Date and time" hint="In your own time zone." error={error}>
          <TextInput type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
        </FormField>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={busy || !when}
          onClick={() => {
            const at = new Date(when);
            if (!Number.isNaN(at.getTime())) onSchedule(at.toISOString());
          }}
        >
          {pending ? 'Schedule this instead' : 'Schedule the publish'}
        </Button>
      </div>
    </section>
  );
}
