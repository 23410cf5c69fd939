/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import type { RemotePageModule } from '@citylens/shared/contracts';
import { askedBeyondPrefetch, json, setupFakeApi, TEST_API } from '@citylens/shared/testing';
import { article, city, cityContent, lifestylePhoto, photoOfWeek } from '../testing/fixtures';
import * as CityArticlesPage from './CityArticlesPage.server';
import * as CityFoodPage from './CityFoodPage.server';
import * as CityLifestylePage from './CityLifestylePage.server';
import * as CityPage from './CityPage.server';
import * as CityTransportPage from './CityTransportPage.server';
import * as CityVideosPage from './CityVideosPage.server';
import * as HomePage from './HomePage.server';

/** The discovery pages as the host loads them: each renders on its server from its prefetch. */
const pages: [string, RemotePageModule, { route: string; path: string }][] = [
  ['home', HomePage, { route: '/', path: '/' }],
  ['city', CityPage, { route: '/city/Paris', path: '/city/:cityName' }],
  ...(
    [
      ['lifestyle', CityLifestylePage],
      ['articles', CityArticlesPage],
      ['videos', CityVideosPage],
      ['food', CityFoodPage],
      ['transport', CityTransportPage],
    ] as const
  ).map(
    ([section, page]) =>
      [section, page, { route: `/city/Paris/${section}`, path: `/city/:cityName/${section}` }] as [
        string,
        RemotePageModule,
        { route: string; path: string },
      ],
  ),
];

function discoveryApi() {
  return setupFakeApi({
    'GET /api/city_photos/random/': () =>
      json({ data: { photo: `${TEST_API}/media/seed/cities/paris.webp`, city_name: 'Paris' } }),
    'GET /api/lifestyle-photos/photos-of-week/': () => json({ photos: [photoOfWeek(1)] }),
    'GET /api/cities/popular/': () => json([city()]),
    'GET /api/cities/curated/': () => json([city({ id: 2, name: 'Tokyo' })]),
    'GET /api/cities/Paris/content/': () =>
      json(cityContent({ articles: [article(1)], lifestyle: [lifestylePhoto(1)] })),
    'GET /api/city_photos/Paris/': () => json({ data: { city_name: 'Paris', photos: [] } }),
    'GET /api/lifestyle-photos/': () => json([lifestylePhoto(1)]),
  });
}

test.each(pages)(
  "the %s page renders on the host's server from its prefetch alone",
  async (_, page, where) => {
    discoveryApi();
    const Page = page.default;
    expect(page.prefetch).toBeDefined();
    expect(await askedBeyondPrefetch(<Page />, page.prefetch!, where)).toEqual([]);
  },
);

test('without the prefetch the home page asks for its sections: the check sees missing reads', async () => {
  discoveryApi();
  const Page = HomePage.default;
  const asked = await askedBeyondPrefetch(<Page />, () => Promise.resolve(), {
    route: '/',
    path: '/',
  });
  expect(asked).toEqual(
    expect.arrayContaining([
      JSON.stringify(['cities', 'popular']),
      JSON.stringify(['cities', 'curated']),
    ]),
  );
});
