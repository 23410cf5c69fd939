import { queryKeys } from '@citylens/shared/contracts';
import { headFixtures } from '@citylens/shared/testing';
import { homeHead } from './home-head';

const { SITE, API, paris } = headFixtures;

describe('the home page head', () => {
  test('the tagline, the first popular city’s photo, and a WebSite with its city search', () => {
    const result = headFixtures.head(
      '/',
      '?search=par',
      [[queryKeys.cities.popular(), [paris]]],
      homeHead,
    );
    expect(result.title).toBe('CityLens — Experience different cultures');
    expect(result.canonical).toBe(`${SITE}/`);
    expect(result.image).toMatchObject({
      url: `${API}/api/images/seed/cities/paris-hero-1.jpg?preset=large`,
      alt: 'Paris, France',
    });
    expect(result.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/?search={search_term_string}` },
          'query-input': 'required name=search_term_string',
        }),
      }),
    ]);
  });
});
