/**
 * The slow-phone bench's figures for one load: from the page's own observers (paint, long tasks,
 * load, the area's mark) and from its trace (thread time, frames drawn, what may draw them).
 */
import {
  cpuTimeBetween,
  pageMainThread,
  pageTimestamps,
  topLevelTasks,
  type Trace,
  type TraceEvent,
} from './trace';

/** The page's own figures, from its observers (performance.now() clock, ms). */
export interface PageFigures {
  fcp: number;
  /** When the route's remote area had rendered (its AREA_RENDERED_MARK), or 0. */
  areaRendered: number;
  load: number;
  longTasks: { start: number; duration: number }[];
}

export interface Animated {
  name: string;
  type: string;
  target: string;
  onScreen: boolean;
  /** ms after navigation start (performance.now() clock of the page). */
  at: number;
  infinite: boolean;
}

export interface SlowPhoneRun {
  tbt: number;
  /** ms from navigation start to first contentful paint (the page's paint entry). */
  fcp: number;
  /** ms from first contentful paint until the route's area had rendered (NaN: no mark). */
  areaAfterFcp: number;
  interactiveAfterFcp: number;
  /** Main-thread CPU time (thread time, the throttle's slowdown in it) from navigation start to interactive, ms. */
  cpuToInteractive: number;
  framesPerSecondToInteractive: number;
  framesPerSecondQuiet: number;
  /** Frames drawn from FCP to interactive with no paint of the page since the previous frame. */
  unpaintedFrames: number;
  animationFrames: number;
  timers: number;
  decodes: number;
  animations: Animated[];
}

export const QUIET_MS = 5000;
const LONG_TASK_MS = 50;

const eventsOf = (trace: Trace): TraceEvent[] => (Array.isArray(trace) ? trace : trace.traceEvents);

/** A frame drawn with no paint of the page since the one before changed no pixel of its content. */
function unpaintedFrames(events: TraceEvent[], pid: number, from: number, to: number): number {
  const drawn = events
    .filter((e) => e.pid === pid && (e.name === 'DrawFrame' || e.name === 'Paint'))
    .sort((a, b) => a.ts - b.ts);
  let painted = true;
  let unpainted = 0;
  for (const e of drawn) {
    if (e.name === 'Paint') painted = true;
    else {
      if (!painted && e.ts >= from && e.ts < to) unpainted += 1;
      painted = false;
    }
  }
  return unpainted;
}

/** One load's figures, from the page's observers, its trace and the animations it started. */
export function slowPhoneRun(
  page: PageFigures,
  trace: Trace,
  animations: Animated[],
): SlowPhoneRun {
  const thread = pageMainThread(trace);
  const { navigationStart, fcp } = pageTimestamps(trace, thread);
  const afterFcp = page.longTasks.filter((t) => t.start + t.duration > page.fcp);
  const tbtEnd = page.load + QUIET_MS;
  const tbt = afterFcp
    .filter((t) => t.start < tbtEnd)
    .reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0);
  // Interactive: no long task left, and the route's area rendered (its hydration runs in short
  // slices, which no long task marks).
  const lastLongEnd = Math.max(
    page.fcp,
    page.areaRendered,
    ...afterFcp.map((t) => t.start + t.duration),
  );
  const interactiveAfterFcp = Math.max(1000, lastLongEnd - page.fcp);
  const from = fcp;
  const to = fcp + interactiveAfterFcp * 1000;
  const quietTo = to + QUIET_MS * 1000;
  const events = eventsOf(trace);
  const countIn = (names: string[], a: number, b: number, pid?: number) =>
    events.filter(
      (e) =>
        names.includes(e.name) &&
        e.ph !== 'E' &&
        e.ts >= a &&
        e.ts < b &&
        (pid === undefined || e.pid === pid),
    ).length;
  const frames = (a: number, b: number) => countIn(['DrawFrame'], a, b, thread.pid);
  return {
    tbt,
    fcp: page.fcp,
    areaAfterFcp: page.areaRendered ? page.areaRendered - page.fcp : NaN,
    interactiveAfterFcp,
    cpuToInteractive: cpuTimeBetween(topLevelTasks(trace, thread), navigationStart, to) / 1000,
    framesPerSecondToInteractive: frames(from, to) / (interactiveAfterFcp / 1000),
    framesPerSecondQuiet: frames(to, quietTo) / (QUIET_MS / 1000),
    unpaintedFrames: unpaintedFrames(events, thread.pid, from, to),
    animationFrames: countIn(['FireAnimationFrame'], from, to, thread.pid),
    timers: countIn(['TimerFire'], from, to, thread.pid),
    decodes: countIn(['Decode Image', 'ImageDecodeTask'], from, to),
    animations: animations.filter((a) => a.at >= (fcp - navigationStart) / 1000 - 1),
  };
}
