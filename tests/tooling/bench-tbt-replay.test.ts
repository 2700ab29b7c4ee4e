// The replay behind the "at CPU" column of `npm run bench` (bench/lib/tbt-replay.ts): each task on
// a renderer's main thread lasts its CPU time, what is inside it keeps its order and its place in
// proportion, and nothing else moves.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../bench/lib/frames.ts';
import { tasksAtCpuTime } from '../../bench/lib/tbt-replay.ts';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const event = (name: string, ts: number, dur: number | undefined, tdur?: number, tid = 1): TraceEvent => ({
  name,
  ph: dur === undefined ? 'I' : 'X',
  ts,
  ...(dur === undefined ? {} : { dur }),
  ...(tdur === undefined ? {} : { tdur }),
  pid: 10,
  tid,
});

describe('tasksAtCpuTime', () => {
  const trace = [
    thread(10, 1, 'CrRendererMain'),
    thread(10, 2, 'Compositor'),
    // 80 ms on the clock, 20 ms on the core: a quarter of its wall time.
    event('RunTask', 1000, 80_000, 20_000),
    event('FunctionCall', 1000 + 40_000, 40_000, 10_000),
    event('ResourceSendRequest', 1000 + 60_000, undefined),
    // A task nested in it (a nested loop) shrinks with its parent, not once more.
    event('RunTask', 1000 + 60_000, 8_000, 1_000),
    // Listed before the task it starts with, and nested in it all the same.
    event('RunTask', 300_000, 4_000, 1_000),
    event('RunTask', 300_000, 40_000, 10_000),
    // Busier than its wall time (several threads' ticks): left alone.
    event('RunTask', 100_000, 5_000, 6_000),
    // No CPU time recorded: left alone.
    event('RunTask', 200_000, 30_000),
    // Another thread: untouched.
    event('RunTask', 1000, 80_000, 1_000, 2),
  ];

  it('shortens each main-thread task to its CPU time, and what is in it in proportion', () => {
    const [, , task, call, request, nested, inner, outer, busy, unknown, other] = tasksAtCpuTime(trace);
    expect(task).toMatchObject({ ts: 1000, dur: 20_000 });
    expect(call).toMatchObject({ ts: 1000 + 10_000, dur: 10_000 });
    expect(request).toMatchObject({ ts: 1000 + 15_000 });
    expect(nested).toMatchObject({ ts: 1000 + 15_000, dur: 2_000 });
    expect(outer).toMatchObject({ ts: 300_000, dur: 10_000 });
    expect(inner).toMatchObject({ ts: 300_000, dur: 1_000 });
    expect(busy).toMatchObject({ ts: 100_000, dur: 5_000 });
    expect(unknown).toMatchObject({ ts: 200_000, dur: 30_000 });
    expect(other).toMatchObject({ ts: 1000, dur: 80_000 });
  });

  it('leaves the events it was given as they were', () => {
    const before = JSON.stringify(trace);
    tasksAtCpuTime(trace);
    expect(JSON.stringify(trace)).toBe(before);
  });

  it('touches no thread that is not a renderer main thread', () => {
    const withoutMain = trace.filter((each) => each.ph !== 'M' || each.args?.name !== 'CrRendererMain');
    expect(tasksAtCpuTime(withoutMain)).toEqual(withoutMain);
  });
});
