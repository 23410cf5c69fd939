import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { negotiateFormat } from './negotiate.js';
import { parseVariantQuery, targetSize } from './presets.js';
import { detailedJpeg } from './test-images.js';
import { VariantCache } from './variants.js';

let root: string;
let source: string;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'citylens-variants-'));
  source = path.join(root, 'photo.jpg');
  await writeFile(source, await detailedJpeg(1600, 1200));
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('VariantCache', () => {
  it('does the work once for concurrent requests of the same cold variant', async () => {
    const cache = new VariantCache(path.join(root, 'cache'));
    const parsed = parseVariantQuery({ preset: 'large' });
    assert.ok(parsed.ok);
    const info = await stat(source);
    const key = cache.key('photo.jpg', info, parsed.variant, 'webp');
    const sizes = await Promise.all(
      Array.from({ length: 8 }, () => cache.ensure(key, source, parsed.variant, 'webp')),
    );
    assert.equal(cache.rendered, 1);
    assert.equal(new Set(sizes).size, 1);
    await cache.ensure(key, source, parsed.variant, 'webp');
    assert.equal(cache.rendered, 1, 'a later request reads the file');
  });

  it('keeps its bytes under the cap, dropping the least recently used variant first', async () => {
    const dir = path.join(root, 'capped');
    const info = await stat(source);
    const variant = (preset: string) => {
      const parsed = parseVariantQuery({ preset });
      assert.ok(parsed.ok);
      return parsed.variant;
    };
    const probe = new VariantCache(path.join(root, 'probe'));
    const one = await probe.ensure(
      probe.key('photo.jpg', info, variant('thumbnail'), 'jpeg'),
      source,
      variant('thumbnail'),
      'jpeg',
    );
    // Room for about two thumbnails.
    const cache = new VariantCache(dir, Math.floor(one * 2.5));
    const keys = ['thumbnail', 'avatar', 'medium'].map((name) => ({
      name,
      key: cache.key('photo.jpg', info, variant(name), 'jpeg'),
    }));
    await cache.ensure(keys[0]!.key, source, variant('thumbnail'), 'jpeg');
    await cache.ensure(keys[1]!.key, source, variant('avatar'), 'jpeg');
    // Touch the thumbnail: the avatar becomes the least recently used.
    await cache.ensure(keys[0]!.key, source, variant('thumbnail'), 'jpeg');
    await cache.ensure(keys[2]!.key, source, variant('medium'), 'jpeg');
    assert.ok(cache.size <= Math.floor(one * 2.5), `${cache.size} bytes kept`);
    assert.ok(cache.evicted >= 1);
    const exists = async (file: string) =>
      stat(file).then(
        () => true,
        () => false,
      );
    assert.equal(await exists(keys[2]!.key.file), true, 'the newest variant stays');
    assert.equal(await exists(keys[1]!.key.file), false, 'the least recently used went first');
  });

  it('keys variants by source, variant, quality and format', async () => {
    const cache = new VariantCache(path.join(root, 'cache'));
    const info = { size: 10, mtimeMs: 1 };
    const a = parseVariantQuery({ preset: 'hero' });
    const b = parseVariantQuery({ preset: 'hero', q: '80' });
    assert.ok(a.ok && b.ok);
    const keys = new Set([
      cache.key('x.jpg', info, a.variant, 'jpeg').hash,
      cache.key('x.jpg', info, b.variant, 'jpeg').hash,
      cache.key('x.jpg', info, a.variant, 'webp').hash,
      cache.key('y.jpg', info, a.variant, 'jpeg').hash,
      cache.key('x.jpg', { size: 10, mtimeMs: 2 }, a.variant, 'jpeg').hash,
    ]);
    assert.equal(keys.size, 5);
  });
});

describe('parseVariantQuery', () => {
  it('snaps quality to the nearest of a few steps (25, 50, 75, 90)', () => {
    const quality = (q: string) => {
      const parsed = parseVariantQuery({ q });
      assert.ok(parsed.ok);
      return parsed.variant.quality;
    };
    assert.deepEqual(['1', '7', '40', '73', '100'].map(quality), [25, 25, 50, 75, 90]);
    const none = parseVariantQuery({});
    assert.ok(none.ok);
    assert.equal(none.variant.quality, null, 'absent q: the format decides');
  });
});

describe('targetSize', () => {
  it('keeps the box when the original is large enough', () => {
    assert.deepEqual(targetSize({ width: 4000, height: 3000 }, { width: 1920, height: 1080 }), {
      width: 1920,
      height: 1080,
    });
  });
  it('scales the box down to fit a small original', () => {
    assert.deepEqual(targetSize({ width: 800, height: 600 }, { width: 1920, height: 1080 }), {
      width: 800,
      height: 450,
    });
  });
});

describe('negotiateFormat', () => {
  it('prefers avif, then webp, else jpeg; ignores wildcards and q=0', () => {
    assert.equal(negotiateFormat('image/avif,image/webp,*/*'), 'avif');
    assert.equal(negotiateFormat('image/webp,*/*;q=0.8'), 'webp');
    assert.equal(negotiateFormat('IMAGE/WEBP'), 'webp');
    assert.equal(negotiateFormat('image/avif;q=0,image/webp;q=0.5'), 'webp');
    assert.equal(negotiateFormat('image/*,*/*'), 'jpeg');
    assert.equal(negotiateFormat(''), 'jpeg');
    assert.equal(negotiateFormat(undefined), 'jpeg');
    assert.equal(negotiateFormat(';;,,q=1'), 'jpeg');
  });
});
