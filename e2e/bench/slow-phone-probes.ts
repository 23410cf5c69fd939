/**
 * What the slow-phone bench installs in the page it loads: its observers (paint, long tasks, load,
 * the area's mark), the trace, and a watch on the CSS animations and transitions it starts.
 */
import type { CDPSession } from '@playwright/test';
import { AREA_RENDERED_MARK } from '@citylens/shared/contracts';
import type { Animated } from './slow-phone-figures';
import type { Trace } from './trace';

/** Observers installed before any of the page's scripts: paint, long tasks, load. */
export const PAGE_OBSERVERS = `(() => {
  const figures = (window.__slowPhone = { fcp: 0, areaRendered: 0, load: 0, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === '${AREA_RENDERED_MARK}' && !figures.areaRendered) figures.areaRendered = e.startTime;
  }).observe({ type: 'mark', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') figures.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) figures.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('load', () => (figures.load = performance.now()));
})()`;

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'loading',
  'blink.user_timing',
  // The main thread's top-level tasks (RunTask), with their thread time.
  'toplevel',
  '__metadata',
].join(',');

export async function startTracing(cdp: CDPSession): Promise<() => Promise<Trace>> {
  await cdp.send('Tracing.start', {
    categories: TRACE_CATEGORIES,
    transferMode: 'ReturnAsStream',
  });
  return async () => {
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)),
    );
    await cdp.send('Tracing.end');
    const stream = await complete;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    return JSON.parse(text) as Trace;
  };
}

/** Names each CSS animation or transition as it starts: its name, element and visibility. */
export async function watchAnimations(cdp: CDPSession, found: Animated[]): Promise<void> {
  await cdp.send('DOM.enable');
  await cdp.send('Animation.enable');
  cdp.on('Animation.animationStarted', ({ animation }) => {
    void (async () => {
      let target = '?';
      let onScreen = false;
      const nodeId = animation.source?.backendNodeId;
      if (nodeId !== undefined) {
        try {
          const { node } = await cdp.send('DOM.describeNode', { backendNodeId: nodeId });
          const attrs = node.attributes ?? [];
          const attr = (name: string) => {
            const i = attrs.indexOf(name);
            return i >= 0 ? attrs[i + 1] : undefined;
          };
          target = [
            node.nodeName.toLowerCase(),
            attr('aria-label') ? `[aria-label="${attr('aria-label')}"]` : '',
            attr('class') ? `.${attr('class')!.split(' ')[0]}` : '',
          ].join('');
          const box = await cdp
            .send('DOM.getBoxModel', { backendNodeId: nodeId })
            .catch(() => null);
          onScreen = box !== null && box.model.width > 0 && box.model.height > 0;
        } catch {
          target = '(gone)';
        }
      }
      found.push({
        name: animation.name || '(unnamed)',
        type: animation.type,
        target,
        onScreen,
        at: animation.startTime,
        infinite: animation.source?.iterations === null || animation.source?.iterations === 0,
      });
    })();
  });
}
