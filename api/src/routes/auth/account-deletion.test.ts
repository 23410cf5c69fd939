import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { lifestylePhotos, refreshTokens } from '../../db/schema.js';
import { detailedJpeg } from '../../media/test-images.js';
import { registerTestApp } from '../../testing/harness.js';
import { multipart } from '../../testing/multipart.js';
import { UsersRepository } from './repository.js';
import { deleteAccountRequest, logoutRequest } from '../../testing/auth-requests.js';

/** Account deletion takes the person's uploads; expired sessions are purged (issue 27). */
const t = registerTestApp({ env: { LIMIT_LIKE_USER: '4/3600' } });

async function uploadAs(token: string) {
  const cityId = (await t.call({ url: '/api/cities/' })).json()[0].id;
  const body = multipart(
    { title: 'My street', creator_name: 'Me', city: String(cityId) },
    { name: 'a.jpg', type: 'image/jpeg', data: await detailedJpeg(320, 240) },
  );
  const res = await t.call({
    method: 'POST',
    url: '/api/lifestyle-photos/',
    token,
    ...body,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id as number;
}

test('deleting the account deletes its photos, their files and variants', async () => {
  const me = await t.newUser('leaver');
  const id = await uploadAs(me.access);
  const [row] = await t.app.ctx.db.select().from(lifestylePhotos).where(eq(lifestylePhotos.id, id));
  const onDisk = path.join(t.app.ctx.mediaDir, ...row!.imagePath.split('/'));
  await fs.access(onDisk);
  assert.equal(await t.status({ url: `/api/images/${row!.imagePath}?w=400` }), 200);

  const gone = await t.call(deleteAccountRequest(me));
  assert.equal(gone.statusCode, 200);
  assert.equal(await t.status({ url: `/api/lifestyle-photos/${id}/` }), 404);
  assert.equal(
    (await t.app.ctx.db.select().from(lifestylePhotos).where(eq(lifestylePhotos.id, id))).length,
    0,
  );
  await assert.rejects(fs.access(onDisk), 'the original file is removed');
  assert.equal(await t.status({ url: `/media/${row!.imagePath}` }), 404);
  assert.equal(await t.status({ url: `/api/images/${row!.imagePath}?w=400` }), 404);
});

test('expired and revoked refresh tokens are purged', async () => {
  const me = await t.newUser('purged');
  const again = await t.login(me.user.username, me.password);
  await t.call(logoutRequest(again.refresh));
  const rows = () =>
    t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, me.user.id));
  assert.equal((await rows()).length, 2);
  const repo = new UsersRepository(t.app.ctx.db);
  await repo.purgeRefresh(t.clock.now);
  assert.equal((await rows()).length, 1, 'the logged-out session is gone, the live one stays');
  await repo.purgeRefresh(new Date(t.clock.now.getTime() + 25 * 60 * 60 * 1000));
  assert.equal((await rows()).length, 0, 'expired tokens are gone');
  assert.ok(t.app.ctx.sessionPurge, 'the purge runs on a schedule');
  assert.ok(t.app.ctx.sessionPurge.everyMs <= 60 * 60 * 1000);
});

test('likes are rate-limited', async () => {
  const me = await t.newUser('liker');
  const photoId = (await t.call({ url: '/api/lifestyle-photos/' })).json()[0]?.id;
  assert.ok(photoId);
  for (let n = 0; n < 4; n += 1) {
    const res = await t.call({
      method: 'POST',
      url: `/api/lifestyle-photos/${photoId}/like/`,
      token: me.access,
    });
    assert.equal(res.statusCode, 200);
  }
  const over = await t.call({
    method: 'POST',
    url: `/api/lifestyle-photos/${photoId}/like/`,
    token: me.access,
  });
  assert.equal(over.statusCode, 429);
  assert.ok(Number(over.headers['retry-after']) >= 1);
});
