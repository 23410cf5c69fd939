/**
 * @jest-environment node
 */
import http from 'node:http';
import type net from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import {
  seoFilesHandler,
  seoSettingsFromEnv,
  siteUrlFromEnv,
  type SeoFilesOptions,
} from './seo-files';

const SITE = 'https://citylens.example';

const API_ANSWERS: Record<string, unknown> = {
  '/api/cities/': [{ name: 'Paris' }, { name: 'New York' }],
  '/api/events/': [{ id: 4, name: 'Jazz on the Quais' }],
  '/api/cities/Paris/content/': {
    name: 'Paris',
    categories: {
      articles: {
        name: 'articles',
        content: [{ id: 3, title: 'A first day', published_at: '2026-11-20T09:00:00Z' }],
      },
    },
  },
  '/api/cities/New%20York/content/': {
    name: 'New York',
    categories: { articles: { name: 'articles', content: [{ id: 7, title: 'Subway' }] } },
  },
};

/** A stand-in for the API: answers, fails or never answers, and counts what it was asked. */
function fakeApi(mode: { current: 'up' | 'down' | 'hang' }) {
  const asked: string[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    asked.push(path);
    if (mode.current === 'down') throw new TypeError('fetch failed: ECONNREFUSED');
    if (mode.current === 'hang') {
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    }
    const body = API_ANSWERS[path];
    return new Response(JSON.stringify(body ?? { detail: 'Not found.' }), {
      status: body ? 200 : 404,
    });
  }) as typeof fetch;
  return { fetchFn, asked };
}

async function serve(options: Omit<SeoFilesOptions, 'siteUrl' | 'apiBaseUrl'>) {
  const handle = seoFilesHandler({
    siteUrl: `${SITE}/`,
    apiBaseUrl: 'http://api.test/',
    ...options,
  });
  const server = http.createServer((req, res) => {
    if (!handle(req, res, req.url ?? '/')) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    get: (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers }),
    /** The bytes as sent (fetch would decode them). */
    raw: (p: string, headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(base + p, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('sitemap.xml lists every city with its sub-pages, every article and event, as absolute URLs', async () => {
  const api = fakeApi({ current: 'up' });
  const site = await serve({ fetch: api.fetchFn });
  try {
    const response = await site.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/events`,
        `${SITE}/frame-shop`,
        `${SITE}/faq`,
        `${SITE}/city/Paris`,
        `${SITE}/city/Paris/transport`,
        `${SITE}/city/Paris/articles?article=3`,
        `${SITE}/city/New%20York/videos`,
        `${SITE}/city/New%20York/articles?article=7`,
        `${SITE}/events?event=4`,
      ]),
    );
    expect(locs).toHaveLength(8 + 2 * 6 + 2 + 1);
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>');
  } finally {
    await site.close();
  }
});

test('a built sitemap is kept for a while: the API is asked once, and the answer comes compressed', async () => {
  const api = fakeApi({ current: 'up' });
  const site = await serve({ fetch: api.fetchFn });
  try {
    const first = await (await site.get('/sitemap.xml')).text();
    const asked = api.asked.length;
    const raw = await site.raw('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(raw.body).toString('utf8')).toBe(first);
    expect(first).toContain(`${SITE}/city/Paris`);
    expect(api.asked).toHaveLength(asked);
  } finally {
    await site.close();
  }
});

test('with the API down and no sitemap built yet: 503 with Retry-After', async () => {
  const site = await serve({ fetch: fakeApi({ current: 'down' }).fetchFn });
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const response = await site.get('/sitemap.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.text()).toBe(
      'The sitemap is unavailable right now. Please try again later.',
    );
  } finally {
    error.mockRestore();
    await site.close();
  }
});

test('an API that never answers is given up on at the timeout; the last good sitemap is served meanwhile', async () => {
  const mode = { current: 'up' as 'up' | 'down' | 'hang' };
  let clock = 0;
  const site = await serve({
    fetch: fakeApi(mode).fetchFn,
    timeoutMs: 200,
    cacheMs: 1000,
    now: () => clock,
  });
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const good = await (await site.get('/sitemap.xml')).text();
    mode.current = 'hang';
    clock = 5000;
    const started = Date.now();
    const stale = await site.get('/sitemap.xml');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect(await stale.text()).toBe(good);
  } finally {
    error.mockRestore();
    await site.close();
  }
});

test('robots.txt allows every crawler and names the sitemap on the site URL', async () => {
  const site = await serve({ fetch: fakeApi({ current: 'down' }).fetchFn });
  try {
    const response = await site.get('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
    expect((await site.get('/other')).status).toBe(404);
  } finally {
    await site.close();
  }
});

test('CITYLENS_SITE_URL: the host origin by default, an http(s) URL otherwise, or a clear error', () => {
  expect(siteUrlFromEnv({})).toBe('http://localhost:3000');
  expect(siteUrlFromEnv({ CITYLENS_SITE_URL: 'https://citylens.example/' })).toBe(
    'https://citylens.example',
  );
  expect(() => siteUrlFromEnv({ CITYLENS_SITE_URL: 'citylens.example' })).toThrow(
    'CITYLENS_SITE_URL must be an http(s) URL such as https://citylens.example (got "citylens.example").',
  );
});

test('CITYLENS_SERVER_API_URL: where the host server reaches the API, when set', () => {
  expect(seoSettingsFromEnv({})).toEqual({ siteUrl: 'http://localhost:3000' });
  expect(seoSettingsFromEnv({ CITYLENS_SERVER_API_URL: 'http://api:8000' })).toEqual({
    siteUrl: 'http://localhost:3000',
    serverApiUrl: 'http://api:8000',
  });
  expect(() => seoSettingsFromEnv({ CITYLENS_SERVER_API_URL: 'api:8000' })).toThrow(
    'CITYLENS_SERVER_API_URL must be an http(s) URL such as http://api:8000 (got "api:8000").',
  );
});
