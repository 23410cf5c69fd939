import { sql } from 'drizzle-orm';
import {
  cities,
  lifestylePhotoComments,
  lifestylePhotoLikes,
  lifestylePhotos,
} from '../../db/schema.js';
import type { MediaUrl } from '../../lib/urls.js';
import type { LifestylePhoto, PhotoOfTheWeek } from './schemas.js';

/** Columns for a lifestyle photo with its counts (subqueries keep it one round trip). */
export const photoColumns = {
  id: lifestylePhotos.id,
  imagePath: lifestylePhotos.imagePath,
  title: lifestylePhotos.title,
  creatorName: lifestylePhotos.creatorName,
  cityId: lifestylePhotos.cityId,
  cityName: cities.name,
  userId: lifestylePhotos.userId,
  createdAt: lifestylePhotos.createdAt,
  weekRank: lifestylePhotos.weekRank,
  cameraInfo: lifestylePhotos.cameraInfo,
  tags: lifestylePhotos.tags,
  weekDescription: lifestylePhotos.weekDescription,
  likesCount: sql<number>`(select count(*)::int from ${lifestylePhotoLikes} where ${lifestylePhotoLikes.photoId} = ${lifestylePhotos.id})`,
  commentsCount: sql<number>`(select count(*)::int from ${lifestylePhotoComments} where ${lifestylePhotoComments.photoId} = ${lifestylePhotos.id})`,
};

export interface PhotoRow {
  id: number;
  imagePath: string;
  title: string;
  creatorName: string;
  cityId: number;
  cityName: string;
  userId: number | null;
  createdAt: Date;
  weekRank: number | null;
  cameraInfo: string | null;
  tags: string[];
  weekDescription: string | null;
  likesCount: number;
  commentsCount: number;
}

export function toLifestylePhoto(
  row: PhotoRow,
  mediaUrl: MediaUrl,
  liked: boolean,
): LifestylePhoto {
  return {
    id: row.id,
    image_url: mediaUrl(row.imagePath)!,
    title: row.title,
    creator_name: row.creatorName,
    city: row.cityId,
    city_name: row.cityName,
    likes_count: Number(row.likesCount),
    comments_count: Number(row.commentsCount),
    liked_by_user: liked,
    created_at: row.createdAt.toISOString(),
  };
}

export function toPhotoOfTheWeek(row: PhotoRow, mediaUrl: MediaUrl): PhotoOfTheWeek {
  const url = mediaUrl(row.imagePath)!;
  return {
    id: row.id,
    title: row.title,
    city_name: row.cityName,
    creator_name: row.creatorName,
    camera_info: row.cameraInfo,
    tags: row.tags,
    photo_of_week_description: row.weekDescription,
    image_url: url,
    url,
  };
}
