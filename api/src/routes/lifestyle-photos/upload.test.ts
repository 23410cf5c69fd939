import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { LifestylePhoto } from '@citylens/shared/contracts';
import sharp from 'sharp';
import { lifestylePhotos } from '../../db/schema.js';
import { MAX_UPLOAD_BYTES } from '../../media/index.js';
import { registerTestApp, type TestUser } from '../../testing/harness.js';
import { multipart } from '../../testing/multipart.js';
import { photoFields, uploadFixture, uploadPhoto } from './test-fixtures.js';

let owner: TestUser;
let parisId: number;
let jpeg: Buffer;
const t = registerTestApp({}, async (t) => {
  owner = await t.newUser('owner');
  ({ parisId, jpeg } = await uploadFixture(t));
});

const upload = (body: ReturnType<typeof multipart>, token: string | null = owner.access) =>
  uploadPhoto(t, body, token);
const fields = () => photoFields(parisId);
/** The valid form with some fields changed, plus a good JPEG. */
const withJpeg = (changes: Record<string, string>) => () =>
  multipart({ ...fields(), ...changes }, { name: 'a.jpg', type: 'image/jpeg', data: jpeg });

async function photoCount() {
  return (await t.app.ctx.db.select().from(lifestylePhotos)).length;
}

describe('upload', () => {
  test('stores a re-encoded image under a generated name → 201 LifestylePhoto', async () => {
    const res = await upload(
      multipart(fields(), { name: '../../evil name.jpg', type: 'image/jpeg', data: jpeg }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const photo: LifestylePhoto = res.json();
    assert.equal(photo.title, 'Quai at dawn');
    assert.equal(photo.creator_name, 'Léa');
    assert.equal(photo.city, parisId);
    assert.equal(photo.likes_count, 0);
    assert.match(
      photo.image_url,
      /^http:\/\/localhost:8000\/media\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]+\.jpg$/,
    );
    const relative = new URL(photo.image_url).pathname.replace('/media/', '');
    const stored = await fs.readFile(path.join(t.dataDir, 'media', relative));
    assert.equal((await sharp(stored).metadata()).format, 'jpeg');
    const served = await t.call({ url: new URL(photo.image_url).pathname });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
  });

  test('needs a token', async () => {
    const n = await photoCount();
    const res = await upload(
      multipart(fields(), { name: 'a.jpg', type: 'image/jpeg', data: jpeg }),
      null,
    );
    assert.equal(res.statusCode, 401);
    assert.equal(await photoCount(), n);
  });

  const rejects: [string, () => ReturnType<typeof multipart>, Record<string, string[]>][] = [
    [
      'wrong magic bytes',
      () =>
        multipart(fields(), {
          name: 'fake.jpg',
          type: 'image/jpeg',
          data: Buffer.from('GIF89a not really a jpeg at all'),
        }),
      { image: ['File type not supported. Please select JPEG, JPG, PNG, WEBP files'] },
    ],
    [
      'an SVG',
      () =>
        multipart(fields(), {
          name: 'x.svg',
          type: 'image/svg+xml',
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        }),
      { image: ['File type not supported. Please select JPEG, JPG, PNG, WEBP files'] },
    ],
    [
      '10 MB + 1 byte',
      () =>
        multipart(fields(), {
          name: 'big.jpg',
          type: 'image/jpeg',
          data: Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - jpeg.length)]),
        }),
      { image: ['File size must be less than 10MB'] },
    ],
    ['no file', () => multipart(fields()), { image: ['Please select a photo to upload.'] }],
    ['no city', withJpeg({ city: '' }), { city: ['Please select a city'] }],
    [
      'unknown city',
      withJpeg({ city: '99999' }),
      { city: ['Invalid pk "99999" - object does not exist.'] },
    ],
    [
      'short title',
      withJpeg({ title: 'ab' }),
      { title: ['Title must be at least 3 characters long'] },
    ],
    [
      'long title',
      withJpeg({ title: 'a'.repeat(101) }),
      { title: ['Title must be no more than 100 characters long'] },
    ],
    [
      'missing creator',
      withJpeg({ creator_name: ' ' }),
      { creator_name: ['Creator name is required'] },
    ],
    [
      'short creator',
      withJpeg({ creator_name: 'L' }),
      { creator_name: ['Creator name must be at least 2 characters long'] },
    ],
    [
      'long creator',
      withJpeg({ creator_name: 'L'.repeat(51) }),
      { creator_name: ['Creator name must be no more than 50 characters long'] },
    ],
  ];
  for (const [name, body, expected] of rejects) {
    test(`rejects ${name} and stores nothing`, async () => {
      const n = await photoCount();
      const res = await upload(body());
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), expected);
      assert.equal(await photoCount(), n);
    });
  }

  test('exactly 10 MB passes the size rule', async () => {
    // A valid JPEG padded after its end marker: decoders ignore trailing bytes.
    const padded = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES - jpeg.length)]);
    const res = await upload(
      multipart(fields(), { name: 'ten.jpg', type: 'image/jpeg', data: padded }),
    );
    assert.equal(res.statusCode, 201, res.body);
  });

  test('JSON instead of multipart is a 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/lifestyle-photos/',
      token: owner.access,
      payload: { title: 'x' },
    });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().detail);
  });
});
