import { QueryClient } from '@citylens/shared/query';
import { prefetchRouteData } from './prefetch-route-data';

function spyClient() {
  const client = new QueryClient();
  const prefetch = jest.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  return { client, prefetch };
}

test.each(['/', '/events'])(
  '%s opens on the random-photo hero: its five photos are asked for at once',
  (path) => {
    const { client, prefetch } = spyClient();
    prefetchRouteData(path, client);
    expect(prefetch).toHaveBeenCalledTimes(5);
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual(
      [0, 1, 2, 3, 4].map((slot) => ['city-photos', 'random', slot]),
    );
  },
);

test('a city page opens on its own photos: its content is asked for, as the page will ask', () => {
  const { client, prefetch } = spyClient();
  prefetchRouteData('/city/S%C3%A3o%20Paulo', client);
  expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([
    ['cities', 'São Paulo', 'content'],
  ]);
});

test.each(['/frame-shop', '/city/Paris/food', '/profile', '/faq', '/nowhere'])(
  '%s asks for nothing early',
  (path) => {
    const { client, prefetch } = spyClient();
    prefetchRouteData(path, client);
    expect(prefetch).not.toHaveBeenCalled();
  },
);
