// Real-user speed kept as histograms (issue 37, decision 0083): the p75 read from the buckets is never below the
// exact one and at most 5 % above it; the split by CrUX's thresholds is exact; and days rolled up one by one add up
// to the same figures as the raw events of the whole period.
import { describe, expect, it } from 'vitest';
import { VITALS, type VitalName } from '#contracts/insights.ts';
import type { InsightEventsTable } from '#server/db/schema.ts';
import { addEvents, addRollups, bucketOf, rollupRows, vitalsRows } from '#server/insights/vitals.ts';

const metrics = Object.keys(VITALS) as VitalName[];
type SpeedEvent = Pick<InsightEventsTable, 'path' | 'device' | VitalName>;

/** A seeded generator, so a failure is the same failure the next run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Speed figures spread as real ones are (log-normal around a median), for one page type and device class. */
function events(count: number, seed: number, path = '/blog/a-post', device: 'phone' | 'desktop' = 'phone') {
  const next = random(seed);
  const spread = (median: number) =>
    median * Math.exp(1.1 * Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next()));
  return Array.from({ length: count }, (): SpeedEvent => ({
    path,
    device,
    lcp: Math.min(60_000, spread(2200)),
    inp: Math.min(60_000, spread(140)),
    cls: Math.min(100, spread(0.05)),
    fcp: Math.min(60_000, spread(1500)),
    ttfb: Math.min(60_000, spread(500)),
  }));
}

const exact = (values: number[], metric: VitalName) => {
  const sorted = [...values].sort((a, b) => a - b);
  const { good, poor } = VITALS[metric];
  return {
    p75: sorted[Math.ceil(sorted.length * 0.75) - 1]!,
    good: sorted.filter((value) => value <= good).length / sorted.length,
    poor: sorted.filter((value) => value > poor).length / sorted.length,
  };
};

describe('real-user speed as histograms', () => {
  it('has CrUX’s thresholds as bucket edges, and every value the contract takes in a bucket', () => {
    for (const metric of metrics) {
      const { good, poor, unit } = VITALS[metric];
      expect(bucketOf(metric, good), metric).toBe(good);
      expect(bucketOf(metric, poor), metric).toBe(poor);
      expect(bucketOf(metric, good * 1.000_01), metric).toBeGreaterThan(good);
      expect(bucketOf(metric, 0), metric).toBe(0);
      const largest = unit === 'ms' ? 60_000 : 100;
      expect(bucketOf(metric, largest), metric).toBeGreaterThanOrEqual(largest);
      expect(bucketOf(metric, largest * 10), metric).toBe(bucketOf(metric, largest));
    }
  });

  it.each([1, 7, 40, 500, 5_000])(
    'reads p75 within 5 %% above the exact one, and the split exactly (%i samples)',
    (count) => {
      const raw = events(count, count);
      const rows = vitalsRows(addEvents(new Map(), raw));
      expect(rows).toHaveLength(metrics.length);
      for (const row of rows) {
        const truth = exact(
          raw.map((event) => event[row.metric]!),
          row.metric,
        );
        expect(row, row.metric).toMatchObject({ pageType: 'post', device: 'phone', samples: count });
        expect(row.p75, row.metric).toBeGreaterThanOrEqual(truth.p75);
        expect(row.p75, row.metric).toBeLessThanOrEqual(Math.max(truth.p75 * 1.05, truth.p75 + 1));
        expect(row.good, row.metric).toBeCloseTo(truth.good, 12);
        expect(row.poor, row.metric).toBeCloseTo(truth.poor, 12);
        expect(row.good + row.needsImprovement + row.poor, row.metric).toBeCloseTo(1, 12);
      }
    },
  );

  it('adds days rolled up one by one to the same figures as all their raw events at once', () => {
    const days = [events(300, 1), events(120, 2, '/nl/', 'desktop'), events(800, 3), events(5, 4, '/contact')];
    const rolled = days.flatMap((day, at) => rollupRows(`2026-11-0${at + 1}`, addEvents(new Map(), day)));
    expect(rolled.every((row) => JSON.parse(row.histogram).length > 0)).toBe(true);
    // Today's raw events on top of the rollups, as the dashboard reads them.
    const today = events(50, 5);
    const merged = vitalsRows(addEvents(addRollups(new Map(), rolled), today));
    const whole = vitalsRows(addEvents(new Map(), [...days.flat(), ...today]));
    expect(merged).toEqual(whole);
    expect(merged.map((row) => `${row.pageType}/${row.device}`)).toEqual(
      expect.arrayContaining(['post/phone', 'home/desktop', 'contact/phone']),
    );
  });

  it('counts a figure only where it was measured', () => {
    const rows = vitalsRows(
      addEvents(new Map(), [{ path: '/', device: 'desktop', lcp: 1000, inp: null, cls: 0, fcp: null, ttfb: null }]),
    );
    expect(rows.map((row) => [row.metric, row.p75, row.samples])).toEqual([
      ['cls', 0, 1],
      ['lcp', bucketOf('lcp', 1000), 1],
    ]);
  });
});
