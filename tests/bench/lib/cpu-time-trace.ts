/**
 * A Lighthouse trace as a host with a core free for the page would have recorded it: each task of the page's main
 * thread lasts its CPU time (the trace's `tdur`) instead of its wall time (`dur`).
 *
 * Why: Lighthouse multiplies every main-thread task's wall time by the CPU slowdown. On a two-core host, the
 * page's renderer shares the cores with the browser and GPU processes (which draw and copy every frame in
 * software for Lighthouse's screenshots), the local platform server and Lighthouse itself. Traced on the Bangladesh
 * home, the page's main thread waited for a core for more than half of its tasks' time (839 ms of tasks, 375 ms
 * of CPU), and that wait, not the page's work, is what varied the same build's score from 74 to 96. A phone runs
 * none of those beside the page. The rewritten trace shows what the page's own work costs; bench:site prints both.
 *
 * Each top-level task (RunTask) is shortened to its CPU time, and everything the thread recorded inside it is
 * scaled by the same ratio about the task's start, so events stay nested. Nothing else moves: the next task
 * still starts when it did (the thread waits longer in between), and other threads are untouched.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean } };
}

export interface CpuTimeRewrite {
  tasks: number;
  /** The main thread's tasks in all, before and after, in ms. */
  wallMs: number;
  cpuMs: number;
}

/** The page's renderer main thread: the one whose process loaded the page's outermost frame from the web. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isOutermostMainFrame !== false &&
      /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace has no navigation to a web page');
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error('the trace names no main thread for the page');
  return { pid: navigation.pid, tid: thread.tid };
}

/** Rewrites `events` in place (a trace is tens of megabytes). */
export function atCpuTime(events: TraceEvent[]): CpuTimeRewrite {
  const { pid, tid } = pageMainThread(events);
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph !== 'M')
    // A task before the events it holds (same start: the longer one first).
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result: CpuTimeRewrite = { tasks: 0, wallMs: 0, cpuMs: 0 };
  let task: { start: number; end: number; ratio: number } | undefined;
  for (const event of thread) {
    if (task && event.ts < task.end) {
      // Inside the current task (a nested run loop's RunTask included): scaled with it.
      event.ts = task.start + (event.ts - task.start) * task.ratio;
      if (event.dur !== undefined) event.dur *= task.ratio;
      continue;
    }
    task = undefined;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !event.dur || event.tdur === undefined) continue;
    const ratio = Math.min(1, event.tdur / event.dur);
    task = { start: event.ts, end: event.ts + event.dur, ratio };
    result.tasks += 1;
    result.wallMs += event.dur / 1000;
    event.dur *= ratio;
    result.cpuMs += event.dur / 1000;
  }
  return result;
}
