import type { Static } from 'typebox';
import type { LifestylePhotoSchema, PhotoOfTheWeekSchema } from '../../lib/schemas.js';

export {
  CommentSchema,
  LifestylePhotoSchema,
  PhotoOfTheWeekSchema,
  PhotosOfTheWeekSchema,
} from '../../lib/schemas.js';

export type LifestylePhoto = Static<typeof LifestylePhotoSchema>;
export type PhotoOfTheWeek = Static<typeof PhotoOfTheWeekSchema>;
