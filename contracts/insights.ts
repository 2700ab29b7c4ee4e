// What a visitor's browser tells the site about a page view, with no cookie and nothing stored on the device (issue
// 37, decision 0083): the page, where the visit came from, and the page's real-user speed. One schema for the beacon
// and `POST /api/insights`; the server keeps the referrer's host only, and never the address or the user agent.
import { z } from './zod.ts';

/** The collection endpoint: the beacon posts here, and any client may. */
export const INSIGHTS_PATH = '/api/insights';
/** At most this many bytes of JSON per event: a view with every field at its limit is under half of it. */
export const INSIGHTS_MAX_BYTES = 2048;
/** Raw events are kept this many days, then only the rollups per day are. */
export const INSIGHTS_RAW_DAYS = 30;

/** A campaign's tags as `utm_source`, `utm_medium` and `utm_campaign` carry them in the link the visit came from. */
export const UTM_KEYS = ['source', 'medium', 'campaign'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
const UTM_MAX = 100;

const tag = z
  .string()
  .trim()
  .max(UTM_MAX, `At most ${UTM_MAX} characters`)
  .refine((value) => !/[\p{Cc}\p{Cf}]/u.test(value), 'No control or format characters');

/** A page of this site as its address bar has it, without query or fragment ('/nl/blog/x'). */
const pagePath = z
  .string()
  .max(300, 'At most 300 characters')
  .regex(/^\/[^\s?#\\\p{Cc}]*$/u, 'A path of this site, without query or fragment')
  .refine((path) => !path.includes('//'), 'A path of this site, without query or fragment');

/** A speed figure in milliseconds, as web-vitals reports it; more than a minute is no page load. */
const millis = z.number().min(0).max(60_000);

/** One event: a page viewed, or that page's real-user speed when it is left. */
export const InsightEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('view'),
    path: pagePath,
    /** `document.referrer`: only its host is kept, and only when it is another site's. */
    referrer: z.string().max(1000, 'At most 1,000 characters').optional(),
    utm: z.strictObject({ source: tag, medium: tag, campaign: tag }).partial().optional(),
  }),
  z.strictObject({
    type: z.literal('vitals'),
    path: pagePath,
    metrics: z
      .strictObject({ lcp: millis, inp: millis, fcp: millis, ttfb: millis, cls: z.number().min(0).max(100) })
      .partial(),
  }),
]);
export type InsightEvent = z.infer<typeof InsightEventSchema>;

/** The host a referrer names, lower-cased and without 'www.', or null for none, this site, or what is not a URL. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  return host === ownHost.toLowerCase().replace(/^www\./, '') ? null : host;
}
