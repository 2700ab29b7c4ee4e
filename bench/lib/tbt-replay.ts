// Lighthouse's mobile TBT is a simulation: it takes each main-thread task as long as it took on
// this machine (wall time), times four. On a shared two-core machine a task's wall time is mostly
// the main thread waiting for a core while Chromium's other threads and processes and Lighthouse
// itself run; its CPU time (thread ticks) is what the page asked of the core. This replays one
// run's own artifacts with every renderer main-thread task shortened to its CPU time, through
// Lighthouse's audit mode, so a run reports beside its TBT the part the page's work accounts for
// (decision 0032, "Measured on this machine"). The budget stays on the measured TBT.
import fs from 'node:fs';
import path from 'node:path';
import type { TraceEvent } from './frames.ts';

/**
 * A copy of the events in which every task on a renderer's main thread lasts its CPU time: the
 * task and every event inside it shrink by the task's own CPU/wall ratio, measured from the task's
 * start, so the order of everything in it stays. Tasks without CPU time, or whose CPU time is not
 * below their wall time, are left as they are; nothing on another thread moves.
 */
export function tasksAtCpuTime<Event extends TraceEvent>(events: readonly Event[]): Event[] {
  const copy = events.map((event) => ({ ...event }));
  const mainThreads = new Set(
    copy
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, Event[]>();
  for (const event of copy) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread) || event.ph === 'M') continue;
    const list = byThread.get(thread);
    if (list) list.push(event);
    else byThread.set(thread, [event]);
  }
  for (const threadEvents of byThread.values()) {
    // By start, and the enclosing event first where two start together.
    threadEvents.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Top-level tasks only: a task run inside another (a nested loop) shrinks with its parent.
    const tasks: Event[] = [];
    for (const event of threadEvents) {
      if (event.ph !== 'X' || event.name !== 'RunTask' || !event.dur) continue;
      const last = tasks.at(-1);
      if (last && event.ts < last.ts + last.dur!) continue;
      tasks.push(event);
    }
    let next = 0;
    for (const task of tasks) {
      const wall = task.dur!;
      if (task.tdur === undefined || task.tdur >= wall) continue;
      const ratio = task.tdur / wall;
      const start = task.ts;
      const end = start + wall;
      // Events are sorted by start: skip those before this task, then shrink those inside it.
      while (next < threadEvents.length && threadEvents[next]!.ts < start) next++;
      for (let index = next; index < threadEvents.length && threadEvents[index]!.ts <= end; index++) {
        const event = threadEvents[index]!;
        if (event === task || event.ts + (event.dur ?? 0) > end) continue;
        event.ts = start + (event.ts - start) * ratio;
        if (event.dur !== undefined) event.dur *= ratio;
      }
      task.dur = wall * ratio;
    }
  }
  return copy;
}

/** Rewrites the trace Lighthouse saved in `dir` (its gather mode) to tasks at their CPU time. */
export function rewriteSavedTrace(dir: string): void {
  const file = path.join(dir, 'trace.json');
  const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  fs.writeFileSync(file, JSON.stringify({ traceEvents: tasksAtCpuTime(events) }));
}
