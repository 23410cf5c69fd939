import type { Static } from 'typebox';
import {
  ArticleSchema,
  CityContentSchema,
  CitySchema,
  FoodItemSchema,
  ReviewSchema,
  TransportItemSchema,
  VideoSchema,
} from '../../lib/schemas.js';

export {
  ArticleSchema,
  CityContentSchema,
  CityLikeSchema,
  CitySchema,
  FoodItemSchema,
  ReviewAddedSchema,
  ReviewSchema,
  TransportItemSchema,
  VideoSchema,
} from '../../lib/schemas.js';

export type City = Static<typeof CitySchema>;
export type CityReview = Static<typeof ReviewSchema>;
export type CityContent = Static<typeof CityContentSchema>;
export type Article = Static<typeof ArticleSchema>;
export type Video = Static<typeof VideoSchema>;
export type FoodItem = Static<typeof FoodItemSchema>;
export type TransportItem = Static<typeof TransportItemSchema>;
/** One category of a city's content, with its items. */
export type CityCategory<Item> = Omit<CityContent['categories']['articles'], 'content'> & {
  content: Item[];
};
