import { act } from '@testing-library/react';
import { setAuthStateForTests } from '@citylens/shared/testing';
import type {
  Article,
  City,
  CityContent,
  FoodItem,
  LifestylePhoto,
  LifestylePhotoComment,
  PhotoOfTheWeek,
  TransportItem,
  Video,
} from '@citylens/shared';

export const MEDIA = 'http://api.test/media/seed';

export function city(overrides: Partial<City> = {}): City {
  return {
    id: 1,
    name: 'Paris',
    country: 'France',
    country_part: 'Île-de-France',
    thumbnail_url: `${MEDIA}/cities/paris-thumb.jpg`,
    image: `${MEDIA}/cities/paris-hero-1.jpg`,
    description: 'Zinc-topped cafés and stone quays.',
    formatted_name: 'Paris, France',
    location: 'Western Europe',
    likes_count: 3,
    is_liked: false,
    ...overrides,
  };
}

export function photoOfWeek(id: number, overrides: Partial<PhotoOfTheWeek> = {}): PhotoOfTheWeek {
  return {
    id,
    title: `Photo ${id}`,
    city_name: 'Paris',
    creator_name: `Creator ${id}`,
    camera_info: null,
    tags: [],
    photo_of_week_description: null,
    image_url: `${MEDIA}/lifestyle/paris-${id}.jpg`,
    url: `${MEDIA}/lifestyle/paris-${id}.jpg`,
    ...overrides,
  };
}

export function lifestylePhoto(
  id: number,
  overrides: Partial<LifestylePhoto> = {},
): LifestylePhoto {
  return {
    id,
    image_url: `${MEDIA}/lifestyle/paris-${id}.jpg`,
    title: `Street life ${id}`,
    creator_name: 'Léa Martin',
    city: 1,
    city_name: 'Paris',
    likes_count: 2,
    comments_count: 1,
    liked_by_user: false,
    created_at: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in visitor who comments on photos. */
export const lea = { id: 7, username: 'lea', email: 'lea@example.com' };

/** Léa signs in; after the fake API is set up (it resets the bus). */
export const signInAsLea = () =>
  act(() => setAuthStateForTests({ status: 'signed-in', user: lea, hasTokens: true }));

export function comment(
  id: number,
  user: { id: number; username: string },
  content: string,
): LifestylePhotoComment {
  return { id, user, content, created_at: '2026-11-21T10:00:00.000Z' };
}

export function article(id: number, overrides: Partial<Article> = {}): Article {
  return {
    id,
    title: `Article ${id}`,
    content: `Intro of article ${id}.\n\n## A heading\n\nSome **bold** text.`,
    image_url: `${MEDIA}/articles/paris-${id}.jpg`,
    thumbnail_url: `${MEDIA}/articles/paris-${id}.jpg`,
    created_at: '2026-11-17T09:00:00.000Z',
    published_at: '2026-11-17T09:00:00.000Z',
    ...overrides,
  };
}

export function video(id: number, overrides: Partial<Video> = {}): Video {
  return {
    id,
    title: `Video ${id}`,
    youtube_url: 'https://www.youtube.com/watch?v=00VoeCQeP1F',
    thumbnail_url: `${MEDIA}/videos/paris-${id}.jpg`,
    description: `About video ${id}`,
    creator_name: 'Thandi Mokoena',
    author: null,
    created_at: '2026-11-19T09:00:00.000Z',
    published_at: '2026-11-19T09:00:00.000Z',
    ...overrides,
  };
}

export function food(id: number, overrides: Partial<FoodItem> = {}): FoodItem {
  return {
    id,
    title: `Dish ${id}`,
    description: `A dish numbered ${id}.`,
    youtube_url: null,
    thumbnail_url: `${MEDIA}/food/paris-${id}.jpg`,
    creator_name: null,
    author: null,
    created_at: '2026-11-20T09:00:00.000Z',
    published_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function transport(id: number, overrides: Partial<TransportItem> = {}): TransportItem {
  return {
    ...food(id),
    title: `Line ${id}`,
    location: 'La Défense – Château de Vincennes',
    transport_type: 'Metro',
    ...overrides,
  };
}

export function cityContent(
  content: {
    lifestyle?: LifestylePhoto[];
    articles?: Article[];
    videography?: Video[];
    food?: FoodItem[];
    transport?: TransportItem[];
  } = {},
  overrides: Partial<CityContent> = {},
): CityContent {
  const category = <Item>(name: string, display: string, items: Item[]) => ({
    id: `1-${name}`,
    name,
    name_display: display,
    description: `${display} of Paris.`,
    count: items.length,
    thumbnail_url: `${MEDIA}/${name}/paris-1.jpg`,
    content: items,
  });
  return {
    ...city(),
    hero_photos: [`${MEDIA}/cities/paris-hero-1.jpg`, `${MEDIA}/cities/paris-hero-2.jpg`],
    categories: {
      lifestyle: category('lifestyle', 'Lifestyle', content.lifestyle ?? []),
      articles: category('articles', 'Articles', content.articles ?? []),
      videography: category('videography', 'Videography', content.videography ?? []),
      food: category('food', 'Food', content.food ?? []),
      transport: category('transport', 'Transport', content.transport ?? []),
    },
    ...overrides,
  };
}
