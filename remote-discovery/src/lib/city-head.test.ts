import {
  CITY_SUB_PAGES,
  citySubPages,
  queryKeys,
  type CitySubPage,
  type PageHead,
  type RemotePageModule,
} from '@citylens/shared/contracts';
import { headForRoute } from '@citylens/shared/seo';
import { headFixtures } from '@citylens/shared/testing';
import { cityPageHead } from './city-head';

const { SITE, API, paris, cache, types } = headFixtures;

/** Each sub-page's own head, as its exposed module loads it. */
const subPageHeads = new Map<CitySubPage, PageHead>();
beforeAll(async () => {
  for (const slug of citySubPages) {
    const page = require(`../exposed/${CITY_SUB_PAGES[slug].module}`) as RemotePageModule;
    subPageHeads.set(slug, await page.loadHead!());
  }
});

/** The head the page at `pathname` gives: the city page's, or its sub-page's. */
function head(pathname: string, search = '', data: [readonly unknown[], unknown][] = []) {
  const subPage = citySubPages.find((slug) => pathname.replace(/\/+$/, '').endsWith(`/${slug}`));
  return headFixtures.head(
    pathname,
    search,
    data,
    subPage ? subPageHeads.get(subPage) : cityPageHead,
  );
}

describe('city pages', () => {
  const data: [readonly unknown[], unknown][] = [[queryKeys.cities.content('Paris'), paris]];

  test('a city: its name, its own description, its photo as an absolute share image, breadcrumbs', () => {
    const result = head('/city/Paris', '?utm_source=newsletter&fbclid=1', data);
    expect(result.title).toBe('Paris — CityLens');
    expect(result.description).toBe(paris.description);
    expect(result.canonical).toBe(`${SITE}/city/Paris`);
    expect(result.image).toEqual({
      url: `${API}/api/images/seed/cities/paris-hero-1.jpg?preset=large`,
      alt: 'Paris, France',
      width: 1200,
      height: 900,
    });
    expect(types(result.jsonLd)).toEqual(['BreadcrumbList']);
    expect(result.jsonLd[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: 'Paris', item: `${SITE}/city/Paris` },
      ],
    });
    expect(result.robots).toBeUndefined();
  });

  test('a sub-page: "Paris — Lifestyle — CityLens", three crumbs, the city photo', () => {
    const result = head('/city/Paris/lifestyle/', '?photo=12', data);
    expect(result.title).toBe('Paris — Lifestyle — CityLens');
    expect(result.description).toBe(
      'Everyday life in Paris through the lenses of its photographers.',
    );
    expect(result.canonical).toBe(`${SITE}/city/Paris/lifestyle`);
    expect(result.image?.url).toMatch(/^https:\/\/api\.citylens\.example\/api\/images\//);
    expect(result.jsonLd[0]).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Paris' },
        { position: 3, name: 'Lifestyle', item: `${SITE}/city/Paris/lifestyle` },
      ],
    });
  });

  test('every sub-page is named by the city and its section', () => {
    expect(head('/city/Paris/articles', '', data).title).toBe('Paris — Articles — CityLens');
    expect(head('/city/Paris/videos', '', data).title).toBe('Paris — Videos — CityLens');
    expect(head('/city/Paris/food', '', data).description).toBe(
      'Best restaurants and their meals in Paris, France.',
    );
    expect(head('/city/Paris/transport', '', data).title).toBe('Paris — Transport — CityLens');
  });

  test('without its data, a city page is still named from its URL (decoded, re-encoded)', () => {
    const result = head('/city/New%20York/food');
    expect(result.title).toBe('New York — Food — CityLens');
    expect(result.canonical).toBe(`${SITE}/city/New%20York/food`);
    expect(result.image).toBeUndefined();
    expect(types(result.jsonLd)).toEqual(['BreadcrumbList']);
  });

  test("an article's deep link: its title, text, photo and Article data; the id stays in the canonical URL", () => {
    const result = head('/city/Paris/articles', '?utm_campaign=x&article=3', data);
    expect(result.title).toBe('A first day in Paris <script> — CityLens');
    expect(result.description).toBe('Start early in Le Marais, when shutters are still down.');
    expect(result.canonical).toBe(`${SITE}/city/Paris/articles?article=3`);
    expect(result.ogType).toBe('article');
    // A relative photo path becomes absolute on the site's origin.
    expect(result.image?.url).toBe(`${SITE}/api/images/seed/articles/paris-1.jpg?preset=large`);
    expect(types(result.jsonLd)).toEqual(['Article', 'BreadcrumbList']);
    expect(result.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'A first day in Paris <script>',
      datePublished: '2026-11-20T09:00:00.000Z',
      image: [`${SITE}/api/images/seed/articles/paris-1.jpg?preset=large`],
      author: { '@type': 'Organization', name: 'CityLens' },
    });
  });

  test('an article id the city does not have gives the articles page', () => {
    const result = head('/city/Paris/articles', '?article=99', data);
    expect(result.title).toBe('Paris — Articles — CityLens');
    expect(result.canonical).toBe(`${SITE}/city/Paris/articles`);
  });
});

describe('a city head never fails', () => {
  test('broken data and a throwing cache or image helper give the head named from the URL', () => {
    const notFound = [[queryKeys.cities.content('Paris'), { detail: 'Not found.' }]] as const;
    expect(head('/city/Paris', '', [[...notFound[0]]]).title).toBe('Paris — CityLens');
    const throwing = headForRoute(
      {
        pathname: '/city/Paris',
        siteUrl: SITE,
        imageUrl: () => {
          throw new Error('no config');
        },
        getQueryData: () => {
          throw new Error('no cache');
        },
      },
      cityPageHead,
    );
    expect(throwing.title).toBe('Paris — CityLens');
  });

  test('a photo the image helper cannot place on the web (data: URL) is not offered to previews', () => {
    const result = headForRoute(
      {
        pathname: '/city/Paris',
        siteUrl: SITE,
        imageUrl: () => 'data:image/svg+xml,%3Csvg%3E',
        getQueryData: cache([[queryKeys.cities.content('Paris'), paris]]),
      },
      cityPageHead,
    );
    expect(result.image).toBeUndefined();
  });
});
