import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Frame } from '@citylens/shared/contracts';
import { registerTestApp } from '../../testing/harness.js';

const t = registerTestApp();

for (const kind of ['picture', 'painting'] as const) {
  test(`${kind} frames: list of at least 8 and one by id`, async () => {
    const list: Frame[] = (await t.call({ url: `/api/${kind}-frames/` })).json();
    assert.ok(list.length >= 8);
    for (const frame of list) {
      assert.equal(frame.kind, kind);
      assert.equal(typeof frame.price, 'number');
      assert.ok(frame.price > 0 && frame.name && frame.frame_size);
      assert.match(
        frame.black_image_url,
        new RegExp(`/media/seed/frames/${kind}-\\d+-black\\.jpg$`),
      );
      assert.match(
        frame.brown_image_url,
        new RegExp(`/media/seed/frames/${kind}-\\d+-brown\\.jpg$`),
      );
    }
    const one = await t.call({ url: `/api/${kind}-frames/${list[0]!.id}/` });
    assert.deepEqual(one.json(), list[0]);
    assert.equal(await t.status({ url: `/api/${kind}-frames/999999/` }), 404);
    assert.equal(await t.status({ url: `/api/${kind}-frames/abc/` }), 404);
  });
}

test('a picture frame id is not a painting frame', async () => {
  const [picture] = (await t.call({ url: '/api/picture-frames/' })).json() as Frame[];
  assert.equal(await t.status({ url: `/api/painting-frames/${picture!.id}/` }), 404);
});
