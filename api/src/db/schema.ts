import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    dateJoined: timestamp('date_joined', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /**
     * Bumped by logout, a password change or reset and account deletion: every access token
     * carries the generation it was signed in, and an older one is refused at once.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
  },
  (t) => [
    // Case-insensitive uniqueness: "Demo" and "demo" are the same account name.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/**
 * One row per issued refresh token; rotation and logout mark it revoked. Tokens rotated from
 * one sign-in form a family: presenting a rotated token again revokes the whole family, and no
 * token of the family outlives `session_started_at` + the absolute session lifetime.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: varchar('family_id', { length: 64 }).notNull(),
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('city_hero_photos_city_idx').on(t.cityId, t.position)],
);

export const cityLikes = pgTable(
  'city_likes',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.userId] })],
);

export const cityReviews = pgTable(
  'city_reviews',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  // One review per user per city, enforced by the database.
  (t) => [uniqueIndex('city_reviews_city_user_key').on(t.cityId, t.userId)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    imagePath: text('image_path'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('articles_city_idx').on(t.cityId)],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    youtubeId: varchar('youtube_id', { length: 11 }).notNull(),
    thumbnailPath: text('thumbnail_path'),
    description: text('description').notNull(),
    creatorName: varchar('creator_name', { length: 100 }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('videos_city_idx').on(t.cityId)],
);

/** Food and transport share one shape; transport rows also carry location and type. */
export const guideItems = pgTable(
  'guide_items',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 16 }).$type<'food' | 'transport'>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    youtubeId: varchar('youtube_id', { length: 11 }),
    thumbnailPath: text('thumbnail_path'),
    creatorName: varchar('creator_name', { length: 100 }),
    location: varchar('location', { length: 200 }),
    transportType: varchar('transport_type', { length: 50 }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('guide_items_city_section_idx').on(t.cityId, t.section)],
);

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

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    cityName: varchar('city_name', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTime: time('event_time').notNull(),
    location: varchar('location', { length: 200 }).notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 50 }).notNull(),
    thumbnailPath: text('thumbnail_path'),
  },
  (t) => [index('events_date_idx').on(t.eventDate, t.eventTime)],
);

export const eventBookings = pgTable(
  'event_bookings',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const eventLikes = pgTable(
  'event_likes',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const frames = pgTable('frames', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).$type<'picture' | 'painting'>().notNull(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull(),
  frameSize: varchar('frame_size', { length: 40 }).notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  blackImagePath: text('black_image_path').notNull(),
  brownImagePath: text('brown_image_path').notNull(),
});

/**
 * Orders keep the card brand and last four digits only: no CVV, no full number, no expiry.
 * The id is random and unguessable because guest orders are read by id alone.
 */
export const orders = pgTable(
  'orders',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    // A deleted account takes its orders with it: nobody may read them afterwards.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    /** The client's Idempotency-Key: one order per key, a repeated submit answers the same order. */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /** Who may replay the key: `user:<id>`, or for a guest a hash of the request body. */
    idempotencyScope: varchar('idempotency_scope', { length: 80 }),
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    shippingCost: numeric('shipping_cost', { precision: 10, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 50 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    city: varchar('city', { length: 150 }).notNull(),
    state: varchar('state', { length: 150 }).notNull(),
    zipCode: varchar('zip_code', { length: 30 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    cardBrand: varchar('card_brand', { length: 20 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    cardholderName: varchar('cardholder_name', { length: 150 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
  ],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: varchar('order_id', { length: 40 })
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  frameId: integer('frame_id')
    .notNull()
    .references(() => frames.id, { onDelete: 'restrict' }),
  frameName: varchar('frame_name', { length: 120 }).notNull(),
  kind: varchar('kind', { length: 16 }).notNull(),
  color: varchar('color', { length: 8 }).notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
});

/** Key/value settings kept with the data (e.g. the seed marker). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
