/**
 * The page's main-thread CPU time, read from a Lighthouse (Chrome) trace.
 *
 * Wall time on a busy two-core machine counts the time the renderer waited for a core; thread
 * time (`tdur`: the CPU time the thread itself ran) does not, so it is the figure that stays put
 * when other work shares the machine. Only top-level tasks are summed: everything else on the
 * thread (script, layout, paint, GC…) runs nested inside one, and would be counted twice.
 *
 * The page's thread is the `CrRendererMain` of the process that committed the page's main frame:
 * with `Cross-Origin-Opener-Policy` the navigation leaves the renderer that held `about:blank`
 * for a new one, so the first renderer in the trace is the wrong one.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds, trace clock. */
  ts: number;
  /** Wall duration, microseconds (complete events, `ph: 'X'`). */
  dur?: number;
  /** Thread (CPU) duration, microseconds. */
  tdur?: number;
  args?: {
    frame?: string;
    name?: string;
    data?: {
      frame?: string;
      frames?: { frame: string; parent?: string; processId?: number; url?: string }[];
      processId?: number;
      url?: string;
      documentLoaderURL?: string;
      isLoadingMainFrame?: boolean;
    };
  };
}

export type Trace = { traceEvents: TraceEvent[] } | TraceEvent[];

/** The names Chrome gives a top-level task of a thread's run loop, newest first. */
/** A task shorter than this (µs) may come without its thread time; it counts its wall time. */
const UNTIMED_TASK_MAX_US = 1000;

const TOP_LEVEL_TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** A task of 50 ms or more blocks input: the long task of Lighthouse and the web's Long Tasks API. */
export const LONG_TASK_MS = 50;
/** Lighthouse's mobile simulation runs the CPU work it observed this many times slower. */
export const SIMULATED_CPU_SLOWDOWN = 4;
/** "Interactive" needs this long without a long task after the last one (as TTI's quiet window). */
export const QUIET_WINDOW_MS = 5000;

export interface MainThread {
  pid: number;
  tid: number;
  /** The main frame's id (stable across its renderer processes). */
  frame: string;
}

export interface Task {
  /** Start and end, microseconds, trace clock. */
  start: number;
  end: number;
  /** CPU time of the thread during the task, microseconds. */
  cpu: number;
}

export interface MainThreadTime {
  /** Observed (unthrottled) times from navigation start, ms. */
  fcpMs: number;
  lcpMs: number;
  interactiveMs: number;
  /** Main-thread CPU time from navigation start until LCP, and until interactive, ms. */
  cpuToLcpMs: number;
  cpuToInteractiveMs: number;
  /** Total blocking time recomputed from thread time (see blockingFromThreadTime), ms. */
  cpuBlockingMs: number;
}

const eventsOf = (trace: Trace) => (Array.isArray(trace) ? trace : trace.traceEvents);

/** The page's renderer main thread: where its main frame last committed. */
export function pageMainThread(trace: Trace): MainThread {
  const events = eventsOf(trace);
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((f) => !f.parent);
  if (!mainFrame) throw new Error('the trace names no main frame (TracingStartedInBrowser)');
  const commits = events.filter(
    (e) =>
      e.name === 'FrameCommittedInBrowser' &&
      e.args?.data?.frame === mainFrame.frame &&
      e.args.data.processId !== undefined,
  );
  const pid = commits.at(-1)?.args?.data?.processId ?? mainFrame.processId;
  if (pid === undefined) throw new Error('the trace says no process for the main frame');
  const thread = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === pid &&
      e.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error(`the trace has no CrRendererMain thread in process ${pid}`);
  return { pid, tid: thread.tid, frame: mainFrame.frame };
}

/**
 * The thread's top-level tasks in time order. A task that starts inside an earlier one is nested
 * in it (whatever its name) and is left out, so no CPU time is counted twice.
 */
export function topLevelTasks(trace: Trace, { pid, tid }: MainThread): Task[] {
  const candidates = eventsOf(trace)
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && TOP_LEVEL_TASKS.has(e.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  for (const e of candidates) {
    const last = tasks.at(-1);
    if (last && e.ts < last.end) continue;
    const wall = e.dur ?? 0;
    // Chromium 156 leaves tdur out of tasks of a few microseconds (up to 20 µs seen): those count
    // their wall time, the most their thread time can be. A longer one without it is refused.
    if (e.tdur === undefined && wall >= UNTIMED_TASK_MAX_US) {
      throw new Error(`a ${e.name} task at ${e.ts} has no thread duration (tdur) in the trace`);
    }
    tasks.push({ start: e.ts, end: e.ts + wall, cpu: e.tdur ?? wall });
  }
  return tasks;
}

/**
 * CPU time of the tasks within [from, to] (microseconds). A task that straddles an end counts for
 * the share of its wall time inside, as its CPU time is spread over it.
 */
export function cpuTimeBetween(tasks: Task[], from: number, to: number): number {
  let sum = 0;
  for (const task of tasks) {
    const inside = Math.min(task.end, to) - Math.max(task.start, from);
    if (inside <= 0) continue;
    const wall = task.end - task.start;
    sum += wall > 0 ? (task.cpu * inside) / wall : task.cpu;
  }
  return sum;
}

/**
 * When the page is interactive: the end of the last long task (≥ 50 ms wall) after first
 * contentful paint that is not followed by a quiet window of 5 s, or FCP itself when no long task
 * comes after it. As Lighthouse's Time to Interactive, on the observed trace, without its
 * network-quiet condition (the trace ends once the network is quiet).
 */
export function interactiveAt(tasks: Task[], fcp: number): number {
  let interactive = fcp;
  for (const task of tasks) {
    if (task.end <= fcp || task.end - task.start < LONG_TASK_MS * 1000) continue;
    if (task.start - interactive >= QUIET_WINDOW_MS * 1000) break;
    interactive = task.end;
  }
  return interactive;
}

/**
 * Total blocking time from thread time: each task that starts after first contentful paint,
 * its thread time scaled as Lighthouse's mobile simulation scales CPU work (4×), counts for what
 * passes 50 ms. Lighthouse scales wall time, which on a busy machine holds the waits for a core:
 * one build gave 79 to 943 ms of TBT in one sweep. Thread time holds the page's own work.
 */
export function blockingFromThreadTime(tasks: Task[], fcp: number): number {
  let sum = 0;
  for (const task of tasks) {
    if (task.start < fcp) continue;
    sum += Math.max(0, SIMULATED_CPU_SLOWDOWN * task.cpu - LONG_TASK_MS * 1000);
  }
  return sum;
}

/** The main frame's navigation start, first contentful paint and final LCP candidate (trace clock). */
export function pageTimestamps(
  trace: Trace,
  thread: MainThread,
): { navigationStart: number; fcp: number; lcp: number } {
  const all = eventsOf(trace);
  const events = all.filter((e) => e.pid === thread.pid);
  const ofFrame = (name: string, from = events) =>
    from.filter((e) => e.name === name && e.args?.frame === thread.frame);
  // The frame's about:blank document logs one with no URL; the page's has its URL. It is looked
  // for in the page's process first, then in any: a navigation may start in another renderer.
  const isPage = (e: TraceEvent) =>
    Boolean(e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL);
  const navigationStart = (
    ofFrame('navigationStart').find(isPage) ?? ofFrame('navigationStart', all).find(isPage)
  )?.ts;
  if (navigationStart === undefined) {
    const seen = all.filter((e) => e.name === 'navigationStart').length;
    throw new Error(
      `the trace has no navigationStart of the page (${seen} navigationStart events; main frame ${thread.frame}, process ${thread.pid})`,
    );
  }
  const after = (e: TraceEvent) => e.ts >= navigationStart;
  const fcp = ofFrame('firstContentfulPaint').find(after)?.ts;
  if (fcp === undefined) throw new Error('the trace has no first contentful paint');
  const lcp = ofFrame('largestContentfulPaint::Candidate').filter(after).at(-1)?.ts;
  if (lcp === undefined) throw new Error('the trace has no largest contentful paint');
  return { navigationStart, fcp, lcp };
}

/** The figures the bench prints from one run's trace. */
export function mainThreadTime(trace: Trace): MainThreadTime {
  const thread = pageMainThread(trace);
  const tasks = topLevelTasks(trace, thread);
  const { navigationStart, fcp, lcp } = pageTimestamps(trace, thread);
  const interactive = interactiveAt(tasks, fcp);
  const ms = (us: number) => us / 1000;
  return {
    fcpMs: ms(fcp - navigationStart),
    lcpMs: ms(lcp - navigationStart),
    interactiveMs: ms(interactive - navigationStart),
    cpuToLcpMs: ms(cpuTimeBetween(tasks, navigationStart, lcp)),
    cpuToInteractiveMs: ms(cpuTimeBetween(tasks, navigationStart, interactive)),
    cpuBlockingMs: ms(blockingFromThreadTime(tasks, fcp)),
  };
}
