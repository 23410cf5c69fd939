/** Page-head tests (the host's and each remote's): a city, an event and frames as the API answers them, and a head from them. */
import type { CityContent, CityEvent, Frame } from '../contracts/entities';
import { headForRoute } from '../seo/head-for-route';
import type { HeadForRouteInput, PageHead } from '../seo/route-head';

export const SITE = 'https://citylens.example';
export const API = 'https://api.citylens.example';

/** The site's image helper at the `large` preset, as the API's image endpoint serves it. */
export const imageUrl = (src: string) =>
  src.replace(/^(.*?)\/media\/(.*)$/, '$1/api/images/$2?preset=large');

/** One category of a city's content as the API answers it (`<city id>-<category>`). */
function category<Item>(cityId: number, name: string, display: string, content: Item[]) {
  return {
    id: `${cityId}-${name}`,
    name,
    name_display: display,
    description: '',
    count: content.length,
    thumbnail_url: null,
    content,
  };
}

export const paris: CityContent = {
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
    lifestyle: category(1, 'lifestyle', 'Lifestyle', []),
    articles: category(1, 'articles', 'Articles', [
      {
        id: 3,
        title: 'A first day in Paris <script>',
        content: '# Heading\n\nStart early in **Le Marais**, when shutters are still down.',
        image_url: '/media/seed/articles/paris-1.jpg',
        thumbnail_url: null,
        created_at: '2026-11-20T09:00:00.000Z',
        published_at: '2026-11-20T09:00:00.000Z',
      },
    ]),
    videography: category(1, 'videography', 'Videography', []),
    food: category(1, 'food', 'Food', []),
    transport: category(1, 'transport', 'Transport', []),
  },
};

export const jazz: CityEvent = {
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

export const frame = (id: number, kind: Frame['kind'], price: number): Frame => ({
  id,
  name: `Frame ${id}`,
  price,
  frame_size: '30x40 cm',
  black_image_url: `${API}/media/seed/frames/${id}-black.jpg`,
  brown_image_url: `${API}/media/seed/frames/${id}-brown.jpg`,
  kind,
});

export function cache(entries: [readonly unknown[], unknown][]): HeadForRouteInput['getQueryData'] {
  const map = new Map(entries.map(([key, value]) => [JSON.stringify(key), value]));
  return (key) => map.get(JSON.stringify(key));
}

/** The head of `pathname`: its page's own (`pageHead`), else its route's, from `data`. */
export const head = (
  pathname: string,
  search = '',
  data: [readonly unknown[], unknown][] = [],
  pageHead?: PageHead,
) =>
  headForRoute(
    { pathname, search, siteUrl: `${SITE}/`, imageUrl, getQueryData: cache(data) },
    pageHead,
  );

export const types = (jsonLd: object[]) =>
  jsonLd.map((item) => (item as { '@type': string })['@type']);
