import { queryKeys } from '@citylens/shared/contracts';
import { headFixtures } from '@citylens/shared/testing';
import { frameShopHead } from './frame-shop-head';

const { SITE, API, frame, types } = headFixtures;
const head = (search: string, data: [readonly unknown[], unknown][] = []) =>
  headFixtures.head('/frame-shop', search, data, frameShopHead);

describe('frame shop', () => {
  test('one Product with a US dollar Offer per listed frame; a frame without a readable price is left out', () => {
    const result = head('?tab=picture', [
      [queryKeys.frames.picture(), [frame(1, 'picture', 29.99), frame(2, 'picture', Number.NaN)]],
      [queryKeys.frames.painting(), [frame(3, 'painting', 45)]],
    ]);
    expect(result.title).toBe('Frame Shop — CityLens');
    expect(result.canonical).toBe(`${SITE}/frame-shop`);
    expect(types(result.jsonLd)).toEqual(['Product']);
    expect(result.jsonLd[0]).toMatchObject({
      name: 'Frame 1',
      image: [`${API}/api/images/seed/frames/1-black.jpg?preset=large`],
      offers: {
        '@type': 'Offer',
        price: '29.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/frame-shop`,
      },
    });
    const all = head('', [
      [queryKeys.frames.picture(), [frame(1, 'picture', 29.99)]],
      [queryKeys.frames.painting(), [frame(3, 'painting', 45)]],
    ]);
    expect(all.jsonLd.map((p) => (p as { name: string }).name)).toEqual(['Frame 1', 'Frame 3']);
    expect((all.jsonLd[1] as { offers: { price: string } }).offers.price).toBe('45.00');
  });
});
