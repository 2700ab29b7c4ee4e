// Real-user speed as histograms (issue 37, decision 0083). A day's speed events are rolled up into one row per page
// type, device class and figure, holding a sparse histogram: samples per bucket, the buckets growing by 5 % with
// CrUX's thresholds as edges. The p75 and the split of any period are read from a year of rows without raw events.
// The report reads the days not rolled up yet (today) through the same buckets, so every figure is made one way.
import { VITALS, type VitalName, type VitalsRow, pageTypeOf } from '#contracts/insights.ts';
import type { InsightEventsTable, InsightVitalsDailyTable } from '../db/schema.ts';

/** Each bucket's upper edge is at most this much above its lower one: a p75 read from buckets is at most 5 % high. */
const GROWTH = 1.05;
const METRICS = Object.keys(VITALS) as VitalName[];

/**
 * The buckets' upper edges per figure, ascending: 0, then geometric from 1 ms (or 0.0001 of CLS) past the largest value
 * the contract takes, with CrUX's two thresholds as edges so that the good and poor counts never straddle a bucket.
 */
const EDGES = Object.fromEntries(
  METRICS.map((metric) => {
    const { good, poor, unit } = VITALS[metric];
    const [smallest, largest, places] = unit === 'ms' ? [1, 60_000, 0] : [0.0001, 100, 4];
    const round = (value: number) => Number(value.toFixed(places));
    const edges = new Set<number>([0, good, poor]);
    for (let edge = smallest; edge < largest * GROWTH; edge *= GROWTH) edges.add(round(edge));
    return [metric, [...edges].sort((a, b) => a - b)];
  }),
) as Record<VitalName, number[]>;

/** The bucket a value falls in, by its upper edge: the first edge at or above it (the last for anything larger). */
export function bucketOf(metric: VitalName, value: number) {
  const edges = EDGES[metric];
  let low = 0;
  let high = edges.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (edges[middle]! >= value) high = middle;
    else low = middle + 1;
  }
  return edges[low]!;
}

/** One page type's, device class's and figure's samples: the part of a rollup row the report adds up. */
export type VitalsHistogram = Pick<InsightVitalsDailyTable, 'page_type' | 'device' | 'metric'> & {
  /** Samples per bucket, by the bucket's upper edge. */
  buckets: Map<number, number>;
};

const keyOf = (row: Pick<VitalsHistogram, 'page_type' | 'device' | 'metric'>) =>
  `${row.page_type}\n${row.device}\n${row.metric}`;

type SpeedEvent = Pick<InsightEventsTable, 'path' | 'device' | VitalName>;

/** Adds speed events to histograms kept by page type, device class and figure. */
export function addEvents(histograms: Map<string, VitalsHistogram>, events: Iterable<SpeedEvent>) {
  for (const event of events)
    for (const metric of METRICS) {
      const value = event[metric];
      if (value === null || value === undefined) continue;
      const group = { page_type: pageTypeOf(event.path), device: event.device, metric };
      const key = keyOf(group);
      const histogram = histograms.get(key) ?? { ...group, buckets: new Map<number, number>() };
      const upper = bucketOf(metric, Number(value));
      histogram.buckets.set(upper, (histogram.buckets.get(upper) ?? 0) + 1);
      histograms.set(key, histogram);
    }
  return histograms;
}

/** Adds rolled-up rows (their stored histograms) to histograms kept the same way. */
export function addRollups(histograms: Map<string, VitalsHistogram>, rows: Iterable<InsightVitalsDailyTable>) {
  for (const row of rows) {
    const key = keyOf(row);
    const { page_type, device, metric } = row;
    const histogram = histograms.get(key) ?? { page_type, device, metric, buckets: new Map<number, number>() };
    const pairs = JSON.parse(row.histogram) as number[];
    for (let at = 0; at < pairs.length; at += 2)
      histogram.buckets.set(pairs[at]!, (histogram.buckets.get(pairs[at]!) ?? 0) + pairs[at + 1]!);
    histograms.set(key, histogram);
  }
  return histograms;
}

/** The split by CrUX's thresholds: exact, since both are bucket edges. */
function splitOf(metric: VitalName, buckets: Map<number, number>) {
  const { good, poor } = VITALS[metric];
  let samples = 0;
  let goodCount = 0;
  let poorCount = 0;
  for (const [upper, count] of buckets) {
    samples += count;
    if (upper <= good) goodCount += count;
    else if (upper > poor) poorCount += count;
  }
  return { samples, good: goodCount, poor: poorCount };
}

/** A day's histograms as the rows it keeps. */
export function rollupRows(day: string, histograms: Map<string, VitalsHistogram>): InsightVitalsDailyTable[] {
  return [...histograms.values()].map(({ buckets, ...group }) => ({
    day,
    ...group,
    histogram: JSON.stringify([...buckets].sort((a, b) => a[0] - b[0]).flat()),
  }));
}

/** p75 (the upper edge of the bucket holding the 75th percentile) and CrUX's split, per histogram, in a stable order. */
export function vitalsRows(histograms: Map<string, VitalsHistogram>): VitalsRow[] {
  const rows: VitalsRow[] = [];
  for (const { page_type, device, metric, buckets } of histograms.values()) {
    const { samples, good, poor } = splitOf(metric, buckets);
    if (samples === 0) continue;
    const rank = Math.ceil(samples * 0.75);
    let seen = 0;
    let p75 = 0;
    for (const [upper, count] of [...buckets].sort((a, b) => a[0] - b[0])) {
      seen += count;
      p75 = upper;
      if (seen >= rank) break;
    }
    rows.push({
      pageType: page_type,
      device,
      metric,
      p75,
      samples,
      good: good / samples,
      needsImprovement: (samples - good - poor) / samples,
      poor: poor / samples,
    });
  }
  return rows.sort(
    (a, b) =>
      a.pageType.localeCompare(b.pageType) || a.device.localeCompare(b.device) || a.metric.localeCompare(b.metric),
  );
}
