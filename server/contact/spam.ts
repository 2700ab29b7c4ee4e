/** Faster than this from render to submit is not a person typing. */
export const minimumFillMs = 3000;
/** A form rendered more than a day ago is a replayed request. */
export const maximumFormAgeMs = 24 * 60 * 60 * 1000;

/**
 * True for honeypot hits and implausible timings. Such submissions get the same answer
 * as real ones (so bots learn nothing) but are stored as spam and never e-mailed.
 *
 * The fill time is only judged when `startedAt` is sent: the React form stamps it when it
 * mounts, but a form posted with JavaScript off comes from prerendered HTML that cannot
 * know when it was opened, and the spec's JSON payload has no such field. Those rely on
 * the honeypot, the Origin check and the rate limit (docs/decisions/0007).
 */
export function looksLikeSpam(fields: { website?: unknown; startedAt?: unknown }, now: Date): boolean {
  const { website, startedAt } = fields;
  if (website !== undefined && website !== null && !(typeof website === 'string' && website.trim() === '')) {
    return true;
  }
  if (startedAt === undefined || startedAt === null || (typeof startedAt === 'string' && startedAt.trim() === '')) {
    return false;
  }
  const started =
    typeof startedAt === 'number'
      ? startedAt
      : typeof startedAt === 'string' && /^\d{1,16}$/.test(startedAt.trim())
        ? Number(startedAt)
        : Number.NaN;
  if (!Number.isFinite(started)) return true;
  const elapsed = now.getTime() - started;
  return elapsed < minimumFillMs || elapsed > maximumFormAgeMs;
}
