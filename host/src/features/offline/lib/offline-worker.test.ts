import { retireOfflineWorker } from './offline-worker';

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
