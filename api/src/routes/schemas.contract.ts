/**
 * Compile-time check, no runtime code: every entity of the front end's contract
 * (@citylens/shared/contracts, entities.ts) that the API sends or accepts is held to the API's
 * TypeBox schema here. A change on either side that the other does not follow fails `tsc`, which
 * the API's test command runs first (`pnpm test` → api `scripts/run-tests.ts`).
 *
 * - `Equal`: the same type, property for property.
 * - `Readable`: the same properties, and what the API sends is assignable to what the app reads
 *   (the contract marks optional, or wider, what the API always sends).
 * - `Fits`: what the API sends is assignable to what the app reads, where the contract also
 *   accepts other shapes (a list or `{ photos }`, categories as a list or a map).
 * - `Accepted`: what the app sends fits the API's body schema, and the API knows every field.
 */
import type { Static, TSchema } from 'typebox';
import type * as Contract from '@citylens/shared/contracts';
import type {
  PasswordResetBody,
  RegisterBody,
  TokenPairSchema,
  UserProfileSchema,
  UserSchema,
} from './auth/schemas.js';
import type { ProfileChangeBody } from './auth/profile-updates.js';
import type {
  AllCityPhotosSchema,
  CityPhotosEntrySchema,
  CityPhotosSchema,
} from './city-photos/schemas.js';
import type {
  ArticleSchema,
  CityContentSchema,
  CityLikeSchema,
  CitySchema,
  FoodItemSchema,
  ReviewSchema,
  TransportItemSchema,
  VideoSchema,
} from './cities/schemas.js';
import type { BookingSchema, EventIdsSchema, EventSchema } from './events/schemas.js';
import type { FrameSchema } from './frames/schemas.js';
import type {
  CommentSchema,
  LifestylePhotoSchema,
  PhotoOfTheWeekSchema,
  PhotosOfTheWeekSchema,
} from './lifestyle-photos/schemas.js';
import type {
  OrderBody,
  OrderLineSchema,
  OrderPlacedSchema,
  OrderSchema,
  OrderSummarySchema,
} from './orders/schemas.js';
import type { PaymentField, ShippingField } from './orders/validate.js';
import type { LikeToggled, Success } from './schemas.js';

/** True when A and B are the same type (not merely assignable either way). */
export type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Expect<T extends true> = T;

type Fits<Sent, Read> = [Sent] extends [Read] ? true : false;
type Readable<Sent, Read> = Fits<Sent, Read> extends true ? Equal<keyof Sent, keyof Read> : false;
type Accepted<Body, Sent> = [Sent] extends [Body]
  ? [Exclude<keyof Sent, keyof Body>] extends [never]
    ? true
    : false
  : false;

type S<T extends TSchema> = Static<T>;
type Categories = S<typeof CityContentSchema>['categories'];

export type ContractChecks = [
  // accounts
  // The contract's `User.name` is never sent by this API (the apps read it only if present).
  Expect<Readable<S<typeof UserSchema>, Omit<Contract.User, 'name'>>>,
  Expect<Readable<S<typeof UserProfileSchema>, Omit<Contract.UserProfile, 'name'>>>,
  Expect<Fits<S<typeof TokenPairSchema>, Contract.TokenPair>>,
  Expect<Accepted<S<typeof RegisterBody>, Contract.RegistrationRequest>>,
  Expect<Accepted<S<typeof ProfileChangeBody>, Contract.ProfileUpdateRequest>>,
  Expect<Accepted<S<typeof PasswordResetBody>, Contract.PasswordResetRequest>>,
  // cities
  Expect<Equal<S<typeof CitySchema>, Contract.City>>,
  Expect<Equal<S<typeof ReviewSchema>, Contract.CityReview>>,
  Expect<Equal<S<typeof CityLikeSchema>, Contract.CityLikeResult>>,
  Expect<Readable<S<typeof CityContentSchema>, Contract.CityContent>>,
  Expect<Fits<S<typeof CityContentSchema>, Contract.CityDetails>>,
  Expect<Equal<keyof Categories, Exclude<Contract.CategoryKey, 'frameshop'>>>,
  Expect<Readable<Categories['articles'], Contract.CityCategory<Contract.Article>>>,
  Expect<Readable<S<typeof ArticleSchema>, Contract.Article>>,
  Expect<Readable<S<typeof VideoSchema>, Contract.Video>>,
  Expect<Readable<S<typeof FoodItemSchema>, Contract.FoodItem>>,
  Expect<Readable<S<typeof TransportItemSchema>, Contract.TransportItem>>,
  // city photos
  Expect<Equal<S<typeof CityPhotosEntrySchema>, Contract.CityPhotosEntry>>,
  Expect<Equal<S<typeof AllCityPhotosSchema>['data'][number], Contract.CityPhotosEntry>>,
  Expect<Readable<S<typeof CityPhotosSchema>, Contract.CityPhotosResponse>>,
  // lifestyle photos
  Expect<Equal<S<typeof LifestylePhotoSchema>, Contract.LifestylePhoto>>,
  Expect<Equal<S<typeof CommentSchema>, Contract.LifestylePhotoComment>>,
  Expect<Equal<S<typeof LikeToggled>, Contract.LifestylePhotoLikeResult>>,
  Expect<Readable<S<typeof PhotoOfTheWeekSchema>, Contract.PhotoOfTheWeek>>,
  Expect<Fits<S<typeof PhotosOfTheWeekSchema>, Contract.PhotosOfTheWeekResponse>>,
  // events
  Expect<Equal<S<typeof EventSchema>, Contract.CityEvent>>,
  Expect<Equal<S<typeof EventIdsSchema>, Contract.EventIds>>,
  Expect<Equal<S<typeof BookingSchema>, Contract.EventBooking>>,
  Expect<Equal<S<typeof Success>, Contract.EventBooked>>,
  Expect<Equal<S<typeof LikeToggled>, Contract.EventLikeToggled>>,
  // frames and orders
  Expect<Equal<S<typeof FrameSchema>, Contract.Frame>>,
  Expect<Equal<S<typeof FrameSchema>['kind'], Contract.FrameKind>>,
  Expect<Fits<S<typeof OrderPlacedSchema>, Contract.OrderCreated>>,
  Expect<Equal<S<typeof OrderLineSchema>, Contract.OrderLine>>,
  Expect<Equal<S<typeof OrderSummarySchema>, Contract.OrderSummary>>,
  Expect<Readable<S<typeof OrderSchema>, Contract.Order>>,
  Expect<Accepted<S<typeof OrderBody>, Contract.OrderRequest>>,
  Expect<Equal<keyof Contract.ShippingAddress, ShippingField>>,
  Expect<Equal<keyof Contract.PaymentInfo, PaymentField>>,
];
