// The collection endpoint's address and limits (issue 37, decision 0083), without zod: the beacon, which every public
// page loads after idle, imports these and nothing of the schema in contracts/insights.ts.

/** The collection endpoint: the beacon posts here, and any client may. */
export const INSIGHTS_PATH = '/api/insights';
/** At most this many bytes of JSON per event: a view with every field at its limit is under half of it. */
export const INSIGHTS_MAX_BYTES = 2048;
/** Raw events are kept this many days, then only the rollups per day are. */
export const INSIGHTS_RAW_DAYS = 30;
/** A campaign's tags as `utm_source`, `utm_medium` and `utm_campaign` carry them in the link the visit came from. */
export const UTM_KEYS = ['source', 'medium', 'campaign'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** Characters of a campaign tag. */
export const UTM_MAX = 100;
