import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { ORPHAN_MIN_AGE_MS, sweepOrphanUploads } from './orphans.js';
import { detailedJpeg } from './test-images.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function upload(token: string, cityId: number) {
  const boundary = '----citylens-orphans';
  const image = await detailedJpeg(400, 300);
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      field('title', 'Harbour at dusk') +
        field('creator_name', 'Ana') +
        field('city', String(cityId)),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call({
    method: 'POST',
    url: '/api/lifestyle-photos/',
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

test('uploads leave no temporary files, and the sweep removes only files no row names', async () => {
  const me = await t.newUser('orphans');
  const cities = (await t.call({ url: '/api/cities/' })).json();
  const created = await upload(me.access, cities[0].id);
  assert.equal(created.statusCode, 201, created.body);
  const mediaDir = t.app.ctx.mediaDir;
  const kept = path.join(mediaDir, ...created.json().image_url.split('/media/')[1].split('/'));
  const folder = path.dirname(kept);
  assert.deepEqual(
    (await fs.readdir(folder)).filter((name) => name.endsWith('.part')),
    [],
    'no temporary file is left behind',
  );

  // What a crash would leave: a file whose row was never written (or already deleted).
  const orphan = path.join(folder, 'crashed-before-the-row.jpg');
  const fresh = path.join(folder, 'being-uploaded-now.jpg');
  await fs.writeFile(orphan, 'x');
  await fs.writeFile(fresh, 'x');
  const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
  await fs.utimes(orphan, old, old);
  await fs.utimes(kept, old, old);

  const removed = await sweepOrphanUploads(t.app.ctx.db, mediaDir);
  assert.deepEqual(
    removed.map((p) => path.basename(p)),
    ['crashed-before-the-row.jpg'],
  );
  await fs.access(kept);
  await fs.access(fresh);

  // Deleting the photo removes its row, then its file.
  const id = created.json().id;
  const deleted = await t.call({
    method: 'DELETE',
    url: `/api/lifestyle-photos/${id}/`,
    token: me.access,
  });
  assert.equal(deleted.statusCode, 200);
  await assert.rejects(fs.access(kept));
});
