import type { CityContent, CityEvent, Frame } from '../contracts/entities';
import { queryKeys } from '../contracts/query-keys';
import { headForRoute } from './head-for-route';
import type { HeadForRouteInput } from './route-head';

const SITE = 'https://citylens.example';
const API = 'https://api.citylens.example';

/** The site's image helper at the `large` preset, as the API's image endpoint serves it. */
const imageUrl = (src: string) =>
  src.replace(/^(.*?)\/media\/(.*)$/, '$1/api/images/$2?preset=large');

const paris: CityContent = {
  id: 1,
  name: 'Paris',
  country: 'France',
  country_part: 'Île-de-France',
  thumbnail_url: `${API}/media/seed/cities/paris-thumb.jpg`,
  image: `${API}/media/seed/cities/paris-hero-1.jpg`,
  description: 'Paris rewards slow walking: zinc-topped cafés and the Seine’s stone quays.',
  formatted_name: 'Paris, France',
  location: 'Western Europe',
  likes_count: 1,
  is_liked: false,
  hero_photos: [`${API}/media/seed/cities/paris-hero-1.jpg`],
  categories: {
    articles: {
      id: 2,
      name: 'articles',
      name_display: 'Articles',
      description: '',
      count: 1,
      thumbnail_url: null,
      content: [
        {
          id: 3,
          title: 'A first day in Paris <script>',
          content: '# Heading\n\nStart early in **Le Marais**, when shutters are still down.',
          image_url: '/media/seed/articles/paris-1.jpg',
          thumbnail_url: null,
          published_at: '2026-11-20T09:00:00.000Z',
        },
      ],
    },
  },
};

const jazz: CityEvent = {
  id: 4,
  name: 'Jazz on the Quais',
  thumbnail_url: `${API}/media/seed/events/event-4.jpg`,
  city: 'Paris',
  country: 'France',
  event_date: '2026-11-26',
  event_time: '19:30:00',
  location: 'Quai de la Tournelle',
  description: 'Free open-air jazz sets along the Seine.',
};

const frame = (id: number, kind: Frame['kind'], price: number): Frame => ({
  id,
  name: `Frame ${id}`,
  price,
  frame_size: '30x40 cm',
  black_image_url: `${API}/media/seed/frames/${id}-black.jpg`,
  brown_image_url: `${API}/media/seed/frames/${id}-brown.jpg`,
  kind,
});

function cache(entries: [readonly unknown[], unknown][]): HeadForRouteInput['getQueryData'] {
  const map = new Map(entries.map(([key, value]) => [JSON.stringify(key), value]));
  return (key) => map.get(JSON.stringify(key));
}

const head = (pathname: string, search = '', data: [readonly unknown[], unknown][] = []) =>
  headForRoute({ pathname, search, siteUrl: `${SITE}/`, imageUrl, getQueryData: cache(data) });

const types = (jsonLd: object[]) => jsonLd.map((item) => (item as { '@type': string })['@type']);

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

  test('categories sent as a list read the same as a map', () => {
    const listed = { ...paris, categories: Object.values(paris.categories) };
    const result = head('/city/Paris/articles', '?article=3', [
      [queryKeys.cities.content('Paris'), listed],
    ]);
    expect(result.title).toBe('A first day in Paris <script> — CityLens');
  });
});

describe('events', () => {
  test("an event's details: its name, Event data with its date and time, venue and photo", () => {
    const result = head('/events', '?event=4', [[queryKeys.events.detail(4), jazz]]);
    expect(result.title).toBe('Jazz on the Quais — CityLens');
    expect(result.canonical).toBe(`${SITE}/events?event=4`);
    expect(result.description).toBe('Free open-air jazz sets along the Seine.');
    expect(result.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Jazz on the Quais',
        url: `${SITE}/events?event=4`,
        description: 'Free open-air jazz sets along the Seine.',
        startDate: '2026-11-26T19:30:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Quai de la Tournelle',
          address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'France' },
        },
        image: [`${API}/api/images/seed/events/event-4.jpg?preset=large`],
      },
    ]);
    // Booking is free: no invented offer.
    expect(result.jsonLd[0]).not.toHaveProperty('offers');
  });

  test('the deep-linked event is found in the events list when its own call has not answered', () => {
    const result = head('/events', '?event=4', [[queryKeys.events.list(), [jazz]]]);
    expect(result.title).toBe('Jazz on the Quais — CityLens');
  });

  test('the events list: its route title, first photo, no Event data; a bad id is ignored', () => {
    const list = head('/events', '', [[queryKeys.events.list(), [jazz]]]);
    expect(list.title).toBe('Events — CityLens');
    expect(list.canonical).toBe(`${SITE}/events`);
    expect(list.jsonLd).toEqual([]);
    expect(list.image?.alt).toBe('Jazz on the Quais');
    expect(head('/events', '?event=abc').canonical).toBe(`${SITE}/events`);
    expect(head('/events', '?event=7').title).toBe('Events — CityLens');
  });
});

describe('frame shop', () => {
  test('one Product with a US dollar Offer per listed frame; a frame without a readable price is left out', () => {
    const result = head('/frame-shop', '?tab=picture', [
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
    const all = head('/frame-shop', '', [
      [queryKeys.frames.picture(), [frame(1, 'picture', 29.99)]],
      [queryKeys.frames.painting(), [frame(3, 'painting', 45)]],
    ]);
    expect(all.jsonLd.map((p) => (p as { name: string }).name)).toEqual(['Frame 1', 'Frame 3']);
    expect((all.jsonLd[1] as { offers: { price: string } }).offers.price).toBe('45.00');
  });
});

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
