/** Cities and their content: hero photos, likes, reviews, articles, videos, food and transport. */
import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeRef, createdAt, id, publishedAt } from './columns.js';
import { users } from './accounts.js';
import { userMarkTable } from './user-marks.js';

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    countryPart: varchar('country_part', { length: 100 }),
    location: varchar('location', { length: 200 }).notNull(),
    description: text('description').notNull(),
    thumbnailPath: text('thumbnail_path'),
    imagePath: text('image_path'),
    popularRank: integer('popular_rank'),
    curatedRank: integer('curated_rank'),
  },
  (t) => [uniqueIndex('cities_name_lower_key').on(sql`lower(${t.name})`)],
);

export const cityHeroPhotos = pgTable(
  'city_hero_photos',
  {
    id: id(),
    cityId: cascadeRef('city_id', () => cities.id),
    path: text('path').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('city_hero_photos_city_idx').on(t.cityId, t.position)],
);

export const cityLikes = userMarkTable('city_likes', 'cityId', 'city_id', () => cities.id);

export const cityReviews = pgTable(
  'city_reviews',
  {
    id: id(),
    cityId: cascadeRef('city_id', () => cities.id),
    userId: cascadeRef('user_id', () => users.id),
    content: varchar('content', { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  // One review per user per city, enforced by the database.
  (t) => [uniqueIndex('city_reviews_city_user_key').on(t.cityId, t.userId)],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    cityId: cascadeRef('city_id', () => cities.id),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    imagePath: text('image_path'),
    publishedAt: publishedAt(),
  },
  (t) => [index('articles_city_idx').on(t.cityId)],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    cityId: cascadeRef('city_id', () => cities.id),
    title: varchar('title', { length: 200 }).notNull(),
    youtubeId: varchar('youtube_id', { length: 11 }).notNull(),
    thumbnailPath: text('thumbnail_path'),
    description: text('description').notNull(),
    creatorName: varchar('creator_name', { length: 100 }),
    publishedAt: publishedAt(),
  },
  (t) => [index('videos_city_idx').on(t.cityId)],
);

/** Food and transport share one shape; transport rows also carry location and type. */
export const guideItems = pgTable(
  'guide_items',
  {
    id: id(),
    cityId: cascadeRef('city_id', () => cities.id),
    section: varchar('section', { length: 16 }).$type<'food' | 'transport'>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    youtubeId: varchar('youtube_id', { length: 11 }),
    thumbnailPath: text('thumbnail_path'),
    creatorName: varchar('creator_name', { length: 100 }),
    location: varchar('location', { length: 200 }),
    transportType: varchar('transport_type', { length: 50 }),
    publishedAt: publishedAt(),
  },
  (t) => [index('guide_items_city_section_idx').on(t.cityId, t.section)],
);
