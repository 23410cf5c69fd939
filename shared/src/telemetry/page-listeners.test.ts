import type { TelemetryRecord } from '../contracts';
import { AREA_ATTRIBUTE, reportWebVitals } from './page-listeners';
import { PageTelemetry } from './page-telemetry';

type Report = (metric: { value: number; attribution: Record<string, unknown> }) => void;
const observers: Record<
  string,
  { report: Report; opts?: { generateTarget: (n: Node) => string } }
> = {};
jest.mock('web-vitals/attribution', () => {
  const observe = (name: string) => (report: Report, opts?: never) => {
    observers[name] = { report, opts };
  };
  return {
    onLCP: observe('LCP'),
    onINP: observe('INP'),
    onCLS: observe('CLS'),
    onFCP: observe('FCP'),
    onTTFB: observe('TTFB'),
  };
});

test('an interaction counts for the area it happened in, even after a route change removed it', async () => {
  const sent: TelemetryRecord[] = [];
  const telemetry = new PageTelemetry({
    apiBaseUrl: 'http://api.test',
    analytics: () => true,
    send: (_url, body) =>
      sent.push(...(JSON.parse(body) as { records: TelemetryRecord[] }).records),
  });
  const area = document.createElement('div');
  area.setAttribute(AREA_ATTRIBUTE, 'discovery');
  const heading = document.createElement('h1');
  area.append(heading);
  document.body.append(area);

  await reportWebVitals(telemetry);
  expect(telemetry.vitalsObserved).toBe(true);
  const press = new Event('pointerdown', { bubbles: true });
  heading.dispatchEvent(press);
  area.remove(); // the next route replaces the area; INP is reported at pagehide

  // By then the browser's entry no longer names the element (its target is null).
  const inp = observers.INP!;
  inp.report({
    value: 240,
    attribution: {
      interactionTarget: inp.opts!.generateTarget(null as unknown as Node),
      interactionTime: press.timeStamp + 3,
    },
  });
  // An element that was never interacted with and has left the page counts for the host.
  const lcp = observers.LCP!;
  lcp.report({
    value: 1800,
    attribution: { target: lcp.opts!.generateTarget(document.createElement('img')) },
  });
  telemetry.flush();
  expect(sent.map((r) => r.kind === 'vital' && [r.name, r.remote])).toEqual([
    ['INP', 'discovery'],
    ['LCP', 'host'],
  ]);
});
