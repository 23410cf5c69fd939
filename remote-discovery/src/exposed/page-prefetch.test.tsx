/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { CITY_SUB_PAGES, citySubPages, type RemotePageModule } from '@citylens/shared/contracts';
import { headForRoute } from '@citylens/shared/seo';
import {
  askedBeyondPrefetch,
  createTestQueryClient,
  json,
  setupFakeApi,
  TEST_API,
} from '@citylens/shared/testing';
import { article, city, cityContent, lifestylePhoto, photoOfWeek } from '../testing/fixtures';
import * as CityPage from './CityPage.server';
import * as HomePage from './HomePage.server';

/**
 * The discovery pages as the host loads them (every sub-page of the contract's table among them):
 * each renders on its server from its prefetch, with its own head.
 */
type Page = [string, RemotePageModule, { route: string; path: string; title: string }];
const pages: Page[] = [
  ['home', HomePage, { route: '/', path: '/', title: 'CityLens — Experience different cultures' }],
  ['city', CityPage, { route: '/city/Paris', path: '/city/:cityName', title: 'Paris — CityLens' }],
  ...citySubPages.map(
    (slug) =>
      [
        slug,
        require(`./${CITY_SUB_PAGES[slug].module}.server`) as RemotePageModule,
        {
          route: `/city/Paris/${slug}`,
          path: `/city/:cityName/${slug}`,
          title: `Paris — ${CITY_SUB_PAGES[slug].section} — CityLens`,
        },
      ] as Page,
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

test.each(pages)(
  'the %s page gives its own head, built from the answers its prefetch brought',
  async (_, page, where) => {
    discoveryApi();
    const queryClient = createTestQueryClient();
    await page.prefetch!(queryClient, { pathname: where.route, search: '' });
    const pageHead = await page.loadHead!();
    const head = headForRoute(
      {
        pathname: where.route,
        siteUrl: 'https://citylens.example',
        imageUrl: (src) => src,
        getQueryData: (key) => queryClient.getQueryData(key),
      },
      pageHead,
    );
    expect(head.title).toBe(where.title);
    // A photo from the answers: the city's own, or on home the first popular city's.
    expect(head.image?.url).toMatch(/^https?:\/\//);
  },
);
