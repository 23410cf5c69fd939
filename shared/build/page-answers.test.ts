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

test('a failed render of a reset link logs the page without its token, and ends as the shell', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { response, body } = await get('/reset-password/MQ/fail-token-77?next=%2F');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Its head had gone before the render failed: the rest is the shell, which the browser renders.
    expect(response.headers.get('cache-status')).toBe(
      'CityLens; fwd=bypass; detail=secret-in-path',
    );
    expect(body).toMatch(/<div id="root"><\/div><\/body><\/html>$/);
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
  // The first page was pushed out to keep the cache in its bytes: rendered again (a city now known
  // to exist, so its head went first).
  expect((await get(huge(0))).response.headers.get('cache-status')).toBe(
    'CityLens; fwd=miss; detail=streamed',
  );
  expect(rendersOf(huge(0))).toHaveLength(2);
});

test('a page the cache does not hold sends its head before it renders, then the same document a kept page is', async () => {
  const started = performance.now();
  const response = await fetch(`${host.base}/privacy`);
  const headersMs = performance.now() - started;
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-status')).toBe('CityLens; fwd=miss; detail=streamed');
  // Not yet known to be whole: no shared cache keeps this copy; the kept one is public.
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('etag')).toBeNull();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const first = decoder.decode((await reader.read()).value, { stream: true });
  const firstMs = performance.now() - started;
  // The stand-in render takes 300 ms: the head's start came before it ended.
  expect(headersMs).toBeLessThan(250);
  expect(firstMs).toBeLessThan(250);
  expect(first).toContain('<link rel="expect"');
  expect(first).not.toContain('page /privacy');
  let body = first;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    body += decoder.decode(chunk.value, { stream: true });
  expect(performance.now() - started).toBeGreaterThanOrEqual(300);

  // A crawler reads the same complete HTML from either.
  const kept = await get('/privacy');
  expect(kept.response.headers.get('cache-status')).toBe('CityLens; hit');
  expect(kept.response.headers.get('cache-control')).toContain('s-maxage');
  expect(body).toBe(kept.body);
  expect(body).toContain('page /privacy');
});

test('an unknown city is answered whole, 404, every time; a city once found streams its next renders', async () => {
  for (let i = 0; i < 2; i += 1) {
    const { response } = await get('/city/Atlantis/food');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-status')).not.toBe('CityLens; fwd=miss; detail=streamed');
  }
  expect((await get('/city/Madrid')).response.headers.get('cache-status')).toBe(
    'CityLens; fwd=miss; stored',
  );
  const food = await get('/city/Madrid/food');
  expect(food.response.status).toBe(200);
  expect(food.response.headers.get('cache-status')).toBe('CityLens; fwd=miss; detail=streamed');
});

test("a streamed page's inline scripts run by this answer's nonce alone", async () => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const { response, body } = await get('/terms');
    // Part of it was left to the browser: never kept, so rendered and streamed each time.
    expect(response.headers.get('cache-status')).toBe('CityLens; fwd=miss; detail=streamed');
    const csp = response.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(body).toContain(`<script nonce="${nonce}">document.title="completed"</script>`);
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("a checkout with a cart cookie is rendered with the visitor's lines, for them alone", async () => {
  const cookie = 'citylens_cart=picture-1-black-2.painting-4-brown-1';
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(`${host.base}/checkout`, { headers: { cookie } });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-status')).toBe('CityLens; fwd=bypass; detail=visitor-cart');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(body).toContain('cart 2 picture 1, 1 painting 4');
  }
  expect(rendersOf('/checkout')).toHaveLength(2);
  // Without one it is the one checkout for everybody, kept here, yet never in a shared cache: one
  // keyed by the URL alone would hand it to a visitor with a cart.
  await get('/checkout');
  const kept = await get('/checkout');
  expect(kept.response.headers.get('cache-status')).toBe('CityLens; hit');
  expect(kept.response.headers.get('cache-control')).toBe('private, no-cache');
  expect(kept.body).not.toContain(' cart ');
  // Lines a cart could not hold are no cart: the page everybody gets.
  const forged = await fetch(`${host.base}/checkout`, {
    headers: { cookie: 'citylens_cart=picture-1-gold-99' },
  });
  expect(forged.headers.get('cache-status')).toBe('CityLens; hit');
  expect(rendersOf('/checkout')).toHaveLength(3);
});
