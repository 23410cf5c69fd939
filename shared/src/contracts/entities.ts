/**
 * The data the API returns and accepts (product spec §3 and §7), declared once for every app.
 * What the API answers is derived from its schemas (@citylens/shared/schemas, `Static`): one
 * shape, the API's. What the apps send is declared here; the API holds its bodies to these types
 * at compile time (api/src/routes/schemas.contract.ts).
 */
import type { Static } from 'typebox';
import type * as Schemas from '../schemas';

type Answer<Schema extends keyof typeof Schemas> = Static<(typeof Schemas)[Schema]>;

export type User = Answer<'UserSchema'>;
export type UserProfile = Answer<'UserProfileSchema'>;
export type TokenPair = Answer<'TokenPairSchema'>;

export type City = Answer<'CitySchema'>;
/** A city's content page: the city, its hero photos and its five categories. */
export type CityContent = Answer<'CityContentSchema'>;
/** The categories of a city's content; `frameshop` is the Discover grid's own card. */
export type CategoryKey = keyof CityContent['categories'] | 'frameshop';
/** One category of a city's content, with its items. */
export type CityCategory<Item = unknown> = Omit<
  CityContent['categories']['articles'],
  'content'
> & {
  content: Item[];
};
export type CityReview = Answer<'ReviewSchema'>;
/** `POST /api/cities/{name}/like_city/`: the server's verdict after a toggle. */
export type CityLikeResult = Answer<'CityLikeSchema'>;
export type Article = Answer<'ArticleSchema'>;
export type Video = Answer<'VideoSchema'>;
export type FoodItem = Answer<'FoodItemSchema'>;
export type TransportItem = Answer<'TransportItemSchema'>;

export type CityPhotosEntry = Answer<'CityPhotosEntrySchema'>;
/** `GET /api/city_photos/{city}/`: one city's hero photos. */
export type CityPhotosResponse = Answer<'CityPhotosSchema'>;
export type PhotoOfTheWeek = Answer<'PhotoOfTheWeekSchema'>;
/** `GET /api/lifestyle-photos/photos-of-week/`. */
export type PhotosOfTheWeekResponse = Answer<'PhotosOfTheWeekSchema'>;
export type LifestylePhoto = Answer<'LifestylePhotoSchema'>;
export type LifestylePhotoComment = Answer<'CommentSchema'>;
/** `POST /api/lifestyle-photos/{id}/like/`: the server's verdict after a toggle. */
export type LifestylePhotoLikeResult = Answer<'LikeToggled'>;

export type CityEvent = Answer<'EventSchema'>;
/** GET /api/events/booked/ and /api/events/liked/: the signed-in user's event ids. */
export type EventIds = Answer<'EventIdsSchema'>;
/** POST /api/events/{id}/book/ (idempotent). */
export type EventBooked = Answer<'Success'>;
/** GET /api/events/bookings/: one of the signed-in visitor's bookings, upcoming first. */
export type EventBooking = Answer<'BookingSchema'>;
/** POST /api/events/{id}/like/ toggles the like. */
export type EventLikeToggled = Answer<'LikeToggled'>;

export type Frame = Answer<'FrameSchema'>;
export type FrameKind = Frame['kind'];
export type FrameColor = 'black' | 'brown';

/** `POST /api/orders/`: the placed order's id and prices, as the server computed them. */
export type OrderCreated = Answer<'OrderPlacedSchema'>;
/** One line of a placed order, at the price the server charged. */
export type OrderLine = Answer<'OrderLineSchema'>;
/** GET /api/orders/: one of the signed-in visitor's orders (newest first). */
export type OrderSummary = Answer<'OrderSummarySchema'>;
/** GET /api/orders/{id}/: one order, for its owner (a guest's by its id alone). */
export type Order = Answer<'OrderSchema'>;

export interface CartItem extends Frame {
  selectedColor: FrameColor;
  quantity: number;
}

/** Where an order goes: what the checkout sends and an order's answer shows. */
export type ShippingAddress = Order['shipping_address'];

export interface PaymentInfo {
  card_number: string;
  card_expiry: string;
  card_cvv: string;
  cardholder_name: string;
}

export interface OrderRequest {
  items: {
    frame_id: number;
    quantity: number;
    price: number;
    color?: FrameColor;
    kind?: FrameKind;
  }[];
  shipping_address: ShippingAddress;
  payment_info: PaymentInfo;
  total_amount: number;
  shipping_cost: number;
}

export interface RegistrationRequest {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
}

export interface ProfileUpdateRequest {
  username?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  current_password?: string;
  new_password?: string;
  new_password_confirm?: string;
}

export interface PasswordResetRequest {
  uid: string;
  token: string;
  new_password: string;
  new_password_confirm: string;
}

export type CookieConsent = 'accepted' | 'necessary' | 'declined' | 'customized';
/** Every choice the cookie banner and /cookies store (anything else is no choice: the banner shows). */
export const COOKIE_CONSENT_VALUES: readonly CookieConsent[] = [
  'accepted',
  'necessary',
  'declined',
  'customized',
];

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}
