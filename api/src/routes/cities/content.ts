import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { articles, cities, guideItems, lifestylePhotos, videos } from '../../db/schema.js';
import type { MediaUrl } from '../../lib/urls.js';
import { photoColumns, toLifestylePhoto } from '../lifestyle-photos/mappers.js';
import type {
  Article,
  City,
  CityCategory,
  CityContent,
  FoodItem,
  TransportItem,
  Video,
} from './schemas.js';

const youtubeUrl = (id: string | null) => (id ? `https://www.youtube.com/watch?v=${id}` : null);

const CATEGORY_TEXT = {
  lifestyle: [
    'Lifestyle',
    (c: string) => `Everyday life in ${c} through the lenses of its photographers.`,
  ],
  articles: ['Articles', (c: string) => `Stories, guides and essays about ${c}.`],
  videography: ['Videography', (c: string) => `Films and walks that show ${c} in motion.`],
  food: ['Food', (c: string) => `Dishes, markets and places to eat in ${c}.`],
  transport: ['Transport', (c: string) => `How to get around ${c}: lines, passes and tips.`],
} as const;

/**
 * A city's content page data: its details, hero photos and the five categories with their items
 * (lifestyle photos, articles, videos, food, transport), as anonymous visitors see it.
 */
export async function loadCityContent(
  db: AppContext['db'],
  url: MediaUrl,
  city: typeof cities.$inferSelect,
  details: City,
  hero: string[],
): Promise<CityContent> {
  const photoRows = await db
    .select(photoColumns)
    .from(lifestylePhotos)
    .innerJoin(cities, eq(cities.id, lifestylePhotos.cityId))
    .where(eq(lifestylePhotos.cityId, city.id))
    .orderBy(desc(lifestylePhotos.createdAt), desc(lifestylePhotos.id));
  const articleRows = await db
    .select()
    .from(articles)
    .where(eq(articles.cityId, city.id))
    .orderBy(desc(articles.publishedAt), asc(articles.id));
  const videoRows = await db
    .select()
    .from(videos)
    .where(eq(videos.cityId, city.id))
    .orderBy(desc(videos.publishedAt), asc(videos.id));
  const guideRows = await db
    .select()
    .from(guideItems)
    .where(eq(guideItems.cityId, city.id))
    .orderBy(asc(guideItems.id));

  const lifestyle = photoRows.map((row) => toLifestylePhoto(row, url, false));
  const articleItems: Article[] = articleRows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    image_url: url(row.imagePath),
    thumbnail_url: url(row.imagePath),
    created_at: row.publishedAt.toISOString(),
    published_at: row.publishedAt.toISOString(),
  }));
  const videoItems: Video[] = videoRows.map((row) => ({
    id: row.id,
    title: row.title,
    youtube_url: youtubeUrl(row.youtubeId),
    thumbnail_url: url(row.thumbnailPath),
    description: row.description,
    creator_name: row.creatorName,
    author: row.creatorName,
    created_at: row.publishedAt.toISOString(),
    published_at: row.publishedAt.toISOString(),
  }));
  const guide = (row: (typeof guideRows)[number]): FoodItem => ({
    id: row.id,
    title: row.title,
    description: row.description,
    youtube_url: youtubeUrl(row.youtubeId),
    thumbnail_url: url(row.thumbnailPath),
    creator_name: row.creatorName,
    author: row.creatorName,
    created_at: row.publishedAt.toISOString(),
    published_at: row.publishedAt.toISOString(),
  });
  const food = guideRows.filter((r) => r.section === 'food').map(guide);
  const transport: TransportItem[] = guideRows
    .filter((r) => r.section === 'transport')
    .map((row) => ({
      ...guide(row),
      location: row.location ?? '',
      transport_type: row.transportType ?? '',
    }));

  const category = <Item>(
    key: keyof typeof CATEGORY_TEXT,
    items: Item[],
    thumbnail: string | null,
  ): CityCategory<Item> => ({
    id: `${city.id}-${key}`,
    name: key,
    name_display: CATEGORY_TEXT[key][0],
    description: CATEGORY_TEXT[key][1](city.name),
    count: items.length,
    thumbnail_url: thumbnail ?? hero[0] ?? null,
    content: items,
  });

  return {
    ...details,
    hero_photos: hero,
    categories: {
      lifestyle: category('lifestyle', lifestyle, lifestyle[0]?.image_url ?? null),
      articles: category('articles', articleItems, articleItems[0]?.thumbnail_url ?? null),
      videography: category('videography', videoItems, videoItems[0]?.thumbnail_url ?? null),
      food: category('food', food, food[0]?.thumbnail_url ?? null),
      transport: category('transport', transport, transport[0]?.thumbnail_url ?? null),
    },
  };
}
