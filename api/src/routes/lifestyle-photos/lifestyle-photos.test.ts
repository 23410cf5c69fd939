import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type {
  LifestylePhoto,
  LifestylePhotoComment,
  PhotoOfTheWeek,
} from '@citylens/shared/contracts';
import { eq } from 'drizzle-orm';
import { lifestylePhotoComments, lifestylePhotos } from '../../db/schema.js';
import { registerTestApp, type TestUser } from '../../testing/harness.js';
import { multipart } from '../../testing/multipart.js';
import { photoFields, uploadFixture, uploadPhoto } from './test-fixtures.js';

let owner: TestUser;
let other: TestUser;
let parisId: number;
let jpeg: Buffer;
const t = registerTestApp({}, async (t) => {
  owner = await t.newUser('owner');
  other = await t.newUser('other');
  ({ parisId, jpeg } = await uploadFixture(t));
});

const upload = (body: ReturnType<typeof multipart>, token: string | null = owner.access) =>
  uploadPhoto(t, body, token);
const fields = () => photoFields(parisId);

describe('lists and photos of the week', () => {
  test('GET /api/lifestyle-photos/?city= filters by city name', async () => {
    const all: LifestylePhoto[] = (await t.call({ url: '/api/lifestyle-photos/' })).json();
    const paris: LifestylePhoto[] = (
      await t.call({ url: '/api/lifestyle-photos/?city=PARIS' })
    ).json();
    assert.ok(all.length > paris.length && paris.length >= 6);
    for (const photo of paris) {
      assert.equal(photo.city_name, 'Paris');
      assert.equal(photo.city, parisId);
      assert.match(photo.image_url, /^http:\/\/localhost:8000\/media\//);
    }
    assert.deepEqual((await t.call({ url: '/api/lifestyle-photos/?city=Atlantis' })).json(), []);
  });

  test('photo-of-week gives one, photos-of-week gives {photos}', async () => {
    const one: PhotoOfTheWeek = (
      await t.call({ url: '/api/lifestyle-photos/photo-of-week/' })
    ).json();
    const { photos }: { photos: PhotoOfTheWeek[] } = (
      await t.call({ url: '/api/lifestyle-photos/photos-of-week/' })
    ).json();
    assert.ok(photos.length >= 8);
    assert.ok(photos.some((p) => p.id === one.id));
    for (const p of photos) {
      assert.ok(p.camera_info && p.tags.length > 0 && p.photo_of_week_description && p.city_name);
      assert.equal(p.url, p.image_url);
    }
  });
});

describe('delete, like, comments', () => {
  let photo: LifestylePhoto;
  before(async () => {
    photo = (
      await upload(multipart(fields(), { name: 'a.jpg', type: 'image/jpeg', data: jpeg }))
    ).json();
  });

  test('like toggles per user', async () => {
    const url = `/api/lifestyle-photos/${photo.id}/like/`;
    assert.equal(await t.status({ method: 'POST', url }), 401);
    assert.deepEqual((await t.call({ method: 'POST', url, token: other.access })).json(), {
      success: true,
      liked: true,
      likes_count: 1,
    });
    assert.deepEqual((await t.call({ method: 'POST', url, token: owner.access })).json(), {
      success: true,
      liked: true,
      likes_count: 2,
    });
    assert.deepEqual((await t.call({ method: 'POST', url, token: other.access })).json(), {
      success: true,
      liked: false,
      likes_count: 1,
    });
    const listed: LifestylePhoto[] = (
      await t.call({ url: '/api/lifestyle-photos/?city=paris', token: owner.access })
    ).json();
    assert.equal(listed.find((p) => p.id === photo.id)!.liked_by_user, true);
    assert.equal(
      (
        await t.call({
          method: 'POST',
          url: '/api/lifestyle-photos/999999/like/',
          token: owner.access,
        })
      ).statusCode,
      404,
    );
  });

  test('comments: add, list, delete own only', async () => {
    const base = `/api/lifestyle-photos/${photo.id}`;
    assert.equal(
      await t.status({ method: 'POST', url: `${base}/comment/`, payload: { content: 'Hi' } }),
      401,
    );
    const blank = await t.call({
      method: 'POST',
      url: `${base}/comment/`,
      token: other.access,
      payload: { content: '  ' },
    });
    assert.deepEqual(blank.json(), { content: ['Comment content is required'] });
    const missing = await t.call({
      method: 'POST',
      url: `${base}/comment/`,
      token: other.access,
      payload: {},
    });
    assert.deepEqual(missing.json(), { content: ['Comment content is required'] });
    const added = await t.call({
      method: 'POST',
      url: `${base}/comment/`,
      token: other.access,
      payload: { content: 'Gorgeous light' },
    });
    assert.equal(added.statusCode, 201);
    const comment: LifestylePhotoComment = added.json();
    assert.equal(comment.user.username, other.user.username);
    const list: LifestylePhotoComment[] = (await t.call({ url: `${base}/comments/` })).json();
    assert.deepEqual(
      list.map((c) => c.id),
      [comment.id],
    );
    const counted: LifestylePhoto[] = (
      await t.call({ url: '/api/lifestyle-photos/?city=paris' })
    ).json();
    assert.equal(counted.find((p) => p.id === photo.id)!.comments_count, 1);

    const del = `${base}/comments/${comment.id}/`;
    assert.equal(await t.status({ method: 'DELETE', url: del }), 401);
    assert.equal(await t.status({ method: 'DELETE', url: del, token: owner.access }), 403);
    assert.equal(
      (
        await t.app.ctx.db
          .select()
          .from(lifestylePhotoComments)
          .where(eq(lifestylePhotoComments.id, comment.id))
      ).length,
      1,
    );
    assert.equal(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/lifestyle-photos/999999/comments/${comment.id}/`,
          token: other.access,
        })
      ).statusCode,
      404,
    );
    const ok = await t.call({ method: 'DELETE', url: del, token: other.access });
    assert.deepEqual(ok.json(), { success: true, message: 'Comment deleted successfully!' });
    assert.equal(await t.status({ method: 'DELETE', url: del, token: other.access }), 404);
    assert.equal(await t.status({ url: '/api/lifestyle-photos/999999/comments/' }), 404);
  });

  test('delete: owner only; the file goes too', async () => {
    const url = `/api/lifestyle-photos/${photo.id}/`;
    assert.equal(await t.status({ method: 'DELETE', url }), 401);
    const denied = await t.call({ method: 'DELETE', url, token: other.access });
    assert.equal(denied.statusCode, 403);
    assert.ok(
      await t.app.ctx.db
        .select()
        .from(lifestylePhotos)
        .where(eq(lifestylePhotos.id, photo.id))
        .then((r) => r.length === 1),
    );
    const ok = await t.call({ method: 'DELETE', url, token: owner.access });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().success, true);
    const file = path.join(
      t.dataDir,
      'media',
      new URL(photo.image_url).pathname.replace('/media/', ''),
    );
    await assert.rejects(fs.stat(file));
    assert.equal(await t.status({ method: 'DELETE', url, token: owner.access }), 404);
  });
});
