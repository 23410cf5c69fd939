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

test.each(['/city/S%C3%A3o%20Paulo', '/city/S%C3%A3o%20Paulo/food'])(
  '%s opens on the city’s own photos: its content is asked for, as the page will ask',
  (path) => {
    const { client, prefetch } = spyClient();
    prefetchRouteData(path, client);
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([
      ['cities', 'São Paulo', 'content'],
    ]);
  },
);

test.each(['/frame-shop', '/profile', '/faq', '/nowhere'])('%s asks for nothing early', (path) => {
  const { client, prefetch } = spyClient();
  prefetchRouteData(path, client);
  expect(prefetch).not.toHaveBeenCalled();
});
