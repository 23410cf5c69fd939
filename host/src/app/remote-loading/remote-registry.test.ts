import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadRemoteModule,
  registerRemotesFromConfig,
  REMOTE_LOAD_BUDGET_MS,
  REMOTE_RETRY_BACKOFF_MS,
  RemoteUnavailableError,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const Page = () => null;

beforeEach(() => {
  jest.useFakeTimers();
  mockedLoadRemote.mockReset();
});
afterEach(() => jest.useRealTimers());

test('retries with backoff and succeeds once the remote answers', async () => {
  mockedLoadRemote
    .mockRejectedValueOnce(new Error('connection refused'))
    .mockRejectedValueOnce(new Error('connection refused'))
    .mockResolvedValueOnce({ default: Page });
  const result = loadRemoteModule('shop', 'shop/FrameShopPage');
  await jest.advanceTimersByTimeAsync(REMOTE_RETRY_BACKOFF_MS[0]! + REMOTE_RETRY_BACKOFF_MS[1]!);
  await expect(result).resolves.toEqual({ default: Page });
  expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
});

test('gives up after the last backoff with a RemoteUnavailableError', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('connection refused'));
  const result = loadRemoteModule('events', 'events/EventsPage');
  const settled = expect(result).rejects.toBeInstanceOf(RemoteUnavailableError);
  await jest.advanceTimersByTimeAsync(1000);
  await settled;
  expect(mockedLoadRemote).toHaveBeenCalledTimes(REMOTE_RETRY_BACKOFF_MS.length + 1);
});

test('a load that never answers fails when the budget runs out', async () => {
  mockedLoadRemote.mockReturnValue(new Promise(() => {}));
  const result = loadRemoteModule('account', 'account/ProfilePage');
  const settled = expect(result).rejects.toThrow(/no answer within/);
  await jest.advanceTimersByTimeAsync(REMOTE_LOAD_BUDGET_MS);
  await settled;
});

test('a module without a default export is unavailable, not a crash', async () => {
  mockedLoadRemote.mockResolvedValue({});
  const result = loadRemoteModule('discovery', 'discovery/HomePage');
  const settled = expect(result).rejects.toThrow(/no default export/);
  await jest.advanceTimersByTimeAsync(1000);
  await settled;
});

const config = {
  apiBaseUrl: 'http://localhost:8000',
  remotes: {
    discovery: 'http://localhost:3001/mf-manifest.json',
    events: 'http://localhost:3002/mf-manifest.json',
    shop: {
      url: 'http://localhost:3003/mf-manifest.json',
      canary: { url: 'http://localhost:3003/canary/mf-manifest.json', percent: 100 },
    },
    account: 'http://localhost:3004/mf-manifest.json',
  },
};

test("registers each remote from the runtime config, the canary's URL for a canary visitor", () => {
  mockedRegister.mockReset();
  registerRemotesFromConfig(config);
  expect(mockedRegister).toHaveBeenCalledWith(
    expect.arrayContaining([
      { name: 'shop', entry: 'http://localhost:3003/canary/mf-manifest.json' },
      { name: 'events', entry: 'http://localhost:3002/mf-manifest.json' },
    ]),
    { force: true },
  );
  expect(document.documentElement.getAttribute('data-shop-variant')).toBe('canary');
  expect(document.documentElement.getAttribute('data-events-variant')).toBe('stable');
});

test("a chunk that fails to load (a redeploy) makes the page fetch the remote's manifest again once", async () => {
  registerRemotesFromConfig(config);
  mockedRegister.mockReset();
  const chunkError = Object.assign(new Error('Loading chunk 512 failed.'), {
    name: 'ChunkLoadError',
  });
  mockedLoadRemote.mockRejectedValueOnce(chunkError).mockResolvedValueOnce({ default: Page });
  const result = loadRemoteModule('shop', 'shop/CheckoutPage');
  await expect(result).resolves.toEqual({ default: Page });
  expect(mockedRegister).toHaveBeenCalledTimes(1);
  expect(mockedRegister).toHaveBeenCalledWith(
    [{ name: 'shop', entry: 'http://localhost:3003/canary/mf-manifest.json' }],
    { force: true },
  );
});

test('a remote refused for its contracts version is not retried', async () => {
  const globals = globalThis as { __CITYLENS_REFUSED_REMOTES__?: Record<string, string> };
  globals.__CITYLENS_REFUSED_REMOTES__ = { events: 'built with contracts 2.0.0' };
  mockedLoadRemote.mockRejectedValue(new Error('refused'));
  try {
    await expect(loadRemoteModule('events', 'events/EventsPage')).rejects.toThrow(
      /built with contracts 2\.0\.0/,
    );
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  } finally {
    delete globals.__CITYLENS_REFUSED_REMOTES__;
  }
});
