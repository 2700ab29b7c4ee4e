// `npm run bench:frames` (bench/frames.ts) reads a Chromium trace of one load into six counts
// (bench/lib/frames.ts). These pin what it counts: the page's own main thread only, from its first
// contentful paint for the window, and blocking time as a 4× slower phone would have it, from the
// tasks' wall time and from their CPU time.
import { describe, expect, it } from 'vitest';
import { summarizeFrames, type TraceEvent } from '../../bench/lib/frames.ts';

const origin = 'http://127.0.0.1:4000';
const main = { pid: 7, tid: 1 };
const ms = (value: number) => value * 1000;
const at = (start: number, name: string, dur?: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: dur === undefined ? 'I' : 'X',
  ts: ms(start),
  ...(dur === undefined ? {} : { dur: ms(dur) }),
  ...main,
  ...extra,
});

const trace: TraceEvent[] = [
  // about:blank, parsed in another process before the page: not the page.
  { name: 'ParseHTML', ph: 'X', ts: 0, dur: 1, pid: 3, tid: 1, args: { beginData: { url: 'about:blank' } } },
  at(100, 'ParseHTML', 5, { args: { beginData: { url: `${origin}/` } } }),
  // Before the first contentful paint: not counted.
  at(110, 'RunTask', 200),
  at(120, 'Layout', 150),
  at(320, 'firstContentfulPaint'),
  // A frame: style, paint, commit.
  at(400, 'RunTask', 10),
  at(401, 'UpdateLayoutTree', 3),
  at(404, 'Paint', 2),
  at(407, 'Commit', 1),
  at(401, 'StyleRecalcInvalidationTracking', undefined, { args: { data: { reason: 'Animation' } } }),
  at(401, 'StyleRecalcInvalidationTracking', undefined, { args: { data: { reason: 'Attribute' } } }),
  // A 30 ms task: 4 × 30 − 50 = 70 ms blocking at 4×; of its 30 ms, 15 on the core: 10 ms at CPU time.
  at(500, 'RunTask', 30, { tdur: ms(15) }),
  // Another thread's frame and task: not the page's main thread.
  { ...at(600, 'Commit', 1), tid: 2 },
  { ...at(600, 'RunTask', 40), tid: 2 },
  // After the window (FCP + 1 s): not counted.
  at(1400, 'RunTask', 100),
  at(1400, 'Commit', 1),
];

describe('summarizeFrames', () => {
  it("counts the page's main thread from its first contentful paint to the end of the window", () => {
    expect(summarizeFrames(trace, origin, 1000)).toEqual({
      frames: 1,
      frameWorkMs: 6,
      animationUpdates: 1,
      blockingAt4xMs: 70,
      // The frame's task has no CPU time recorded and counts at its wall time: 10 + 15 ms.
      cpuBlockingAt4xMs: 10,
      taskCpuMs: 25,
    });
  });

  it('a longer window takes in the later task and frame', () => {
    const summary = summarizeFrames(trace, origin, 2000);
    expect(summary.frames).toBe(2);
    expect(summary.blockingAt4xMs).toBe(70 + 350);
  });

  it('refuses a trace without the page or without its first paint', () => {
    expect(() => summarizeFrames(trace, 'http://127.0.0.1:5000', 1000)).toThrow(/no document parsed/);
    expect(() =>
      summarizeFrames(
        trace.filter((event) => event.name !== 'firstContentfulPaint'),
        origin,
        1000,
      ),
    ).toThrow(/no first contentful paint/);
  });
});
