// What a visitor's browser tells the site about a page view, with no cookie and nothing stored on the device (issue
// 37, decision 0083): the page, where the visit came from, and the page's real-user speed. One schema for the beacon
// and `POST /api/insights`; the server keeps the referrer's host only, and never the address or the user agent.
import { z } from './zod.ts';
import { UTM_MAX } from './insights-limits.ts';
import type { VitalName } from './insights-vitals.ts';

export {
  INSIGHTS_MAX_BYTES,
  INSIGHTS_PATH,
  INSIGHTS_RAW_DAYS,
  UTM_KEYS,
  UTM_MAX,
  type UtmKey,
} from './insights-limits.ts';
export { VITALS, type VitalName, pageTypeOf } from './insights-vitals.ts';

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

/** The dashboard's period (YYYY-MM-DD, both days in it, UTC); by default the last 30 days, today included. */
export const InsightsQuerySchema = z.strictObject({
  from: z.iso.date('A day as YYYY-MM-DD').optional(),
  to: z.iso.date('A day as YYYY-MM-DD').optional(),
});
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;
/** The longest period the dashboard shows at once. */
export const INSIGHTS_MAX_DAYS = 366;
export const INSIGHTS_DEFAULT_DAYS = 30;

/** A page, referrer or campaign in the period: its views, its visitors (unique per day, summed) and its leads. */
export type InsightsRow = { value: string; views: number; visitors: number; leads: number };
/** One speed figure of one page type on one device class: p75 and the good / needs improvement / poor split. */
export type VitalsRow = {
  pageType: string;
  device: 'phone' | 'desktop';
  metric: VitalName;
  p75: number;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
};
export type InsightsTotals = { views: number; visitors: number; leads: number };
export type InsightsReport = {
  from: string;
  to: string;
  /** The period of the same length just before, and its totals. */
  previous: { from: string; to: string } & InsightsTotals;
  totals: InsightsTotals;
  days: ({ day: string } & InsightsTotals)[];
  pages: InsightsRow[];
  referrers: InsightsRow[];
  campaigns: InsightsRow[];
  vitals: VitalsRow[];
};
export type InsightsResponse = { success: true; report: InsightsReport };
