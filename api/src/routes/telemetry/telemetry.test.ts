import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { TelemetryRecord } from '@citylens/shared/contracts';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { compareRates } from './canary-comparison.js';
import { TelemetryRepository } from './repository.js';
import { serveTestManifests } from './test-manifests.js';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
let t: TestApp;
let configFile: string;
let manifests: Awaited<ReturnType<typeof serveTestManifests>>;
before(async () => {
  configFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'citylens-rc-')), 'runtime.json');
  manifests = await serveTestManifests();
  t = await createTestApp({
    seed: false,
    env: {
      ...manifests.env,
      OPS_TOKEN,
      OPS_AUTO_ROLLBACK: 'true',
      OPS_ROLLBACK_MIN_VIEWS: '10',
      OPS_ROLLBACK_MIN_CLIENTS: '10',
      CITYLENS_RUNTIME_CONFIG_FILE: configFile,
      LIMIT_TELEMETRY_IP: '40/60',
    },
  });
});
after(async () => {
  await t.close();
  await manifests.close();
});

let traceCounter = 0;
const trace = () => (traceCounter++).toString(16).padStart(32, 'a');
const load = (over: Partial<TelemetryRecord> = {}): TelemetryRecord =>
  ({
    trace: trace(),
    kind: 'load',
    remote: 'shop',
    variant: 'stable',
    release: 'shop-1.0.0',
    route: '/frame-shop',
    outcome: 'loaded',
    manifestMs: 12,
    entryMs: 30,
    chunkMs: 20,
    renderMs: 90,
    ...over,
  }) as TelemetryRecord;

const post = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
  t.call({
    method: 'POST',
    url: '/api/telemetry/',
    headers: { 'content-type': 'text/plain', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: ip,
  });
const stored = () => new TelemetryRepository(t.app.ctx.db).count();
const ops = (url: string) => t.call({ url, headers: { authorization: `Bearer ${OPS_TOKEN}` } });

test('POST /api/telemetry/ stores a beacon batch (text/plain) and a JSON one', async () => {
  const before = await stored();
  const error: TelemetryRecord = {
    trace: trace(),
    kind: 'error',
    remote: 'shop',
    variant: 'stable',
    release: 'shop-1.0.0',
    route: '/frame-shop',
    source: 'boundary',
    message: 'Error: frame grid broke',
    stack: 'at render (/static/js/12.js:1:200)',
  };
  const vital: TelemetryRecord = {
    trace: trace(),
    kind: 'vital',
    remote: 'discovery',
    variant: 'stable',
    release: 'discovery-1.0.0',
    route: '/',
    name: 'LCP',
    value: 1234.5,
  };
  const res = await post({ records: [load(), error, vital] });
  assert.equal(res.statusCode, 202, res.body);
  assert.deepEqual(res.json(), { accepted: 3 });
  const json = await post(
    { records: [load()] },
    { 'content-type': 'application/json' },
    '10.0.0.2',
  );
  assert.equal(json.statusCode, 202);
  assert.equal(await stored(), before + 4);
});

test('malformed, oversized and unknown-field batches get 400/413, never 5xx, and store nothing', async () => {
  const before = await stored();
  const cases: [unknown, number][] = [
    ['{not json', 400],
    [{}, 400],
    [{ records: [] }, 400],
    [{ records: [{ ...load(), userId: 7 }] }, 400],
    [{ records: [{ ...load(), trace: 'not-a-trace' }] }, 400],
    [{ records: [{ ...load(), route: '/frame-shop?email=a@b.c' }] }, 400],
    [{ records: [{ ...load(), remote: 'evil' }] }, 400],
    [{ records: [{ ...load(), kind: 'error', message: 'x'.repeat(201) }] }, 400],
    [{ records: Array.from({ length: 51 }, () => load()) }, 400],
    [{ records: [load()], padding: 'x'.repeat(40 * 1024) }, 413],
    ['x'.repeat(64 * 1024), 413],
  ];
  for (const [payload, status] of cases) {
    const res = await post(payload, {}, '10.0.0.3');
    assert.equal(res.statusCode, status, `${JSON.stringify(payload).slice(0, 80)} → ${res.body}`);
  }
  assert.equal(await stored(), before);
});

test('a flood from one address gets 429 with Retry-After, and the refused batches are not stored', async () => {
  let refused = 0;
  const before = await stored();
  for (let i = 0; i < 60; i += 1) {
    const res = await post({ records: [load()] }, {}, '10.9.9.9');
    assert.ok(res.statusCode === 202 || res.statusCode === 429, String(res.statusCode));
    if (res.statusCode === 429) {
      refused += 1;
      assert.ok(Number(res.headers['retry-after']) > 0);
    }
  }
  assert.equal(refused, 20);
  assert.equal(await stored(), before + 40);
  // Another address is not held back.
  assert.equal((await post({ records: [load()] }, {}, '10.9.9.8')).statusCode, 202);
});

test('the health page needs OPS_TOKEN', async () => {
  for (const url of ['/ops/releases', '/ops/releases/data', '/ops/assets/uPlot.iife.min.js']) {
    const res = await t.call({ url });
    assert.equal(res.statusCode, 401, url);
    assert.match(String(res.headers['www-authenticate']), /^Basic/);
    const wrong = await t.call({
      url,
      headers: { authorization: 'Bearer wrong-token-wrong-token' },
    });
    assert.equal(wrong.statusCode, 401, url);
  }
  const basic = Buffer.from(`ops:${OPS_TOKEN}`).toString('base64');
  const page = await t.call({ url: '/ops/releases', headers: { authorization: `Basic ${basic}` } });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /<h1>Release health<\/h1>/);
});

test('release health: canary worse beyond noise is flagged and rolled back to 0 % in the runtime config', async () => {
  // The canary's manifest names its release: only that build's figures count for the rollback.
  await writeFile(configFile, JSON.stringify(manifests.withEventsCanary(50)));
  const records: TelemetryRecord[] = [];
  for (let i = 0; i < 15; i += 1) {
    records.push(load({ remote: 'events', route: '/events', release: 'events-1' }));
    const tr = trace();
    records.push(
      load({
        trace: tr,
        remote: 'events',
        variant: 'canary',
        release: 'events-2',
        route: '/events',
        outcome: 'fell-back',
        phase: 'render',
      }),
      {
        trace: tr,
        kind: 'error',
        remote: 'events',
        variant: 'canary',
        release: 'events-2',
        route: '/events',
        source: 'boundary',
        message: 'Error: canary broke',
      },
    );
  }
  // Each page view from its own visitor: a rollback needs many distinct senders.
  for (const [i, record] of records.entries()) {
    const view = records.filter((r) => r.trace === record.trace);
    if (view[0] !== record) continue;
    assert.equal((await post({ records: view }, {}, `10.1.0.${i}`)).statusCode, 202);
  }
  const data = (await ops('/ops/releases/data?window=hour')).json();
  const canary = data.canaries.find((c: { remote: string }) => c.remote === 'events');
  assert.equal(canary.worse, true);
  assert.equal(canary.canaryViews, 15);
  assert.ok(canary.errors.z > 1.645);
  const stable = data.variants.find(
    (v: { remote: string; variant: string }) => v.remote === 'events' && v.variant === 'stable',
  );
  assert.equal(stable.views, 15);
  assert.equal(stable.p75LoadMs, 90);
  assert.ok(
    data.topErrors.some(
      (e: { message: string; release: string }) =>
        e.message === 'Error: canary broke' && e.release === 'events-2',
    ),
  );
  // The rollback check runs after an insert (one at a time): a further stable view starts one.
  for (let i = 0; i < 50; i += 1) {
    const file = JSON.parse(await readFile(configFile, 'utf8'));
    if (file.remotes.events.canary.percent === 0) break;
    await post({ records: [load({ remote: 'events', release: 'events-1' })] }, {}, `10.2.0.${i}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const file = JSON.parse(await readFile(configFile, 'utf8'));
  assert.equal(file.remotes.events.canary.percent, 0);
  const afterRollback = (await ops('/ops/releases/data?window=day')).json();
  assert.equal(afterRollback.rollbacks[0].remote, 'events');
  assert.match(afterRollback.rollbacks[0].reason, /worse than stable/);
});

test('the two-proportion test does not flag noise', () => {
  assert.equal(compareRates(2, 20, 1, 20).worse, false);
  assert.equal(compareRates(10, 20, 0, 20).worse, true);
  assert.equal(compareRates(0, 0, 5, 20).worse, false);
});

test('retention deletes raw rows older than 30 days', async () => {
  const repo = new TelemetryRepository(t.app.ctx.db);
  const old = new Date(Date.now() - 31 * 86_400_000);
  await repo.append([load()], old);
  const before = await repo.count();
  assert.equal(await repo.sweep(new Date()), 1);
  assert.equal(await repo.count(), before - 1);
});

test('with OTEL_EXPORTER_OTLP_ENDPOINT, stored records also go out as OTLP metrics and logs', async () => {
  const received: { path: string; type: string; bytes: number }[] = [];
  const collector = http.createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        type: request.headers['content-type'] ?? '',
        bytes,
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  const exporting = await createTestApp({
    seed: false,
    env: { ...manifests.env, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/` },
  });
  try {
    const res = await exporting.call({
      method: 'POST',
      url: '/api/telemetry/',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        records: [
          load({ outcome: 'fell-back', phase: 'manifest' }),
          {
            trace: trace(),
            kind: 'error',
            remote: 'shop',
            variant: 'canary',
            release: 'shop-1.1.0',
            route: '/frame-shop',
            source: 'boundary',
            message: 'Error: broke',
          },
        ],
      }),
    });
    assert.equal(res.statusCode, 202, res.body);
  } finally {
    await exporting.close(); // shutting the SDK down flushes what it holds
    await new Promise<void>((resolve) => collector.close(() => resolve()));
  }
  const paths = received.filter((r) => r.bytes > 0).map((r) => r.path);
  assert.ok(paths.includes('/v1/metrics'), JSON.stringify(received));
  assert.ok(paths.includes('/v1/logs'), JSON.stringify(received));
});
