import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  Article,
  City,
  CityReview,
  FoodItem,
  LifestylePhoto,
  TransportItem,
  Video,
} from '@citylens/shared/contracts';
import { eq } from 'drizzle-orm';
import { cities, cityLikes } from '../../db/schema.js';
import { registerTestApp, type TestUser } from '../../testing/harness.js';
import type { CitiesRepository } from './repository.js';
import type { CityReviewsRepository } from './reviews-repository.js';
import type { CityContent } from './schemas.js';

// Type-level contract checks: what the repository returns is what the front end reads.
type Returns<K extends keyof CitiesRepository> = CitiesRepository[K] extends (
  ...a: never[]
) => Promise<infer R>
  ? R
  : never;
const _list: City[] = [] as Returns<'list'>;
const _content: CityContent | null = null as Returns<'content'>;
const _reviews: CityReview[] = [] as Awaited<ReturnType<CityReviewsRepository['list']>>;
const _categories = (c: CityContent) => {
  const lifestyle: LifestylePhoto[] = c.categories.lifestyle.content;
  const articles: Article[] = c.categories.articles.content;
  const videos: Video[] = c.categories.videography.content;
  const food: FoodItem[] = c.categories.food.content;
  const transport: TransportItem[] = c.categories.transport.content;
  const hero: string[] = c.hero_photos;
  return [lifestyle, articles, videos, food, transport, hero];
};
void [_list, _content, _reviews, _categories];

let alice: TestUser;
let bob: TestUser;
const t = registerTestApp({}, async (t) => {
  alice = await t.newUser('alice');
  bob = await t.newUser('bob');
});

const CITY_KEYS = [
  'country',
  'country_part',
  'description',
  'formatted_name',
  'id',
  'image',
  'is_liked',
  'likes_count',
  'location',
  'name',
  'thumbnail_url',
];

describe('city lists', () => {
  test('GET /api/cities/ returns City[] with absolute image URLs', async () => {
    const res = await t.call({ url: '/api/cities/' });
    assert.equal(res.statusCode, 200);
    const list: City[] = res.json();
    assert.ok(list.length >= 3);
    for (const city of list) {
      assert.deepEqual(Object.keys(city).sort(), CITY_KEYS);
      assert.equal(city.formatted_name, `${city.name}, ${city.country}`);
      assert.match(city.thumbnail_url!, /^http:\/\/localhost:8000\/media\/seed\/cities\/.+\.jpg$/);
      assert.equal(city.is_liked, false);
    }
  });

  test('popular and curated are different sets', async () => {
    const popular: City[] = (await t.call({ url: '/api/cities/popular/' })).json();
    const curated: City[] = (await t.call({ url: '/api/cities/curated/' })).json();
    assert.ok(popular.length > 0 && curated.length > 0);
    // Disjoint, not merely different: a city in both lists shows twice on the home page.
    const popularIds = new Set(popular.map((c) => c.id));
    assert.deepEqual(
      curated.filter((c) => popularIds.has(c.id)).map((c) => c.name),
      [],
    );
  });

  test('is_liked follows the bearer; a broken token is treated as anonymous', async () => {
    await t.call({ method: 'POST', url: '/api/cities/Paris/like_city/', token: alice.access });
    const mine: City[] = (await t.call({ url: '/api/cities/', token: alice.access })).json();
    assert.equal(mine.find((c) => c.name === 'Paris')!.is_liked, true);
    const others: City[] = (await t.call({ url: '/api/cities/', token: bob.access })).json();
    assert.equal(others.find((c) => c.name === 'Paris')!.is_liked, false);
    const broken = await t.call({ url: '/api/cities/', token: 'x.y.z' });
    assert.equal(broken.statusCode, 200);
    await t.call({ method: 'POST', url: '/api/cities/Paris/like_city/', token: alice.access });
  });

  test('search trims, needs two characters, matches name or country', async () => {
    assert.deepEqual((await t.call({ url: '/api/search/cities/?q=%20p%20' })).json(), []);
    assert.deepEqual((await t.call({ url: '/api/search/cities/' })).json(), []);
    const byName: City[] = (await t.call({ url: '/api/search/cities/?q=%20par%20' })).json();
    assert.deepEqual(
      byName.map((c) => c.name),
      ['Paris'],
    );
    const byCountry: City[] = (await t.call({ url: '/api/search/cities/?q=japan' })).json();
    assert.deepEqual(
      byCountry.map((c) => c.name),
      ['Tokyo'],
    );
    assert.deepEqual((await t.call({ url: '/api/search/cities/?q=%25%25' })).json(), []);
  });
});

describe('city content', () => {
  test('returns CityContent with every category and hero photos', async () => {
    const res = await t.call({ url: '/api/cities/paris/content/' });
    assert.equal(res.statusCode, 200);
    const body: CityContent = res.json();
    assert.equal(body.name, 'Paris');
    assert.deepEqual(Object.keys(body.categories).sort(), [
      'articles',
      'food',
      'lifestyle',
      'transport',
      'videography',
    ]);
    const minimum = { lifestyle: 6, articles: 3, videography: 3, food: 4, transport: 4 } as const;
    for (const [key, min] of Object.entries(minimum)) {
      const category = body.categories[key as keyof typeof minimum];
      assert.equal(category.name, key);
      assert.ok(category.content.length >= min, `${key} has ${category.content.length}`);
      assert.equal(category.count, category.content.length);
      assert.ok(category.thumbnail_url?.startsWith('http://localhost:8000/media/'));
    }
    for (const video of body.categories.videography.content) {
      assert.match(video.youtube_url!, /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    }
    for (const item of body.categories.transport.content)
      assert.ok(item.location && item.transport_type);
    assert.ok(body.categories.articles.content[0]!.content.includes('## '));
    assert.equal(body.hero_photos.length, 3);
  });

  test('name is URL-decoded and case-insensitive; unknown is 404', async () => {
    for (const name of [
      'PARIS',
      'pArIs',
      encodeURIComponent('New York'),
      'new-york',
      'NEW%20YORK',
    ]) {
      const res = await t.call({ url: `/api/cities/${name}/content/` });
      assert.equal(res.statusCode, 200, name);
    }
    const missing = await t.call({ url: '/api/cities/Atlantis/content/' });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { detail: 'City not found.' });
  });

  test('liked_by_user and is_liked are personal in content', async () => {
    const content: CityContent = (await t.call({ url: '/api/cities/Tokyo/content/' })).json();
    const photo = content.categories.lifestyle.content[0]!;
    await t.call({
      method: 'POST',
      url: `/api/lifestyle-photos/${photo.id}/like/`,
      token: alice.access,
    });
    await t.call({ method: 'POST', url: '/api/cities/Tokyo/like_city/', token: alice.access });
    const mine: CityContent = (
      await t.call({ url: '/api/cities/Tokyo/content/', token: alice.access })
    ).json();
    assert.equal(mine.is_liked, true);
    assert.equal(mine.categories.lifestyle.content[0]!.liked_by_user, true);
    assert.equal(mine.categories.lifestyle.content[0]!.likes_count, photo.likes_count + 1);
    const anon: CityContent = (await t.call({ url: '/api/cities/Tokyo/content/' })).json();
    assert.equal(anon.is_liked, false);
    assert.equal(anon.categories.lifestyle.content[0]!.liked_by_user, false);
  });
});

describe('likes', () => {
  test('toggle needs a token, flips, and the count never drops below zero', async () => {
    const likeAsBob = (slug: string) =>
      t.call({ method: 'POST', url: `/api/cities/${slug}/like_city/`, token: bob.access });
    const none = await t.call({ method: 'POST', url: '/api/cities/New%20York/like_city/' });
    assert.equal(none.statusCode, 401);
    const before: City = (await t.call({ url: '/api/cities/new%20york/content/' })).json();
    const on = await likeAsBob('new%20york');
    assert.deepEqual(on.json(), {
      success: true,
      is_liked: true,
      likes_count: before.likes_count + 1,
    });
    const off = await likeAsBob('NEW%20YORK');
    assert.deepEqual(off.json(), {
      success: true,
      is_liked: false,
      likes_count: before.likes_count,
    });
    // Remove every like, then toggle twice: 1 then 0, never negative.
    const [city] = await t.app.ctx.db.select().from(cities).where(eq(cities.name, 'New York'));
    await t.app.ctx.db.delete(cityLikes).where(eq(cityLikes.cityId, city!.id));
    await t.app.ctx.views.invalidate();
    assert.equal(
      (
        await t.call({ method: 'POST', url: '/api/cities/New York/like_city/', token: bob.access })
      ).json().likes_count,
      1,
    );
    assert.equal(
      (
        await t.call({ method: 'POST', url: '/api/cities/New York/like_city/', token: bob.access })
      ).json().likes_count,
      0,
    );
    const unknown = await t.call({
      method: 'POST',
      url: '/api/cities/Atlantis/like_city/',
      token: bob.access,
    });
    assert.equal(unknown.statusCode, 404);
  });
});
