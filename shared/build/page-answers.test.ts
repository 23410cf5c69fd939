/**
 * @jest-environment node
 */
import { closePageRenderers } from './page-renderer';
import { startRenderingHost, timedGet, type RenderingHost } from './testing/rendering-host';

/**
 * What the host's server answers for pages that must not be cached like the others: an unknown
 * city, a reset link (its token never cached, never logged), and pages past the cache's bound.
 */

let host: RenderingHost;
beforeAll(async () => {
  host = await startRenderingHost();
  await timedGet(`${host.base}/faq`); // the render workers are up and warm
});
afterAll(async () => {
  await host.close();
  await closePageRenderers();
});

const get = (path: string) => timedGet(host.base + path);
const rendersOf = (prefix: string) => host.renders().filter(({ url }) => url.startsWith(prefix));

test('an unknown city and its sub-pages keep their City not found page, answered 404', async () => {
  for (const path of ['/city/Atlantis', '/city/Atlantis/food', '/city/Atlantis/articles']) {
    const { response, body } = await get(path);
    expect([path, response.status]).toEqual([path, 404]);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(body).toContain('City not found');
  }
  // A known city's page is a 200, as before.
  expect((await get('/city/Paris')).response.status).toBe(200);
});

test('a reset link is no-store, rendered for its visitor alone and never kept', async () => {
  const link = '/reset-password/MQ/secret-token-1';
  for (let i = 0; i < 2; i += 1) {
    const { response, body } = await get(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cache-status')).toBe(
      'CityLens; fwd=bypass; detail=secret-in-path',
    );
    expect(body).toContain(link);
  }
  expect(rendersOf(link)).toHaveLength(2);
  // A link cut short is still the reset page, and still no-store.
  expect((await get('/reset-password/MQ')).response.headers.get('cache-control')).toBe('no-store');
});

test('a failed render of a reset link logs the page without its token, and serves the shell', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { response, body } = await get('/reset-password/MQ/fail-token-77?next=%2F');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cache-status')).toBe('CityLens; fwd=miss; detail=render-failed');
    expect(body).not.toContain('fail-token-77');
    expect(errors).toHaveBeenCalled();
    const logged = JSON.stringify(errors.mock.calls.map((call) => call.map(String)));
    expect(logged).toContain('/reset-password/[redacted]');
    expect(logged).not.toContain('fail-token-77');
    expect(logged).not.toContain('MQ');
  } finally {
    errors.mockRestore();
  }
});

test('the page cache is bounded in bytes: pages past its bound push out the least recently used', async () => {
  const huge = (i: number) => `/city/Huge${i}`;
  for (let i = 0; i < 8; i += 1) {
    const { response } = await get(huge(i));
    expect(response.headers.get('cache-status')).toBe('CityLens; fwd=miss; stored');
  }
  expect((await get(huge(7))).response.headers.get('cache-status')).toBe('CityLens; hit');
  // The first page was pushed out to keep the cache in its bytes: rendered again.
  expect((await get(huge(0))).response.headers.get('cache-status')).toBe(
    'CityLens; fwd=miss; stored',
  );
  expect(rendersOf(huge(0))).toHaveLength(2);
});
