import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { TelemetryRecord } from '@citylens/shared/contracts';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { rollBackWorseCanaries } from './auto-rollback.js';
import { TelemetryRepository } from './repository.js';
import { serveTestManifests } from './test-manifests.js';

/** Forged telemetry, as an attacker would send it: none of it may steer a release or fill disks. */

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
let manifests: Awaited<ReturnType<typeof serveTestManifests>>;
let configFile: string;
let t: TestApp;
before(async () => {
  manifests = await serveTestManifests();
  configFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'citylens-rc-')), 'runtime.json');
  await writeFile(configFile, JSON.stringify(manifests.withEventsCanary(50)));
  t = await createTestApp({
    seed: false,
    env: {
      ...manifests.env,
      OPS_TOKEN,
      CITYLENS_RUNTIME_CONFIG_FILE: configFile,
      LIMIT_TELEMETRY_IP: '1000/60',
      TELEMETRY_DAILY_ROWS: '100000',
    },
  });
});
after(async () => {
  await t.close();
  await manifests.close();
});

let traces = 0;
const trace = () => (traces++).toString(16).padStart(32, 'b');
const record = (over: Partial<TelemetryRecord> = {}) =>
  ({
    trace: trace(),
    kind: 'load',
    remote: 'events',
    variant: 'stable',
    release: 'events-1',
    route: '/events',
    outcome: 'loaded',
    renderMs: 80,
    ...over,
  }) as TelemetryRecord;
const post = (app: TestApp, records: TelemetryRecord[], ip: string) =>
  app.call({
    method: 'POST',
    url: '/api/telemetry/',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ records }),
    remoteAddress: ip,
  });
const opsData = async (app: TestApp) =>
  (
    await app.call({
      url: '/ops/releases/data?window=hour',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    })
  ).json();

test('forged fell-back records from one client do not roll a healthy canary back', async () => {
  // A healthy canary and stable, each seen by 25 visitors.
  for (let i = 0; i < 25; i += 1) {
    assert.equal((await post(t, [record()], `10.3.0.${i}`)).statusCode, 202);
    const canary = record({ variant: 'canary', release: 'events-2' });
    assert.equal((await post(t, [canary], `10.3.1.${i}`)).statusCode, 202);
  }
  // One page (one address) posts 50 canary page views that fell back, each with an error.
  for (let i = 0; i < 2; i += 1) {
    const forged = Array.from({ length: 25 }, () => {
      const tr = trace();
      return [
        record({ trace: tr, variant: 'canary', release: 'events-2', outcome: 'fell-back' }),
        {
          trace: tr,
          kind: 'error',
          remote: 'events',
          variant: 'canary',
          release: 'events-2',
          route: '/events',
          source: 'boundary',
          message: 'Error: forged',
        } as TelemetryRecord,
      ];
    }).flat();
    assert.equal((await post(t, forged, '203.0.113.9')).statusCode, 202);
  }
  const rolledBack = await rollBackWorseCanaries({
    file: configFile,
    minViews: 50,
    minClients: 20,
    repo: new TelemetryRepository(t.app.ctx.db),
    now: new Date(),
    log: t.app.log,
  });
  assert.deepEqual(rolledBack, []);
  const file = JSON.parse(await readFile(configFile, 'utf8'));
  assert.equal(file.remotes.events.canary.percent, 50);
  const data = await opsData(t);
  const events = data.canaries.find((c: { remote: string }) => c.remote === 'events');
  assert.equal(events.worse, false, JSON.stringify(events));
  assert.equal(events.canaryClients, 26);
});

test('records for a release or variant the runtime config does not name are dropped', async () => {
  const repo = new TelemetryRepository(t.app.ctx.db);
  const before = await repo.count();
  const forged = [
    record({ release: 'made-up-9' }),
    record({ remote: 'shop', release: 'shop-0.0.1-evil' }),
    // The account remote has no canary in the config.
    record({ remote: 'account', variant: 'canary', release: 'account-1.0.0' }),
  ];
  const res = await post(t, forged, '10.4.0.1');
  assert.equal(res.statusCode, 202);
  assert.deepEqual(res.json(), { accepted: 0 });
  assert.equal(await repo.count(), before);
  const releases = (await opsData(t)).variants.flatMap((v: { releases: string[] }) => v.releases);
  assert.ok(!releases.includes('made-up-9'), releases.join());
  // The live ones are still taken.
  const live = await post(
    t,
    [record(), record({ remote: 'shop', release: 'shop-1.0.0' })],
    '10.4.0.2',
  );
  assert.deepEqual(live.json(), { accepted: 2 });
  assert.equal(await repo.count(), before + 2);
});

test('past the daily budget only a sample of page views is stored, and the health page says so', async () => {
  const budgeted = await createTestApp({
    seed: false,
    env: {
      ...manifests.env,
      OPS_TOKEN,
      LIMIT_TELEMETRY_IP: '1000/60',
      TELEMETRY_DAILY_ROWS: '20',
      TELEMETRY_SAMPLE_EVERY: '4',
    },
  });
  try {
    // 10 batches of 20 page views: the first fills the budget, the other 180 views are sampled.
    for (let i = 0; i < 10; i += 1) {
      const batch = Array.from({ length: 20 }, () =>
        record({ remote: 'shop', release: 'shop-1.0.0' }),
      );
      assert.equal((await post(budgeted, batch, `10.5.0.${i}`)).statusCode, 202);
    }
    const stored = await new TelemetryRepository(budgeted.app.ctx.db).count();
    // One in four of 180, give or take the hash: far below 200, above the budget.
    assert.ok(stored > 20 && stored < 20 + 90, `stored ${stored}`);
    const data = await opsData(budgeted);
    assert.equal(data.budget.dailyRows, 20);
    assert.equal(data.budget.storedToday, stored);
    assert.deepEqual(data.budget.sampledOut, [
      { remote: 'shop', variant: 'stable', count: 200 - stored },
    ]);
  } finally {
    await budgeted.close();
  }
});
