import { Type } from 'typebox';
import { Nullable } from './common';
import { LifestylePhotoSchema } from './lifestyle-photos';

export const CitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  country: Type.String(),
  country_part: Nullable(Type.String()),
  thumbnail_url: Nullable(Type.String()),
  image: Nullable(Type.String()),
  description: Type.String(),
  formatted_name: Type.String(),
  location: Type.String(),
  likes_count: Type.Integer(),
  is_liked: Type.Boolean(),
});

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  created_at: Type.String(),
  user: Type.Object({ id: Type.Integer(), username: Type.String() }),
});

export const ReviewAddedSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  review: ReviewSchema,
});

export const CityLikeSchema = Type.Object({
  success: Type.Boolean(),
  is_liked: Type.Boolean(),
  likes_count: Type.Integer(),
});

export const ArticleSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  image_url: Nullable(Type.String()),
  thumbnail_url: Nullable(Type.String()),
  created_at: Type.String(),
  published_at: Type.String(),
});

export const VideoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  youtube_url: Nullable(Type.String()),
  thumbnail_url: Nullable(Type.String()),
  description: Type.String(),
  creator_name: Nullable(Type.String()),
  author: Nullable(Type.String()),
  created_at: Type.String(),
  published_at: Type.String(),
});

/** A food guide item; transport items add where and how. */
export const FoodItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  youtube_url: Nullable(Type.String()),
  thumbnail_url: Nullable(Type.String()),
  creator_name: Nullable(Type.String()),
  author: Nullable(Type.String()),
  created_at: Type.String(),
  published_at: Type.String(),
});

export const TransportItemSchema = Type.Object({
  ...FoodItemSchema.properties,
  location: Type.String(),
  transport_type: Type.String(),
});

const category = <Item extends Parameters<typeof Type.Array>[0]>(item: Item) =>
  Type.Object({
    id: Type.String({ description: '<city id>-<category>' }),
    name: Type.String(),
    name_display: Type.String(),
    description: Type.String(),
    count: Type.Integer(),
    thumbnail_url: Nullable(Type.String()),
    content: Type.Array(item),
  });

export const CityContentSchema = Type.Object({
  ...CitySchema.properties,
  hero_photos: Type.Array(Type.String()),
  categories: Type.Object({
    lifestyle: category(LifestylePhotoSchema),
    articles: category(ArticleSchema),
    videography: category(VideoSchema),
    food: category(FoodItemSchema),
    transport: category(TransportItemSchema),
  }),
});
