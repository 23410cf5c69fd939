/** The slow-phone bench's printed table: one line per load or per route's medians, and its legend. */
import { median } from './results';
import type { SlowPhoneRun } from './slow-phone-figures';

const pad = (value: number | string, width: number) => String(value).padStart(width);

export function summary(label: string, all: SlowPhoneRun[]): string {
  const m = (pick: (r: SlowPhoneRun) => number) => median(all.map(pick));
  return [
    label.padEnd(34),
    pad(m((r) => r.fcp).toFixed(0), 6),
    pad(m((r) => r.tbt).toFixed(0), 8),
    pad(Number.isNaN(m((r) => r.areaAfterFcp)) ? '–' : m((r) => r.areaAfterFcp).toFixed(0), 9),
    pad(m((r) => r.interactiveAfterFcp).toFixed(0), 9),
    pad(m((r) => r.cpuToInteractive).toFixed(0), 8),
    pad(m((r) => r.framesPerSecondToInteractive).toFixed(1), 9),
    pad(m((r) => r.framesPerSecondQuiet).toFixed(1), 8),
    pad(m((r) => r.unpaintedFrames).toFixed(0), 9),
    pad(m((r) => r.animationFrames).toFixed(0), 6),
    pad(m((r) => r.timers).toFixed(0), 7),
    pad(m((r) => r.decodes).toFixed(0), 8),
  ].join(' ');
}

export const HEADER = `${'route'.padEnd(34)} ${pad('FCP', 6)} ${pad('TBT 4×', 8)} ${pad('FCP→area', 9)} ${pad('FCP→TTI', 9)} ${pad('cpu→TTI', 8)} ${pad('fps→TTI', 9)} ${pad('fps 5s', 8)} ${pad('no paint', 9)} ${pad('rAF', 6)} ${pad('timers', 7)} ${pad('decodes', 8)}`;

export function animationLines(all: SlowPhoneRun[]): string[] {
  const seen = new Map<string, number>();
  for (const run of all)
    for (const a of run.animations) {
      const key = `${a.type} ${a.name} on ${a.target}${a.infinite ? ', infinite' : ''}${a.onScreen ? '' : ', not on screen'}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  return [...seen].map(([key, n]) => `    ${key} (${(n / all.length).toFixed(1)} per load)`);
}

export const LEGEND = `
FCP (ms): from navigation start to first contentful paint (the page's paint entry), at the throttled CPU.
TBT 4× (ms): long tasks (longtask observer) from FCP to 5 s after load, each past 50 ms, at the throttled CPU.
FCP→area (ms): from first contentful paint until the route's remote area had rendered (hydrated):
  its controls answer from then on ('–' for a tree that sets no such mark).
FCP→TTI (ms): from first contentful paint to the end of the last long task before 5 s of quiet, or to
  the area's render when later (1000 at least).
cpu→TTI (ms): the main thread's CPU time (trace thread time) from navigation start to interactive,
  the throttle's slowdown in it: it leaves out waits for a core when other work shares the machine.
fps→TTI, fps 5s: compositor frames drawn (trace DrawFrame) per second in that window, and in the 5 s after it.
no paint: frames drawn from FCP to interactive with no paint of the page since the frame before.
rAF, timers, decodes: requestAnimationFrame callbacks and timers fired on the page's main thread, and
  image decodes, from FCP to interactive. Below each route: the CSS animations and transitions started.`;
