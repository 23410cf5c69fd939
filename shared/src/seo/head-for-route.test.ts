import { queryKeys } from '../contracts/query-keys';
import { headForRoute } from './head-for-route';
import { SITE, paris, cache, head, types } from '../testing/head-fixtures';

describe('other pages', () => {
  test('home: the tagline and a WebSite with its city search', () => {
    const result = head('/', '?search=par');
    expect(result.title).toBe('CityLens — Experience different cultures');
    expect(result.canonical).toBe(`${SITE}/`);
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

  test('static pages keep their titles; pages behind sign-in or a purchase step are not indexed', () => {
    expect(head('/faq')).toMatchObject({ title: 'FAQ — CityLens', canonical: `${SITE}/faq` });
    expect(head('/faq').robots).toBeUndefined();
    expect(head('/checkout')).toMatchObject({ title: 'Checkout — CityLens', robots: 'noindex' });
    expect(head('/profile').robots).toBe('noindex');
    expect(head('/checkout/confirmed/CL-abc').robots).toBe('noindex');
    const reviews = head('/reviews');
    expect(reviews).toMatchObject({ title: 'City Reviews — CityLens', robots: 'noindex' });
    expect(types(reviews.jsonLd)).toEqual(['BreadcrumbList']);
    expect(types(head('/lifestyle-photos').jsonLd)).toEqual(['BreadcrumbList']);
  });

  test("a reset link's token never reaches the canonical URL", () => {
    expect(head('/reset-password/abc/secret-token').canonical).toBe(`${SITE}/reset-password`);
  });

  test('unknown paths, broken data and a throwing cache give a generic head, never an error', () => {
    expect(head('/nowhere')).toMatchObject({ robots: 'noindex', canonical: `${SITE}/` });
    expect(
      head('/city/Paris', '', [[queryKeys.cities.content('Paris'), { detail: 'Not found.' }]])
        .title,
    ).toBe('Paris — CityLens');
    expect(head('/frame-shop', '', [[queryKeys.frames.picture(), 'oops']]).jsonLd).toEqual([]);
    const throwing = headForRoute({
      pathname: '/city/Paris',
      siteUrl: SITE,
      imageUrl: () => {
        throw new Error('no config');
      },
      getQueryData: () => {
        throw new Error('no cache');
      },
    });
    expect(throwing.title).toBe('Paris — CityLens');
  });

  test('a photo the image helper cannot place on the web (data: URL) is not offered to previews', () => {
    const result = headForRoute({
      pathname: '/city/Paris',
      siteUrl: SITE,
      imageUrl: () => 'data:image/svg+xml,%3Csvg%3E',
      getQueryData: cache([[queryKeys.cities.content('Paris'), paris]]),
    });
    expect(result.image).toBeUndefined();
  });
});
