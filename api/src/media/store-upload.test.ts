import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { sniffImageFormat } from './sniff.js';
import {
  MAX_UPLOAD_BYTES,
  storeUpload,
  uploadMessages,
  UploadRejectedError,
} from './store-upload.js';
import { detailedJpeg, jpegOfExactSize, solidJpeg } from './test-images.js';

let mediaDir: string;

before(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'citylens-upload-'));
});
after(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

async function rejection(file: Buffer): Promise<string> {
  const error: unknown = await storeUpload(file, mediaDir).then(
    () => null,
    (reason: unknown) => reason,
  );
  assert.ok(error instanceof UploadRejectedError, 'expected an UploadRejectedError');
  return error.message;
}

describe('sniffImageFormat', () => {
  it('recognises JPEG, PNG and WebP by their leading bytes', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } });
    assert.equal(sniffImageFormat(await base.clone().jpeg().toBuffer()), 'jpeg');
    assert.equal(sniffImageFormat(await base.clone().png().toBuffer()), 'png');
    assert.equal(sniffImageFormat(await base.clone().webp().toBuffer()), 'webp');
  });

  it('rejects GIF, SVG, text and near-miss signatures', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    assert.equal(sniffImageFormat(gif), null);
    assert.equal(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null);
    assert.equal(sniffImageFormat(Buffer.from('just some text, image/jpeg')), null);
    assert.equal(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt ')), null);
    assert.equal(sniffImageFormat(Buffer.from([0xff, 0xd8])), null);
  });
});

describe('storeUpload', () => {
  it('accepts JPEG, PNG and WebP and returns the stored size', async () => {
    const base = sharp({ create: { width: 320, height: 200, channels: 3, background: '#e76f51' } });
    for (const file of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
    ]) {
      const stored = await storeUpload(file, mediaDir);
      assert.equal(stored.width, 320);
      assert.equal(stored.height, 200);
      assert.match(stored.relativePath, /^uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.(jpg|webp)$/);
      const meta = await sharp(path.join(mediaDir, stored.relativePath)).metadata();
      assert.equal(meta.width, 320);
    }
  });

  it('judges by bytes only: PNG bytes are stored as a re-encoded image whatever they were called', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' },
    })
      .png()
      .toBuffer();
    const stored = await storeUpload(png, mediaDir);
    assert.ok(stored.relativePath.endsWith('.jpg'), 'an opaque PNG becomes a JPEG');
    const written = await readFile(path.join(mediaDir, stored.relativePath));
    assert.equal(sniffImageFormat(written), 'jpeg');
  });

  it('keeps transparency by storing images with alpha as WebP', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const stored = await storeUpload(png, mediaDir);
    assert.ok(stored.relativePath.endsWith('.webp'));
    assert.equal((await sharp(path.join(mediaDir, stored.relativePath)).metadata()).hasAlpha, true);
  });

  it('rejects an empty file with the spec message', async () => {
    assert.equal(await rejection(Buffer.alloc(0)), uploadMessages.empty);
    assert.equal(uploadMessages.empty, 'Please select a file');
  });

  it('rejects SVG, GIF, text and JPEG-looking garbage as unsupported', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const fakes = [
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      gif,
      Buffer.from('hello, I am a photo.jpg'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(100, 1),
      ]),
    ];
    for (const fake of fakes) {
      assert.equal(await rejection(fake), uploadMessages.type);
    }
    assert.equal(
      uploadMessages.type,
      'File type not supported. Please select JPEG, JPG, PNG, WEBP files',
    );
  });

  it('allows exactly 10 MB and rejects one byte more', async () => {
    const exact = await jpegOfExactSize(MAX_UPLOAD_BYTES);
    assert.equal(exact.length, 10 * 1024 * 1024);
    const stored = await storeUpload(exact, mediaDir);
    assert.equal(stored.width, 64);

    const over = await jpegOfExactSize(MAX_UPLOAD_BYTES + 1);
    assert.equal(over.length, MAX_UPLOAD_BYTES + 1);
    assert.equal(await rejection(over), uploadMessages.size);
    assert.equal(uploadMessages.size, 'File size must be less than 10MB');
  });

  it('strips EXIF and applies the orientation before storing', async () => {
    const source = await sharp(await detailedJpeg(200, 100))
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Make: 'CityLensCam' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(source).metadata();
    assert.ok(before.exif, 'fixture carries EXIF');
    assert.equal(before.orientation, 6);

    const stored = await storeUpload(source, mediaDir);
    const file = path.join(mediaDir, stored.relativePath);
    const meta = await sharp(file).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(meta.orientation, undefined);
    assert.deepEqual([meta.width, meta.height], [100, 200], 'rotated upright');
    assert.equal((await readFile(file)).includes(Buffer.from('Secret Camera Owner')), false);
  });

  it('caps the longest side at 2400 px', async () => {
    const big = await solidJpeg(3000, 1500);
    const stored = await storeUpload(big, mediaDir);
    assert.deepEqual([stored.width, stored.height], [2400, 1200]);
    assert.ok((await stat(path.join(mediaDir, stored.relativePath))).size > 0);
  });

  it('never reuses a name', async () => {
    const file = await solidJpeg(10, 10);
    const names = new Set<string>();
    for (let i = 0; i < 20; i += 1) names.add((await storeUpload(file, mediaDir)).relativePath);
    assert.equal(names.size, 20);
  });
});
