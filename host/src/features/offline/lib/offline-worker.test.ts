import { sessionKeys } from '@citylens/shared/contracts';
import { offlineWorkerOnNextPage, retireOfflineWorker, startOfflineWorker } from './offline-worker';

function fakeServiceWorker(controller: object | null = null) {
  const register = jest.fn().mockResolvedValue({});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, register, getRegistrations: async () => [] },
  });
  // canKeepOffline asks for Cache Storage too.
  Object.defineProperty(window, 'caches', { configurable: true, value: { keys: async () => [] } });
  return register;
}

describe('when the offline worker installs', () => {
  const nodeEnv = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    jest.useRealTimers();
  });

  test('not on the visit’s first page; on the next page it moves to, once that page is quiet', async () => {
    const register = fakeServiceWorker();
    startOfflineWorker({});
    await jest.runAllTimersAsync();
    expect(register).not.toHaveBeenCalled();
    offlineWorkerOnNextPage();
    await jest.advanceTimersByTimeAsync(4900);
    expect(register).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    // Later moves register nothing more.
    offlineWorkerOnNextPage();
    await jest.runAllTimersAsync();
    expect(register).toHaveBeenCalledTimes(1);
  });

  test('on a later page load of the visit, once the page is quiet', async () => {
    const register = fakeServiceWorker();
    sessionStorage.setItem(sessionKeys.visitPageLoads, '1');
    startOfflineWorker({});
    await jest.runAllTimersAsync();
    expect(register).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(sessionKeys.visitPageLoads)).toBe('2');
  });

  test('never again on a page the worker already answers, nor with the kill switch on', async () => {
    const register = fakeServiceWorker({ state: 'activated' });
    sessionStorage.setItem(sessionKeys.visitPageLoads, '3');
    startOfflineWorker({});
    offlineWorkerOnNextPage();
    await jest.runAllTimersAsync();
    const switchedOff = fakeServiceWorker();
    startOfflineWorker({ serviceWorker: 'off' });
    offlineWorkerOnNextPage();
    await jest.runAllTimersAsync();
    expect(register).not.toHaveBeenCalled();
    expect(switchedOff).not.toHaveBeenCalled();
  });
});

test('the kill switch unregisters every worker of the site and deletes the caches it filled', async () => {
  const unregister = jest.fn().mockResolvedValue(true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: async () => [{ unregister }, { unregister }] },
  });
  const deleted: string[] = [];
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: {
      keys: async () => [
        'citylens-precache-v2-http://localhost:3000/',
        'citylens-pages',
        'citylens-city:Paris',
        'another-app',
      ],
      delete: async (name: string) => deleted.push(name) > 0,
    },
  });
  await retireOfflineWorker();
  expect(unregister).toHaveBeenCalledTimes(2);
  expect(deleted).toEqual([
    'citylens-precache-v2-http://localhost:3000/',
    'citylens-pages',
    'citylens-city:Paris',
  ]);
});
