import assert from 'node:assert/strict';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { mediaPlugin, RESPONSIVE_WIDTHS } from './index.js';
import { seedMediaFolder } from './test-images.js';
import { HttpError } from '../lib/errors.js';

/** The media plugin's cold renders: the per-address limit it asks about, and the warm-up. */
let root: string;
let mediaDir: string;

before(async () => {
  ({ root, mediaDir } = await seedMediaFolder());
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('cold renders per address', () => {
  it('refuses an address over its limit any variant not rendered yet, and still serves it rendered ones', async () => {
    const limited = Fastify();
    const counted = new Map<string, number>();
    const over = (ip: string) => (counted.get(ip) ?? 0) >= 2;
    const refusal = () =>
      new HttpError(429, { detail: 'Request was throttled.' }, { 'retry-after': '60' });
    await limited.register(mediaPlugin, {
      mediaDir,
      cacheDir: path.join(root, 'limited-cache'),
      beforeColdRender: async (request) => {
        if (over(request.ip)) throw refusal();
        counted.set(request.ip, (counted.get(request.ip) ?? 0) + 1);
      },
      coldRenderRefusal: async (request) => (over(request.ip) ? refusal() : null),
    });
    await limited.ready();
    try {
      const get = (query: string, remoteAddress = '192.0.2.1', file = 'city.jpg') =>
        limited.inject({ url: `/api/images/seed/${file}?${query}`, remoteAddress });
      assert.equal((await get('preset=avatar')).statusCode, 200);
      assert.equal((await get('preset=thumbnail')).statusCode, 200);
      // Over the limit: refused, whether the original was seen before or not.
      for (const [query, file] of [
        ['preset=medium', 'city.jpg'],
        ['w=400', 'city.jpg'],
        ['w=400', 'small.jpg'],
      ] as const) {
        const refused = await get(query, '192.0.2.1', file);
        assert.equal(refused.statusCode, 429, `${file}?${query}`);
        assert.equal(refused.headers['retry-after'], '60');
        assert.equal(refused.headers['cache-control'], 'no-store');
      }
      assert.equal(counted.get('192.0.2.1'), 2, 'refusals count nothing');
      // What was rendered is still served, and what another address renders too.
      assert.equal((await get('preset=avatar')).statusCode, 200);
      assert.equal((await get('preset=medium', '192.0.2.2')).statusCode, 200);
      assert.equal((await get('preset=medium')).statusCode, 200);
      // A missing original stays a 404.
      assert.equal((await get('preset=avatar', '192.0.2.1', 'missing.jpg')).statusCode, 404);
    } finally {
      await limited.close();
    }
  });
});

describe('warm-up', () => {
  it('renders every responsive width of the listed originals in AVIF and WebP after ready, skipping missing files', async () => {
    const warmCache = path.join(root, 'warm-cache');
    const warmed = Fastify();
    await warmed.register(mediaPlugin, {
      mediaDir,
      cacheDir: warmCache,
      warm: async () => ['seed/small.jpg', 'seed/missing.jpg', 'seed/small.jpg'],
    });
    await warmed.ready();
    // The warm-up runs in the background; closing waits for what it is doing.
    const deadline = Date.now() + 20_000;
    const files = async () =>
      (await readdir(warmCache, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
        .map((e) => path.extname(e.name));
    while ((await files()).length < RESPONSIVE_WIDTHS.length * 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await warmed.close();
    const found = await files();
    assert.equal(found.length, RESPONSIVE_WIDTHS.length * 2);
    assert.equal(found.filter((ext) => ext === '.avif').length, RESPONSIVE_WIDTHS.length);
    assert.equal(found.filter((ext) => ext === '.webp').length, RESPONSIVE_WIDTHS.length);

    // A visitor's request for a warmed variant is served from the cache, with no transform.
    const again = Fastify();
    await again.register(mediaPlugin, { mediaDir, cacheDir: warmCache });
    const res = await again.inject({
      url: '/api/images/seed/small.jpg?w=800',
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/avif');
    assert.equal((await files()).length, found.length, 'no new variant was rendered');
    await again.close();
  });
});
