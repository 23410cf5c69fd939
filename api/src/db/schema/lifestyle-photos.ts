/** Lifestyle photos, their likes and comments. */
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id } from './columns.js';
import { users } from './accounts.js';
import { userMarkTable } from './user-marks.js';
import { cities } from './cities.js';

export const lifestylePhotos = pgTable(
  'lifestyle_photos',
  {
    id: id(),
    cityId: cascadeRef('city_id', () => cities.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    imagePath: text('image_path').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    creatorName: varchar('creator_name', { length: 50 }).notNull(),
    weekRank: integer('week_rank'),
    cameraInfo: varchar('camera_info', { length: 200 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    weekDescription: text('week_description'),
    createdAt: createdAt(),
  },
  (t) => [index('lifestyle_photos_city_idx').on(t.cityId)],
);

export const lifestylePhotoLikes = userMarkTable(
  'lifestyle_photo_likes',
  'photoId',
  'photo_id',
  () => lifestylePhotos.id,
);

export const lifestylePhotoComments = pgTable(
  'lifestyle_photo_comments',
  {
    id: id(),
    photoId: cascadeRef('photo_id', () => lifestylePhotos.id),
    userId: cascadeRef('user_id', () => users.id),
    content: varchar('content', { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lifestyle_photo_comments_photo_idx').on(t.photoId)],
);
