/** Lifestyle photos, their likes and comments. */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { cities } from './cities.js';

export const lifestylePhotos = pgTable(
  'lifestyle_photos',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
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

export const lifestylePhotoLikes = pgTable(
  'lifestyle_photo_likes',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => lifestylePhotos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.userId] })],
);

export const lifestylePhotoComments = pgTable(
  'lifestyle_photo_comments',
  {
    id: serial('id').primaryKey(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => lifestylePhotos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lifestyle_photo_comments_photo_idx').on(t.photoId)],
);
