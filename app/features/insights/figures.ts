// The dashboard's words for its figures: counts, days and periods (UTC, as the server counts them), changes.
import { VITALS, type VitalName } from '#contracts/insights-vitals.ts';

const DAY_MS = 86_400_000;
const numbers = new Intl.NumberFormat('en-GB');
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** '1,234'. */
export const count = (value: number) => numbers.format(value);

/** Today as the server counts days (UTC), and a day `days` later ('2026-12-06'). */
export const today = () => new Date().toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  new Date(at(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** '2 Dec'. */
export const dayShort = (day: string) => shortDay.format(at(day));
/** '2 Dec 2026'. */
export const dayLong = (day: string) => longDay.format(at(day));
/** '3 Nov – 2 Dec 2026', or one day. */
export const periodText = (from: string, to: string) => {
  if (from === to) return dayLong(from);
  return `${from.slice(0, 4) === to.slice(0, 4) ? dayShort(from) : dayLong(from)} – ${dayLong(to)}`;
};

/** 'the 30 days before', 'the day before'. */
export const daysBefore = (days: number) => (days === 1 ? 'the day before' : `the ${count(days)} days before`);

/** '+12% on the 30 days before', with its direction for the arrow. */
export function changeOf(
  now: number,
  before: number,
  days: number,
): { direction: 'up' | 'down' | 'same'; text: string } {
  const against = daysBefore(days);
  if (before === 0)
    return { direction: now > 0 ? 'up' : 'same', text: now > 0 ? `None in ${against}` : `None in ${against} either` };
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return { direction: 'same', text: `Same as ${against}` };
  return {
    direction: percent > 0 ? 'up' : 'down',
    text: `${percent > 0 ? '+' : '−'}${count(Math.abs(percent))}% on ${against}`,
  };
}

/** A speed figure with its unit: '2,130 ms', or '0.08' for layout shift. */
export const vitalValue = (metric: VitalName, value: number) =>
  VITALS[metric].unit ? `${count(Math.round(value))}\u00a0${VITALS[metric].unit}` : value.toFixed(2);

export type Rating = 'good' | 'needsImprovement' | 'poor';
/** CrUX's rating of a value: good up to the first threshold, poor over the second. */
export const ratingOf = (metric: VitalName, value: number): Rating =>
  value <= VITALS[metric].good ? 'good' : value <= VITALS[metric].poor ? 'needsImprovement' : 'poor';

export const ratings: Record<Rating, { label: string; fill: string; text: string }> = {
  good: { label: 'Good', fill: 'bg-success-600', text: 'text-success-700' },
  needsImprovement: { label: 'Needs improvement', fill: 'bg-tone-amber', text: 'text-tone-amber' },
  poor: { label: 'Poor', fill: 'bg-danger-600', text: 'text-danger-600' },
};

/** A share as '82%'. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
