import { describe, expect, it } from 'vitest';
import { atCpuTime, type TraceEvent } from '../../bench/lib/cpu-time-trace';

const PAGE = 10;
const MAIN = 1;
const OTHER_THREAD = 2;

/** A page's navigation and thread names, then `events`. */
function trace(...events: TraceEvent[]): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: OTHER_THREAD, ts: 0, args: { name: 'Compositor' } },
    // A blank page first (about:blank), in another renderer: not the page.
    { name: 'thread_name', ph: 'M', pid: 20, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'R', pid: 20, tid: MAIN, ts: 500, args: { data: { documentLoaderURL: '' } } },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PAGE,
      tid: MAIN,
      ts: 1000,
      args: { data: { documentLoaderURL: 'https://bangladesh.localhost:4399/', isOutermostMainFrame: true } },
    },
    ...events,
  ];
}

const task = (ts: number, dur: number, tdur?: number, tid = MAIN, pid = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});
const child = (name: string, ts: number, dur: number): TraceEvent => ({ name, ph: 'X', pid: PAGE, tid: MAIN, ts, dur });

describe('atCpuTime', () => {
  it("shortens the page's main-thread tasks to their CPU time and scales what they hold about their start", () => {
    const long = task(2000, 1000, 400);
    const layout = child('Layout', 2500, 200);
    const mark = { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, tid: MAIN, ts: 2750 };
    const next = task(4000, 100, 100);
    const events = trace(long, layout, mark, next);

    const rewrite = atCpuTime(events);

    expect(long).toMatchObject({ ts: 2000, dur: 400 });
    expect(layout).toMatchObject({ ts: 2200, dur: 80 });
    expect(mark.ts).toBe(2300);
    // The next task still starts when it did: the thread waits longer in between.
    expect(next).toMatchObject({ ts: 4000, dur: 100 });
    expect(rewrite).toEqual({ tasks: 2, wallMs: 1.1, cpuMs: 0.5 });
  });

  it('keeps nested tasks inside their task, and leaves other threads, processes and unmeasured tasks alone', () => {
    const outer = task(2000, 1000, 500);
    const nested = task(2400, 200, 200);
    const compositor = task(2000, 1000, 100, OTHER_THREAD);
    const blankPage = task(2000, 1000, 100, MAIN, 20);
    const unmeasured = task(5000, 300);
    const events = trace(outer, nested, compositor, blankPage, unmeasured);

    atCpuTime(events);

    expect(outer).toMatchObject({ ts: 2000, dur: 500 });
    expect(nested).toMatchObject({ ts: 2200, dur: 100 });
    expect(compositor).toMatchObject({ ts: 2000, dur: 1000 });
    expect(blankPage).toMatchObject({ ts: 2000, dur: 1000 });
    expect(unmeasured).toMatchObject({ ts: 5000, dur: 300 });
  });

  it('never lengthens a task whose CPU time reads above its wall time', () => {
    const rounding = task(2000, 100, 103);
    atCpuTime(trace(rounding));
    expect(rounding.dur).toBe(100);
  });

  it('refuses a trace without a page', () => {
    expect(() => atCpuTime([task(0, 10, 5)])).toThrow(/no navigation/);
  });
});
