// What the main thread does while a page starts, read from a Chromium trace of one load: the
// frames it draws after the first contentful paint, the rendering work in them, the per-frame
// style updates of running animations, and the tasks that would block at Lighthouse's 4× CPU.
// Deterministic counts where Lighthouse's TBT on a shared machine is not (decision 0032 item 7).

/** A trace event as Chromium's tracing reports it (the fields read here). */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread within the event (thread ticks), where Chromium records it. */
  tdur?: number;
  pid: number;
  tid: number;
  /** `name` is a thread's name, on its `thread_name` metadata event. */
  args?: { name?: string; data?: { reason?: string }; beginData?: { url?: string } };
};

/** Categories the summary needs (Tracing.start). */
export const FRAME_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'loading',
  'toplevel',
];

/** The rendering steps of a frame on the main thread. */
const FRAME_WORK = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];

export type FrameSummary = {
  /** Frames committed from the main thread (one Commit each). */
  frames: number;
  /** Style, layout, paint, layerize and commit, in ms of this machine. */
  frameWorkMs: number;
  /** Style updates Chromium made because an animation or transition moved on. */
  animationUpdates: number;
  /** Σ max(0, 4 × task − 50 ms) over the main thread's tasks: blocking time at a phone's 4× CPU. */
  blockingAt4xMs: number;
  /**
   * The same from each task's CPU time (thread ticks) instead of its wall time: what the page's own
   * work would block, without the time the main thread waited for a core on a busy machine.
   */
  cpuBlockingAt4xMs: number;
  /** The main thread's CPU time in tasks, in ms of this machine. */
  taskCpuMs: number;
};

/**
 * Sums the main thread of the page loaded from `origin`, from its first contentful paint to
 * `windowMs` after it. Throws when the trace has no such page or paint.
 */
export function summarizeFrames(events: readonly TraceEvent[], origin: string, windowMs: number): FrameSummary {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`the trace has no document parsed from ${origin}`);
  const ownThread = (event: TraceEvent) => event.pid === parse.pid && event.tid === parse.tid;
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid && event.ts >= parse.ts,
  );
  if (!paint) throw new Error('the trace has no first contentful paint');
  const end = paint.ts + windowMs * 1000;
  const inWindow = events.filter((event) => ownThread(event) && event.ts >= paint.ts && event.ts <= end);
  const complete = inWindow.filter((event) => event.ph === 'X');
  const tasks = complete.filter((event) => event.name === 'RunTask');
  const blocking = (ms: number) => Math.max(0, 4 * ms - 50);
  return {
    frames: complete.filter((event) => event.name === 'Commit').length,
    frameWorkMs:
      complete.filter((event) => FRAME_WORK.includes(event.name)).reduce((sum, event) => sum + (event.dur ?? 0), 0) /
      1000,
    animationUpdates: inWindow.filter(
      (event) => event.name === 'StyleRecalcInvalidationTracking' && event.args?.data?.reason === 'Animation',
    ).length,
    blockingAt4xMs: tasks.reduce((sum, event) => sum + blocking((event.dur ?? 0) / 1000), 0),
    cpuBlockingAt4xMs: tasks.reduce((sum, event) => sum + blocking((event.tdur ?? event.dur ?? 0) / 1000), 0),
    taskCpuMs: tasks.reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0) / 1000,
  };
}
