import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  loadRemoteModule,
  REMOTE_LOAD_BUDGET_MS,
  REMOTE_RETRY_BACKOFF_MS,
  RemoteUnavailableError,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

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
