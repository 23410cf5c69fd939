/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_BUCKET_COOKIE, type RuntimeConfig } from '../src/contracts';
import { closePageRenderers, loadPageRenderer, variantKey, wholeDocument } from './page-renderer';
import { RENDER_WORKERS_PER_VARIANT, renderWorkersPerVariant } from './render-workers';

/**
 * A stand-in for the host's render.js that keeps its state as the federation runtime does: on a
 * global that cannot be deleted or redefined, set by the first copy loaded in a realm.
 */
const fakeBuild = (label: string) => `
if (!('__FAKE_FEDERATION__' in globalThis))
  Object.defineProperty(globalThis, '__FAKE_FEDERATION__', { value: { build: '${label}' } });
exports.renderPage = async ({ url }) => ({
  html: globalThis.__FAKE_FEDERATION__.build + ' ' + url,
  head: '',
  queryState: { queries: [], mutations: [] },
  remote: null,
  cacheable: true,
});
`;

const config: RuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:9',
  remotes: {
    discovery: 'http://127.0.0.1:9/mf-manifest.json',
    events: 'http://127.0.0.1:9/mf-manifest.json',
    shop: 'http://127.0.0.1:9/mf-manifest.json',
    account: 'http://127.0.0.1:9/mf-manifest.json',
  },
};

afterAll(closePageRenderers);

test('a redeployed host renders with its new build, not with the globals of the first one', async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'citylens-render-'));
  mkdirSync(path.join(dist, 'server'));
  const file = path.join(dist, 'server', 'render.js');
  const env = { CITYLENS_SSR_CACHE: 'off' };

  writeFileSync(file, fakeBuild('first'));
  const first = loadPageRenderer(dist, config, 'http://x', {}, env)!;
  expect((await wholeDocument(await first('/privacy', undefined))).root).toContain(
    'first /privacy',
  );

  // The host redeployed: a new render.js at the same path.
  writeFileSync(file, fakeBuild('second'));
  const second = loadPageRenderer(dist, config, 'http://x', {}, env)!;
  expect((await wholeDocument(await second('/terms', undefined))).root).toContain('second /terms');

  // The same build again (a reload for new runtime settings) keeps rendering with it.
  const again = loadPageRenderer(dist, config, 'http://x', {}, env)!;
  expect((await wholeDocument(await again('/faq', undefined))).root).toContain('second /faq');
});

test("a canary and its stable build render in separate workers, each visitor's by their bucket", async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'citylens-render-'));
  mkdirSync(path.join(dist, 'server'));
  const file = path.join(dist, 'server', 'render.js');
  // Each worker counts its own renders: a realm shared by both variants would count them together.
  writeFileSync(
    file,
    `let renders = 0;
exports.renderPage = async ({ bucket }) => ({
  html: 'bucket ' + bucket + ' render ' + ++renders,
  head: '',
  queryState: { queries: [], mutations: [] },
  remote: null,
  cacheable: true,
});
`,
  );
  const withCanary: RuntimeConfig = {
    ...config,
    remotes: {
      ...config.remotes,
      shop: { url: 'http://s/m.json', canary: { url: 'http://c/m.json', percent: 50 } },
    },
  };
  expect(variantKey(withCanary, 10)).toBe('shop=canary');
  expect(variantKey(withCanary, 50)).toBe('shop=stable');
  expect(variantKey(config, 10)).toBe('');

  const render = loadPageRenderer(dist, withCanary, 'http://x', {}, { CITYLENS_SSR_CACHE: 'off' })!;
  const cookie = (bucket: number) => `${RELEASE_BUCKET_COOKIE}=${bucket}`;
  const pages: string[] = [];
  for (const bucket of [10, 60, 20, 70])
    pages.push((await wholeDocument(await render('/frame-shop', cookie(bucket)))).root);
  expect(pages.map((root) => /bucket \d+ render \d+/.exec(root)?.[0])).toEqual([
    'bucket 10 render 1',
    'bucket 60 render 1',
    'bucket 20 render 2',
    'bucket 70 render 2',
  ]);
});

/**
 * A server build whose page names the worker thread that rendered it, after 100 ms of work;
 * `/crash` ends its worker. `workerOf` renders a URL and says which worker it was.
 */
function threadNamingBuild() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'citylens-render-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'server', 'render.js'),
    `const { threadId } = require('node:worker_threads');
exports.renderPage = async ({ url }) => {
  if (url === '/crash') process.exit(1);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { html: url + ' in worker ' + threadId, head: '', queryState: {}, remote: null, cacheable: true };
};`,
  );
  const render = loadPageRenderer(dist, config, 'http://x', {}, { CITYLENS_SSR_CACHE: 'off' })!;
  const workerOf = async (url: string) =>
    /in worker \d+/.exec((await wholeDocument(await render(url, undefined))).root)![0];
  return { render, workerOf };
}

test('pages asked for at once render side by side in a pool of workers; one at a time, in the warm one', async () => {
  const { workerOf } = threadNamingBuild();

  const first = await workerOf('/faq');
  // The other workers warm up on that page meanwhile; a visitor alone still gets the first one.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await workerOf('/terms')).toBe(first);
  expect(await workerOf('/privacy')).toBe(first);

  const burst = await Promise.all(
    Array.from({ length: RENDER_WORKERS_PER_VARIANT * 2 }, (_, i) => workerOf(`/faq?${i}`)),
  );
  expect(new Set(burst).size).toBe(RENDER_WORKERS_PER_VARIANT);
});

test('a render worker that dies fails only its own page, and the pool gets a new one', async () => {
  const { render, workerOf } = threadNamingBuild();
  const before = await workerOf('/faq');
  await new Promise((resolve) => setTimeout(resolve, 300));

  await expect(render('/crash', undefined).then(wholeDocument)).rejects.toThrow(
    'render worker exited (1)',
  );
  expect(await workerOf('/terms')).toMatch(/in worker \d+/);
  const burst = await Promise.all(
    Array.from({ length: RENDER_WORKERS_PER_VARIANT * 2 }, (_, i) => workerOf(`/faq?${i}`)),
  );
  expect(new Set(burst).size).toBe(RENDER_WORKERS_PER_VARIANT);
  expect(burst).not.toContain(before);
});

test('CITYLENS_RENDER_WORKERS sets the pool; unset, one worker per core up to 4; anything else is refused', () => {
  expect(renderWorkersPerVariant({})).toBe(Math.max(1, Math.min(4, os.availableParallelism())));
  expect(renderWorkersPerVariant({ CITYLENS_RENDER_WORKERS: '1' })).toBe(1);
  for (const raw of ['0', 'two', '1.5', '17'])
    expect(() => renderWorkersPerVariant({ CITYLENS_RENDER_WORKERS: raw })).toThrow(
      `CITYLENS_RENDER_WORKERS must be a whole number from 1 to 16, not "${raw}"`,
    );
});

test('the page cache: one render for concurrent asks, shared across buckets, served stale while it renders again', async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'citylens-render-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'server', 'render.js'),
    `let renders = 0;
exports.renderPage = async ({ url }) => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return { html: url + ' render ' + ++renders, head: '', queryState: {}, remote: null, cacheable: true };
};`,
  );
  let now = 1_000_000;
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
  try {
    const render = loadPageRenderer(dist, config, 'http://x', {}, {})!;
    const cookie = (bucket: number) => `${RELEASE_BUCKET_COOKIE}=${bucket}`;
    const pageOf = async (bucket?: number) =>
      /render \d+/.exec(
        (
          await wholeDocument(
            await render('/faq', bucket === undefined ? undefined : cookie(bucket)),
          )
        ).root,
      )?.[0];

    // Ten visitors at once, each with their own bucket and no canary live: one render.
    const first = await Promise.all([undefined, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(pageOf));
    expect(new Set(first)).toEqual(new Set(['render 1']));

    // Fresh for 10 s.
    now += 9_000;
    expect(await pageOf(42)).toBe('render 1');
    // Past 10 s: still served once more while one render refreshes it; then the new one.
    now += 2_000;
    expect(await pageOf()).toBe('render 1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pageOf()).toBe('render 2');
    // Past 60 s nothing that old is served: the visitor waits for a new render.
    now += 61_000;
    expect(await pageOf()).toBe('render 3');
  } finally {
    clock.mockRestore();
  }
});

test('with the cache off a reset link still says its path carries a secret', async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'citylens-render-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'render.js'), fakeBuild('secret'));
  const render = loadPageRenderer(dist, config, 'http://x', {}, { CITYLENS_SSR_CACHE: 'off' })!;
  const reset = await render('/reset-password/MQ/token', undefined);
  expect(reset.cacheStatus).toBe('CityLens; fwd=bypass; detail=secret-in-path');
  const faq = await render('/faq', undefined);
  expect(faq.cacheStatus).toBe('CityLens; fwd=bypass; detail=cache-off');
  // Both renders end before the workers do (afterAll): none is left to fail with them.
  await Promise.all([wholeDocument(reset), wholeDocument(faq)]);
});
