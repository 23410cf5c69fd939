import type { TelemetryRecord } from '../contracts';
import { trimStack } from './error-report';
import { PageTelemetry, routePattern } from './page-telemetry';

function telemetry(analytics: boolean) {
  const sent: TelemetryRecord[][] = [];
  const t = new PageTelemetry({
    apiBaseUrl: 'http://api.test',
    analytics: () => analytics,
    send: (url, body) => {
      expect(url).toBe('http://api.test/api/telemetry/');
      sent.push((JSON.parse(body) as { records: TelemetryRecord[] }).records);
    },
  });
  t.registerRemote('shop', 'http://shop.test/canary/mf-manifest.json', 'canary');
  t.registerRemote('events', 'http://shop.test/mf-manifest.json', 'stable');
  return { t, sent: () => sent.flat() };
}

test('a load record carries phases, release and variant, completed by the first render', () => {
  const { t, sent } = telemetry(true);
  const started = t.loadStarted('shop');
  t.manifestFetched('http://shop.test/canary/mf-manifest.json', 12.4, {
    release: 'shop-2',
    contractsVersion: '1.0.0',
  });
  t.entryLoaded('http://shop.test/canary/remoteEntry.js', 30.2);
  t.moduleLoaded('shop', 'shop/FrameShopPage', started, 1);
  t.areaRendered('shop/FrameShopPage');
  t.flush();
  expect(sent()).toEqual([
    expect.objectContaining({
      kind: 'load',
      remote: 'shop',
      variant: 'canary',
      release: 'shop-2',
      outcome: 'loaded',
      manifestMs: 12,
      entryMs: 30,
      contractsVersion: '1.0.0',
      renderMs: expect.any(Number),
      trace: expect.stringMatching(/^[0-9a-f]{32}$/),
    }),
  ]);
});

test('a failed load names its phase; the longest matching base picks the canary', () => {
  const { t, sent } = telemetry(true);
  t.loadStarted('events');
  t.phaseFailed('http://shop.test/mf-manifest.json', 'manifest');
  t.moduleFailed('events', false, false);
  t.flush();
  expect(sent()[0]).toMatchObject({ remote: 'events', outcome: 'fell-back', phase: 'manifest' });
  expect(t.remoteForUrl('http://shop.test/canary/1.js')?.remote).toBe('shop');
});

test('a load that failed is counted once: the area’s fallback adds no render failure, a throw after loading does', () => {
  const { t, sent } = telemetry(true);
  t.loadStarted('events');
  t.phaseFailed('http://shop.test/mf-manifest.json', 'manifest');
  t.moduleFailed('events', false, false);
  expect(t.areaFailed('events', 'events/EventsPage')).toBe(false);
  const started = t.loadStarted('shop');
  t.moduleLoaded('shop', 'shop/FrameShopPage', started, 1);
  expect(t.areaFailed('shop', 'shop/FrameShopPage')).toBe(true);
  t.flush();
  expect(
    sent().map((r) => [r.remote, r.kind === 'load' && r.outcome, r.kind === 'load' && r.phase]),
  ).toEqual([
    ['events', 'fell-back', 'manifest'],
    ['shop', 'fell-back', 'render'],
  ]);
});

test('the same error is reported once per page view, its stack trimmed to the remote’s files', () => {
  const { t, sent } = telemetry(true);
  const error = new Error('broke');
  error.stack =
    'Error: broke\n    at a (http://shop.test/canary/12.js?v=1:1:2)\n    at b (http://host.test/main.js:3:4)';
  t.error('shop', 'boundary', error);
  t.error('shop', 'boundary', error);
  t.flush();
  expect(sent()).toHaveLength(1);
  expect(sent()[0]).toMatchObject({
    kind: 'error',
    message: 'Error: broke',
    stack: 'at a (/12.js:1:2)',
  });
});

test('without analytics consent only the anonymous load outcome is sent', () => {
  const { t, sent } = telemetry(false);
  t.error('shop', 'error', new Error('x'));
  t.vital('shop', 'LCP', 1200);
  t.moduleFailed('shop', false, true);
  t.flush();
  expect(sent().map((r) => r.kind)).toEqual(['load']);
});

test('routes are reported as patterns, never with their values or query', () => {
  expect(routePattern('/city/Paris/food')).toBe('/city/:cityName/food');
  expect(routePattern('/frame-shop')).toBe('/frame-shop');
  expect(routePattern('/nowhere/at/all/x')).toBe('other');
  expect(trimStack(undefined, 'x')).toBeUndefined();
});
