import * as shared from '@citylens/shared/schemas';

/**
 * The API's answers' schemas, declared once in `@citylens/shared/schemas` (the front end derives
 * its entity types from them). Loaded as `lib/contracts.ts` loads the contracts: from sources the
 * shared package is CommonJS TypeScript, whose barrel's named exports Node's ESM loader cannot
 * see, so they arrive whole as `default`.
 */
const loaded = shared as unknown as { default?: typeof shared };
const schemas = (loaded.default ?? shared) as typeof shared;

export const {
  AllCityPhotosSchema,
  ArticleSchema,
  BookingSchema,
  CityContentSchema,
  CityLikeSchema,
  CityPhotosEntrySchema,
  CityPhotosSchema,
  CitySchema,
  CommentSchema,
  EventIdsSchema,
  EventSchema,
  FoodItemSchema,
  FrameSchema,
  LifestylePhotoSchema,
  LikeToggled,
  Nullable,
  OrderLineSchema,
  OrderPlacedSchema,
  OrderSchema,
  OrderSummarySchema,
  PhotoOfTheWeekSchema,
  PhotosOfTheWeekSchema,
  RandomCityPhotoSchema,
  ReviewAddedSchema,
  ReviewSchema,
  Success,
  tokenFields,
  TokenPairSchema,
  TransportItemSchema,
  UserProfileSchema,
  UserSchema,
  VideoSchema,
} = schemas;
