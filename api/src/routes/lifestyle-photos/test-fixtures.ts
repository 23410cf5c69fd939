/** What the lifestyle-photo route tests upload: a small JPEG into Paris, posted as multipart. */
import { solidJpeg } from '../../media/test-images.js';
import type { TestApp } from '../../testing/harness.js';
import type { multipart } from '../../testing/multipart.js';

/** Paris's id (as its content endpoint reports it) and a valid 64×48 JPEG. */
export async function uploadFixture(t: TestApp): Promise<{ parisId: number; jpeg: Buffer }> {
  const parisId: number = (await t.call({ url: '/api/cities/paris/content/' })).json().id;
  return { parisId, jpeg: await solidJpeg(64, 48, '#c0392b') };
}

/** POST /api/lifestyle-photos/ with a multipart body; `null` sends no token. */
export function uploadPhoto(t: TestApp, body: ReturnType<typeof multipart>, token: string | null) {
  return t.call({
    method: 'POST',
    url: '/api/lifestyle-photos/',
    token: token ?? undefined,
    ...body,
  });
}

/** The text fields of a valid upload into `cityId`. */
export const photoFields = (cityId: number) => ({
  title: 'Quai at dawn',
  creator_name: 'Léa',
  city: String(cityId),
});
