/** Faster than this from first interaction to submit (timed by the browser: no clock skew) is not a person typing. */
export const minimumFillMs = 3000;
/** A fast fill counts only with this many keys typed: autofill and paste are never judged by it (decision 0061). */
export const minimumTypedKeys = 20;
/** A form shown more than a day ago is a replayed request. */
export const maximumFormAgeMs = 24 * 60 * 60 * 1000;
const clockSkewMs = 5 * 60 * 1000;

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

/** Spam is answered like a real submission, so bots learn nothing, and held in the Spam tab (decisions 0060, 0061). */
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
