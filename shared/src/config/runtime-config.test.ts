/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { RUNTIME_CONFIG_GLOBAL, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../contracts';
import {
  RUNTIME_CONFIG_STORE_KEY,
  getRuntimeConfig,
  loadRuntimeConfig,
  resetRuntimeConfigForTests,
  setRuntimeConfig,
} from './runtime-config';
import { twoModuleCopies } from '../testing/module-copies';

const cfg: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8000/',
  remotes: {
    discovery: 'http://localhost:3001/mf-manifest.json',
    events: 'http://localhost:3002/mf-manifest.json',
    shop: 'http://localhost:3003/mf-manifest.json',
    account: 'http://localhost:3004/mf-manifest.json',
  },
};
const g = globalThis as Record<string, unknown>;

beforeEach(() => resetRuntimeConfigForTests());

test('getRuntimeConfig throws a clear error until a config is set', () => {
  expect(() => getRuntimeConfig()).toThrow(/runtime config is not loaded/);
  setRuntimeConfig(cfg);
  expect(getRuntimeConfig().apiBaseUrl).toBe('http://localhost:8000');
  expect(g[RUNTIME_CONFIG_STORE_KEY]).toBe(getRuntimeConfig());
});

test('loadRuntimeConfig uses the inlined config without a request', async () => {
  const fetchMock = jest.fn();
  globalThis.fetch = fetchMock as typeof fetch;
  g[RUNTIME_CONFIG_GLOBAL] = cfg;
  await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: 'http://localhost:8000' });
  expect(fetchMock).not.toHaveBeenCalled();
});

test('loadRuntimeConfig fetches /runtime-config.json otherwise', async () => {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(cfg), { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const loaded = await loadRuntimeConfig();
  expect(fetchMock).toHaveBeenCalledWith(
    RUNTIME_CONFIG_PATH,
    expect.objectContaining({ cache: 'no-cache' }),
  );
  expect(loaded.remotes.shop).toBe('http://localhost:3003/mf-manifest.json');
  expect(getRuntimeConfig()).toBe(loaded);
});

test('a failed or malformed config is an error', async () => {
  globalThis.fetch = jest.fn(
    async () => new Response('nope', { status: 404 }),
  ) as unknown as typeof fetch;
  await expect(loadRuntimeConfig()).rejects.toThrow(
    'Failed to load /runtime-config.json: HTTP 404',
  );
  expect(() => setRuntimeConfig({ remotes: cfg.remotes } as RuntimeConfig)).toThrow(
    'missing "apiBaseUrl"',
  );
});

test('two copies of the module read the same config', () => {
  const [a, b] = twoModuleCopies(() =>
    jest.requireActual<typeof import('./runtime-config')>('./runtime-config'),
  );
  a.setRuntimeConfig({ ...cfg, apiBaseUrl: 'http://api.example' });
  expect(b.getRuntimeConfig().apiBaseUrl).toBe('http://api.example');
});
