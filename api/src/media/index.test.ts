import assert from 'node:assert/strict';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { imagePresets, mediaPlugin, RESPONSIVE_WIDTHS } from './index.js';
import { seedMediaFolder } from './test-images.js';

let root: string;
let mediaDir: string;
let cacheDir: string;
let app: FastifyInstance;

before(async () => {
  ({ root, mediaDir } = await seedMediaFolder());
  cacheDir = path.join(root, 'cache');
  app = Fastify();
  await app.register(mediaPlugin, { mediaDir, cacheDir });
  await app.ready();
});

after(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('GET /media/*', () => {
  it('serves an original with its type and long-lived, nosniff headers', async () => {
    const res = await app.inject({ url: '/media/seed/city.jpg' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/jpeg');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await sharp(res.rawPayload).metadata()).width, 2400);

    const again = await app.inject({
      url: '/media/seed/city.jpg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  it('answers 404 in DRF shape for missing files and types it does not serve', async () => {
    for (const url of ['/media/seed/nope.jpg', '/media/seed/logo.svg', '/media/seed', '/media/']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { detail: 'Not found.' }, url);
    }
  });

  it('refuses path traversal in every spelling', async () => {
    const attempts = [
      '/media/../../etc/passwd',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/seed/..%2f..%2f..%2fetc%2fpasswd',
      '/media/%252e%252e%252fetc%252fpasswd',
      '/media/..%5c..%5cetc%5cpasswd',
      '/media/seed/city.jpg%00.png',
      '/media//etc/passwd',
      '/media/seed/escape.jpg',
      '/api/images/..%2f..%2fsecret.jpg?preset=thumbnail',
      '/api/images/seed/escape.jpg?preset=thumbnail',
    ];
    for (const url of attempts) {
      const res = await app.inject({ url });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url} → ${res.statusCode}`);
      assert.ok(!res.body.includes('root:'), url);
      assert.ok(!res.headers['content-type']?.toString().startsWith('image/'), url);
    }
  });
});

describe('GET /api/images/*', () => {
  it('renders every preset at its box size', async () => {
    for (const [name, preset] of Object.entries(imagePresets)) {
      const res = await app.inject({ url: `/api/images/seed/city.jpg?preset=${name}` });
      assert.equal(res.statusCode, 200, name);
      const meta = await sharp(res.rawPayload).metadata();
      assert.deepEqual([meta.width, meta.height], [preset.width, preset.height], name);
    }
  });

  it('renders the responsive widths at 4:3', async () => {
    for (const width of RESPONSIVE_WIDTHS) {
      const res = await app.inject({ url: `/api/images/seed/city.jpg?w=${width}` });
      assert.equal(res.statusCode, 200);
      const meta = await sharp(res.rawPayload).metadata();
      assert.deepEqual([meta.width, meta.height], [width, (width * 3) / 4]);
    }
  });

  it('never enlarges: a small original keeps the box shape at its own scale', async () => {
    const res = await app.inject({ url: '/api/images/seed/small.jpg?preset=large' });
    const meta = await sharp(res.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [267, 200]);
  });

  it('blurs the background preset', async () => {
    const sharpHero = await app.inject({ url: '/api/images/seed/city.jpg?preset=hero' });
    const blurred = await app.inject({ url: '/api/images/seed/city.jpg?preset=background' });
    const [a, b] = await Promise.all([
      sharp(sharpHero.rawPayload).stats(),
      sharp(blurred.rawPayload).stats(),
    ]);
    assert.ok(b.sharpness < a.sharpness / 2, `${b.sharpness} < ${a.sharpness}`);
  });

  it('negotiates avif, then webp, then jpeg from Accept, and varies on it', async () => {
    const cases: Array<[string | undefined, string, string]> = [
      ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      [undefined, 'image/jpeg', 'jpeg'],
    ];
    for (const [accept, type, format] of cases) {
      const res = await app.inject({
        url: '/api/images/seed/city.jpg?preset=thumbnail',
        headers: accept ? { accept } : {},
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], type, String(accept));
      assert.equal(res.headers.vary, 'Accept');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers.etag);
      assert.equal((await sharp(res.rawPayload).metadata()).format, format);
    }
  });

  it('keeps a Vary value set by another plugin and adds Accept', async () => {
    const other = Fastify();
    other.addHook('onRequest', async (_request, reply) => {
      reply.header('Vary', 'Origin');
    });
    await other.register(mediaPlugin, { mediaDir, cacheDir });
    const res = await other.inject({ url: '/api/images/seed/city.jpg?preset=avatar' });
    assert.equal(res.headers.vary, 'Origin, Accept');
    await other.close();
  });

  it('honours quality', async () => {
    const low = await app.inject({ url: '/api/images/seed/city.jpg?w=800&q=10' });
    const high = await app.inject({ url: '/api/images/seed/city.jpg?w=800&q=95' });
    assert.ok(low.rawPayload.length < high.rawPayload.length / 2);
  });

  it('serves the second request from the disk cache', async () => {
    const url = '/api/images/seed/city.jpg?preset=medium&q=61';
    const first = performance.now();
    const miss = await app.inject({ url });
    const missMs = performance.now() - first;
    const files = (await cachedFiles()).filter((f) => f.endsWith('.jpg'));
    const cached = files.find(
      (f) => path.basename(f, '.jpg') === String(miss.headers.etag).slice(1, -1),
    );
    assert.ok(cached, 'the variant was written to the cache');

    // Replace the cached bytes: if the next answer carries them, it was a plain file read.
    await writeFile(cached, 'cached-bytes');
    const second = performance.now();
    const hit = await app.inject({ url });
    const hitMs = performance.now() - second;
    assert.equal(hit.body, 'cached-bytes');
    assert.equal(hit.headers.etag, miss.headers.etag);
    assert.ok(hitMs < missMs, `hit ${hitMs.toFixed(1)} ms < miss ${missMs.toFixed(1)} ms`);

    const revalidated = await app.inject({
      url,
      headers: { 'if-none-match': String(miss.headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304);
  });

  it('answers 400 in DRF shape for bad parameters', async () => {
    const bad = [
      'preset=huge',
      'preset=',
      'preset=toString',
      'w=500',
      'w=abc',
      'w=800.0',
      'w=-400',
      'q=0',
      'q=101',
      'q=abc',
      'q=7.5',
      'preset=hero&w=800',
      'preset=hero&preset=medium',
      'w=400&w=800',
    ];
    for (const query of bad) {
      const res = await app.inject({ url: `/api/images/seed/city.jpg?${query}` });
      assert.equal(res.statusCode, 400, query);
      const body = res.json() as { detail: unknown };
      assert.deepEqual(Object.keys(body), ['detail'], query);
      assert.equal(typeof body.detail, 'string', query);
    }
  });

  it('answers 404 for unknown or undecodable files, never 5xx', async () => {
    for (const url of [
      '/api/images/seed/missing.jpg?preset=hero',
      '/api/images/seed/broken.jpg?preset=hero',
      '/api/images/seed/logo.svg?w=400',
      '/api/images/',
    ]) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { detail: 'Not found.' }, url);
    }
  });

  it('without preset or width re-encodes the original size in the negotiated format', async () => {
    const res = await app.inject({
      url: '/api/images/seed/small.jpg',
      headers: { accept: 'image/webp' },
    });
    const meta = await sharp(res.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 300, 200]);
  });

  it('answers HEAD without a body', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/api/images/seed/city.jpg?preset=avatar',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/jpeg');
    assert.equal(res.rawPayload.length, 0);
  });
});
