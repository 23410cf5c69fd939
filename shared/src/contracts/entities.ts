/**
 * The data the API returns and accepts (product spec §3 and §7), declared once for every app.
 * The API's response schemas are checked against these types.
 */

export interface User {
  id: number;
  username: string;
  email: string;
  name?: string;
}

export interface UserProfile extends User {
  first_name: string;
  last_name: string;
  date_joined: string | null;
}

export type CategoryKey =
  'lifestyle' | 'articles' | 'videography' | 'food' | 'transport' | 'frameshop';

export interface CityCategory<Item = unknown> {
  id: number | string;
  name: CategoryKey | string;
  name_display: string;
  description: string;
  count: number | string;
  thumbnail_url: string | null;
  content: Item[];
}

export interface City {
  id: number;
  name: string;
  country: string;
  country_part: string | null;
  thumbnail_url: string | null;
  image: string | null;
  description: string;
  formatted_name: string;
  location: string;
  likes_count: number;
  is_liked: boolean;
}

export interface CityDetails extends City {
  categories: Partial<Record<CategoryKey, CityCategory>> | CityCategory[];
}

export interface CityReview {
  id: number;
  content: string;
  created_at: string;
  user: { id: number; username: string };
}

export interface CityPhotosEntry {
  city_name: string;
  photos: string[];
}

export interface PhotoOfTheWeek {
  id: number;
  title: string;
  city_name: string;
  creator_name: string;
  camera_info: string | null;
  tags: string[];
  photo_of_week_description: string | null;
  image_url: string;
  url?: string;
}

export interface CityEvent {
  id: number;
  name: string;
  thumbnail_url: string | null;
  city: string;
  country: string;
  /** ISO date, yyyy-mm-dd */
  event_date: string;
  /** 24-hour hh:mm:ss */
  event_time: string;
  location: string;
  description: string;
  /** Search results also carry these. */
  date?: string;
  category?: string;
}

/** GET /api/events/booked/ and /api/events/liked/: the signed-in user's event ids. */
export interface EventIds {
  ids: number[];
}

/** POST /api/events/{id}/book/ (idempotent). */
export interface EventBooked {
  success: boolean;
  message: string;
}

/** GET /api/events/bookings/: one of the signed-in visitor's bookings, upcoming first. */
export interface EventBooking {
  event: CityEvent;
  /** ISO date-time */
  booked_at: string;
  /** Over for every visitor: the booking can no longer be cancelled. */
  ended: boolean;
}

/** POST /api/events/{id}/like/ toggles the like. */
export interface EventLikeToggled {
  success: boolean;
  liked: boolean;
  likes_count: number;
}

export interface LifestylePhoto {
  id: number;
  image_url: string;
  title: string;
  creator_name: string;
  city: number;
  city_name: string;
  likes_count: number;
  comments_count: number;
  liked_by_user: boolean;
  created_at: string;
}

export interface LifestylePhotoComment {
  id: number;
  user: { id: number; username: string };
  content: string;
  created_at: string;
}

export interface Article {
  id: number;
  title: string;
  content: string;
  image_url: string | null;
  thumbnail_url: string | null;
  created_at?: string;
  published_at?: string;
}

export interface Video {
  id: number;
  title: string;
  youtube_url: string | null;
  thumbnail_url: string | null;
  description: string;
  creator_name?: string | null;
  author?: string | null;
  created_at?: string;
  published_at?: string;
}

export interface FoodItem {
  id: number;
  title: string;
  description: string;
  youtube_url: string | null;
  thumbnail_url: string | null;
  creator_name: string | null;
  author: string | null;
  created_at?: string;
  published_at?: string;
}

export interface TransportItem extends FoodItem {
  location: string;
  transport_type: string;
}

export type FrameKind = 'picture' | 'painting';
export type FrameColor = 'black' | 'brown';

export interface Frame {
  id: number;
  name: string;
  price: number;
  frame_size: string;
  black_image_url: string;
  brown_image_url: string;
  kind: FrameKind;
  description?: string;
}

export interface CartItem extends Frame {
  selectedColor: FrameColor;
  quantity: number;
}

export interface ShippingAddress {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
}

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

export interface OrderCreated {
  order_id: string;
}

/** One line of a placed order, at the price the server charged. */
export interface OrderLine {
  frame_id: number;
  name: string;
  kind: string;
  color: string;
  quantity: number;
  price: number;
  line_total: number;
}

/** GET /api/orders/: one of the signed-in visitor's orders (newest first). */
export interface OrderSummary {
  order_id: string;
  status: string;
  /** ISO date-time */
  created_at: string;
  items: OrderLine[];
  subtotal: number;
  shipping_cost: number;
  total_amount: number;
}

/** GET /api/orders/{id}/: one order, for its owner (a guest's by its id alone). */
export interface Order extends OrderSummary {
  shipping_address: ShippingAddress;
  payment: { card_brand: string; card_last4: string; cardholder_name: string };
}

export interface TokenPair {
  access: string;
  refresh: string;
  user?: User;
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

/** City content (`GET /api/cities/{name}/content/`) also carries the city's hero photos. */
export interface CityContent extends CityDetails {
  hero_photos?: string[];
}

/** `POST /api/cities/{name}/like_city/`: the server's verdict after a toggle. */
export interface CityLikeResult {
  success: boolean;
  is_liked: boolean;
  likes_count: number;
}

/** `POST /api/lifestyle-photos/{id}/like/`: the server's verdict after a toggle. */
export interface LifestylePhotoLikeResult {
  success: boolean;
  liked: boolean;
  likes_count: number;
}

/** `GET /api/city_photos/{city}/`: one city's hero photos (another reading nests data twice). */
export interface CityPhotosResponse {
  data: { city_name?: string; photos?: string[]; data?: { photos?: string[] } };
}

/** `GET /api/lifestyle-photos/photos-of-week/`: a `photos` list, or the list itself. */
export type PhotosOfTheWeekResponse = { photos: PhotoOfTheWeek[] } | PhotoOfTheWeek[];
