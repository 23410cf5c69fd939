import type { PageHead } from '../contracts/page-head';
import { queryKeys } from '../contracts/query-keys';
import { headForRoute } from './head-for-route';
import { SITE, cache, head, types } from '../testing/head-fixtures';

describe("the route's own head (pages whose module gives none)", () => {
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

  test("a remote's page whose module has not loaded gets its route's title", () => {
    expect(head('/frame-shop')).toMatchObject({
      title: 'Frame Shop — CityLens',
      canonical: `${SITE}/frame-shop`,
      jsonLd: [],
    });
  });

  test('unknown paths give the home page, not indexed', () => {
    expect(head('/nowhere')).toMatchObject({
      title: 'CityLens — Experience different cultures',
      robots: 'noindex',
      canonical: `${SITE}/`,
    });
  });
});

describe("a page's own head", () => {
  const input = {
    pathname: '/frame-shop',
    search: '?tab=painting',
    siteUrl: `${SITE}/`,
    imageUrl: (src: string) => src,
    getQueryData: cache([[queryKeys.frames.painting(), ['a frame']]]),
  };

  test('is built from the context: the location, the answers and the site', () => {
    const pageHead: PageHead = ({ pathname, params, read, absolute }) => ({
      title: `${String((read(queryKeys.frames.painting()) as string[])[0])} — CityLens`,
      description: params.get('tab') ?? '',
      canonical: absolute(pathname),
      ogType: 'website',
      jsonLd: [],
    });
    expect(headForRoute(input, pageHead)).toEqual({
      title: 'a frame — CityLens',
      description: 'painting',
      canonical: `${SITE}/frame-shop`,
      ogType: 'website',
      jsonLd: [],
    });
  });

  test("one that throws gives the route's own, never an error", () => {
    const throwing: PageHead = () => {
      throw new Error('a bug in the page');
    };
    expect(headForRoute(input, throwing).title).toBe('Frame Shop — CityLens');
  });
});
