import { Type } from 'typebox';
import { Nullable } from './common';

export const LifestylePhotoSchema = Type.Object({
  id: Type.Integer(),
  image_url: Type.String(),
  title: Type.String(),
  creator_name: Type.String(),
  city: Type.Integer({ description: 'city id' }),
  city_name: Type.String(),
  likes_count: Type.Integer(),
  comments_count: Type.Integer(),
  liked_by_user: Type.Boolean(),
  created_at: Type.String(),
});

export const PhotoOfTheWeekSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  city_name: Type.String(),
  creator_name: Type.String(),
  camera_info: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  photo_of_week_description: Nullable(Type.String()),
  image_url: Type.String(),
  url: Type.String({ description: 'the same as image_url' }),
});

export const PhotosOfTheWeekSchema = Type.Object({ photos: Type.Array(PhotoOfTheWeekSchema) });

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  created_at: Type.String(),
  user: Type.Object({ id: Type.Integer(), username: Type.String() }),
});
