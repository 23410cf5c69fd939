/// <reference types="jest" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blockingFromThreadTime,
  cpuTimeBetween,
  interactiveAt,
  mainThreadTime,
  pageMainThread,
  topLevelTasks,
  type Task,
  type Trace,
  type TraceEvent,
} from './trace';

/** A page that navigates with COOP: about:blank in renderer 11, the page itself in renderer 22. */
const coopNavigation = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures/coop-navigation.trace.json'), 'utf8'),
) as Trace;
const NAV = 1_000_000;

const task = (startMs: number, wallMs: number, cpuMs: number): Task => ({
  start: NAV + startMs * 1000,
  end: NAV + (startMs + wallMs) * 1000,
  cpu: cpuMs * 1000,
});

describe('the page main thread', () => {
  it('is the CrRendererMain of the process the main frame committed in, not the first renderer', () => {
    expect(pageMainThread(coopNavigation)).toEqual({ pid: 22, tid: 22, frame: 'MAINFRAME' });
  });

  it('is the starting renderer when the frame never changed process', () => {
    const events = (coopNavigation as { traceEvents: TraceEvent[] }).traceEvents.filter(
      (e) => e.name !== 'FrameCommittedInBrowser',
    );
    expect(pageMainThread(events)).toMatchObject({ pid: 11, tid: 11 });
  });

  it('says so when the trace names no main frame', () => {
    expect(() => pageMainThread([])).toThrow('the trace names no main frame');
  });
});

describe('top-level tasks', () => {
  it('keeps only the outermost task of a nest, on the page thread only', () => {
    const tasks = topLevelTasks(coopNavigation, { pid: 22, tid: 22, frame: 'MAINFRAME' });
    expect(tasks.map((t) => (t.start - NAV) / 1000)).toEqual([-20, 50, 200, 500, 700, 2000]);
    expect(tasks.map((t) => t.cpu / 1000)).toEqual([9, 12, 80, 6, 30, 5]);
  });

  it('refuses a task of a millisecond or more without thread time rather than count wall time instead', () => {
    const events: TraceEvent[] = [{ name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 10, dur: 1000 }];
    expect(() => topLevelTasks(events, { pid: 1, tid: 1, frame: 'F' })).toThrow(
      'has no thread duration (tdur)',
    );
  });

  it('counts the wall time of a task of a few microseconds that came without its thread time', () => {
    const events: TraceEvent[] = [
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 10, dur: 2 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 20, dur: 50, tdur: 40 },
    ];
    expect(topLevelTasks(events, { pid: 1, tid: 1, frame: 'F' })).toEqual([
      { start: 10, end: 12, cpu: 2 },
      { start: 20, end: 70, cpu: 40 },
    ]);
  });

  it('does not ask a nested task for its thread time, which Chromium does not always record', () => {
    const events: TraceEvent[] = [
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 10, dur: 50, tdur: 40 },
      { name: 'ThreadControllerImpl::RunTask', ph: 'X', pid: 1, tid: 1, ts: 20, dur: 10 },
    ];
    expect(topLevelTasks(events, { pid: 1, tid: 1, frame: 'F' })).toEqual([
      { start: 10, end: 60, cpu: 40 },
    ]);
  });
});

describe('CPU time between two moments', () => {
  it('sums the thread time of the tasks inside, not their wall time', () => {
    expect(cpuTimeBetween([task(0, 100, 40), task(200, 60, 60)], NAV, NAV + 400_000)).toBe(100_000);
  });

  it('counts a straddling task for the share of its wall time inside the window', () => {
    // 100 ms wall, 50 ms CPU, half of it before the end: 25 ms.
    expect(cpuTimeBetween([task(0, 100, 50)], NAV, NAV + 50_000)).toBe(25_000);
    expect(cpuTimeBetween([task(-50, 100, 50)], NAV, NAV + 500_000)).toBe(25_000);
  });

  it('is zero when no task falls inside', () => {
    expect(cpuTimeBetween([task(600, 10, 10)], NAV, NAV + 500_000)).toBe(0);
  });
});

describe('interactive', () => {
  const fcp = NAV + 100_000;

  it('is first contentful paint when no long task follows it', () => {
    expect(interactiveAt([task(0, 80, 80), task(200, 49, 49)], fcp)).toBe(fcp);
  });

  it('is the end of the last long task before a quiet window of 5 s', () => {
    const tasks = [task(200, 120, 80), task(700, 60, 30), task(6000, 70, 70)];
    // 700 ms starts 380 ms after the first ends; 6000 ms comes 5.24 s after the second's end.
    expect(interactiveAt(tasks, fcp)).toBe(NAV + 760_000);
  });
});

describe('total blocking time from thread time', () => {
  const fcp = NAV + 100_000;

  it('counts what each task after FCP passes 50 ms once its thread time is scaled 4×', () => {
    // 30 ms × 4 = 120: 70 over. 12 ms × 4 = 48: none. A 300 ms wall task of 20 ms CPU (a busy
    // core): 80, so 30 over, where its wall time would have counted 1150.
    const tasks = [task(150, 40, 30), task(300, 12, 12), task(400, 300, 20)];
    expect(blockingFromThreadTime(tasks, fcp)).toBe(100_000);
  });

  it('leaves out the tasks that start before first contentful paint', () => {
    expect(blockingFromThreadTime([task(0, 90, 90), task(200, 10, 10)], fcp)).toBe(0);
  });
});

describe('main-thread time of a run', () => {
  it('gives observed FCP, LCP and interactive, and the CPU time until LCP and interactive', () => {
    expect(mainThreadTime(coopNavigation)).toEqual({
      fcpMs: 100,
      lcpMs: 400,
      interactiveMs: 760,
      // 12 ms of parsing (its nested task not counted again) + 80 ms of main.js.
      cpuToLcpMs: 92,
      // Then a 6 ms task and the last long task's 30 ms; the renderer of about:blank counts for
      // nothing, nor does the task before navigation start or the compositor thread.
      cpuToInteractiveMs: 128,
      // After FCP at 100 ms: 80 ms of main.js (320 − 50), then 6 ms (24: none), 30 ms (120 − 50)
      // and the 5 ms task at 2000 ms (20: none).
      cpuBlockingMs: 340,
    });
  });
});
