const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** '23 Nov 2026, 12:05' in Rotterdam's time, whatever the admin's machine says. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** Spec §2: the heading's count, singular or plural. */
export const submissionCount = (count: number) => `${count} ${count === 1 ? 'Submission' : 'Submissions'}`;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day ('2026-12-02') as '2 Dec 2026'. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
