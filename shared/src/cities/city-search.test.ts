/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { createTestQueryClient } from '@citylens/shared/testing';
import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';
import { TEST_API, installFakeApi, json } from '../testing/fake-api';
import { citySearchQuery } from './city-search';

beforeEach(() => {
  resetRuntimeConfigForTests();
  setRuntimeConfig({
    apiBaseUrl: `${TEST_API}/`,
    remotes: { discovery: '', events: '', shop: '', account: '' },
  });
});

test('the home and reviews searches share one key and one request', async () => {
  const api = installFakeApi({
    'GET /api/search/cities/': () => json([{ id: 1, name: 'San José' }]),
  });
  const client = createTestQueryClient();
  expect(citySearchQuery('San José').queryKey).toEqual(['cities', 'search', 'San José']);
  await expect(client.fetchQuery(citySearchQuery('San José'))).resolves.toEqual([
    { id: 1, name: 'San José' },
  ]);
  expect(api.calls.map((call) => call.path)).toEqual(['/api/search/cities/?q=San%20Jos%C3%A9']);
});

test("a search nobody waits for any more is cancelled: React Query's signal reaches the request", async () => {
  const api = installFakeApi({
    'GET /api/search/cities/': () => new Promise<Response>(() => {}),
  });
  const client = createTestQueryClient();
  const search = client.fetchQuery(citySearchQuery('Lis')).catch((error: unknown) => error);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await client.cancelQueries({ queryKey: citySearchQuery('Lis').queryKey });
  await search;
  expect(api.calls).toHaveLength(1);
  expect(api.fetchMock.mock.calls[0]?.[0]).toBeInstanceOf(Request);
  expect((api.fetchMock.mock.calls[0]?.[0] as Request).signal.aborted).toBe(true);
});
