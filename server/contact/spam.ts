/** Faster than this from the first interaction with the form to its submit is not a person typing. */
export const minimumFillMs = 3000;
/**
 * A fast fill counts only when at least this many characters were typed in it: autofill and
 * paste type nothing, so a person who autofills and sends at once is not judged by fill time.
 */
export const minimumTypedKeys = 20;
/** A form shown more than a day ago is a replayed request. */
export const maximumFormAgeMs = 24 * 60 * 60 * 1000;
/** A start time this far in the visitor's future is not a clock that is slightly off. */
const clockSkewMs = 5 * 60 * 1000;

/** Why a submission is filed as spam (stored on its row, shown in the inbox's Spam tab). */
export type SpamReason = 'honeypot' | 'fill_time' | 'form_age';

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number as the form's hidden fields send it (digits) or as JSON has it; NaN otherwise. */
const wholeNumber = (value: unknown) =>
  typeof value === 'number'
    ? Number.isSafeInteger(value) && value >= 0
      ? value
      : Number.NaN
    : typeof value === 'string' && /^\d{1,16}$/.test(value.trim())
      ? Number(value)
      : Number.NaN;

/**
 * The reason a submission is spam, or null for a person's. Spam gets the same answer as a real
 * submission (so bots learn nothing) but is stored in the Spam tab and not e-mailed until staff
 * rescue it.
 *
 * - `honeypot`: the hidden field people never see was filled in.
 * - `form_age`: `startedAt` (when the form was shown, epoch ms) is over a day old, well in the
 *   future, or unreadable.
 * - `fill_time`: `fillMs` (from the first focus or input in the form to the submit, measured by
 *   the browser, so no clock skew) is under 3 s *and* `typedKeys` says at least 20 characters
 *   were typed in that time. A form autofilled or pasted into types nothing, so it is never
 *   judged by its fill time alone (decision 0061).
 *
 * Every timing field is optional: the spec's JSON payload has none, and a form posted before
 * the page's JavaScript ran sends them empty. Those rely on the honeypot, the Origin check and
 * the rate limit (docs/decisions/0007).
 */
export function spamReason(
  fields: { website?: unknown; startedAt?: unknown; fillMs?: unknown; typedKeys?: unknown },
  now: Date,
): SpamReason | null {
  const { website, startedAt, fillMs, typedKeys } = fields;
  if (!blank(website)) return 'honeypot';
  if (!blank(startedAt)) {
    const age = now.getTime() - wholeNumber(startedAt);
    if (!Number.isFinite(age) || age > maximumFormAgeMs || age < -clockSkewMs) return 'form_age';
  }
  if (!blank(fillMs)) {
    const fill = wholeNumber(fillMs);
    const typed = blank(typedKeys) ? 0 : wholeNumber(typedKeys);
    if (!Number.isFinite(fill) || !Number.isFinite(typed)) return 'fill_time';
    if (fill < minimumFillMs && typed >= minimumTypedKeys) return 'fill_time';
  }
  return null;
}
